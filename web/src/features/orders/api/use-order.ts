import { activeStatuses } from "@contract/order-status.ts";
import type { OrderView } from "@contract/order-views.ts";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api.ts";
import { useSocketState } from "../../../lib/socket/use-socket.ts";

const REFRESH_MS = 30_000;

export const orderQueryKey = (id: string) => ["/api/orders", id] as const;

/** One order; `token` is the signed tracking link's, so that a guest on another device may read it. */
export function fetchOrder(id: string, token?: string | null): Promise<OrderView> {
  const query = token ? `?${new URLSearchParams({ token })}` : "";
  return apiRequest<OrderView>("GET", `/api/orders/${encodeURIComponent(id)}${query}`);
}

/**
 * The order behind /track/{id}. The socket tells of each change; while it is down the order is polled every
 * 30 s until it is completed or cancelled.
 */
export function useOrder(id: string | undefined, token?: string | null) {
  const live = useSocketState() === "connected";
  return useQuery({
    queryKey: orderQueryKey(id ?? ""),
    queryFn: () => fetchOrder(id!, token),
    enabled: Boolean(id),
    staleTime: 0,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return !live && status && activeStatuses.includes(status) ? REFRESH_MS : false;
    },
  });
}
