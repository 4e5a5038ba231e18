import type { OrderView } from "@contract/order-views.ts";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api.ts";
import { useSocketState } from "../../../lib/socket/use-socket.ts";

export const orderHistoryQueryKey = ["/api/orders/history"] as const;

/** The signed-in member's orders, newest first (spec part 2 "Orders"). */
export function fetchOrderHistory(): Promise<OrderView[]> {
  return apiRequest<OrderView[]>("GET", "/api/orders/history");
}

export function useOrderHistory() {
  const live = useSocketState() === "connected";
  // Statuses move while the member is away, so the list is read again on every visit; the socket tells of
  // each change, and while it is down the list is polled every 30 s instead.
  return useQuery({
    queryKey: orderHistoryQueryKey,
    queryFn: fetchOrderHistory,
    staleTime: 0,
    refetchInterval: live ? false : 30_000,
  });
}
