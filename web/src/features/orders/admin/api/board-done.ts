import { useQuery } from "@tanstack/react-query";
import { call } from "../../../../lib/client.ts";

/** Under the admin orders' key, so every change that refreshes the order lists refreshes this one too. */
export const doneOrdersKey = ["/api/admin/orders", "done"] as const;

/** GET /api/admin/orders/done: today's completed and cancelled tickets on the café's clock, last finished first. */
export function useDoneOrders(enabled: boolean) {
  return useQuery({
    queryKey: doneOrdersKey,
    queryFn: () => call("GET /api/admin/orders/done"),
    enabled,
    staleTime: 0,
  });
}
