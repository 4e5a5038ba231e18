import type { RefundRequest } from "@contract/refunds.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/client.ts";

/** POST /api/orders/{id}/refunds; the key is the dialog's, so a retried click refunds once. */
export function useRefundOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body, key }: { id: number; body: RefundRequest; key: string }) =>
      call("POST /api/orders/:id/refunds", { params: { id }, body, headers: { "Idempotency-Key": key } }),
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: ["/api/admin/orders"] });
      queryClient.invalidateQueries({ queryKey: ["/api/admin/reports/sales"] });
    },
  });
}

/**
 * A new Idempotency-Key for one refund. From `crypto.getRandomValues`, not `crypto.randomUUID`: browsers offer
 * the latter only on https and localhost, and a counter tablet may open the shop by its address on the café's
 * network over plain http.
 */
export function newRefundKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
