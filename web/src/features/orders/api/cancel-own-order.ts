import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/client.ts";
import { orderQueries } from "./order-queries.ts";

/** POST /api/orders/{id}/cancel: the customer's own cancel; the page and the history show the answer at once. */
export function useCancelOwnOrder(token?: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: number) =>
      call("POST /api/orders/:id/cancel", { params: { id: orderId }, body: token ? { token } : {} }),
    onSuccess: (order) => {
      queryClient.setQueryData(orderQueries.detail(String(order.id), token).queryKey, order);
      return queryClient.invalidateQueries({ queryKey: orderQueries.history().queryKey });
    },
    // Refused (the kitchen started meanwhile, say): show the order as it now stands.
    onError: (_error, orderId) =>
      queryClient.invalidateQueries({ queryKey: orderQueries.detail(String(orderId), token).queryKey }),
  });
}
