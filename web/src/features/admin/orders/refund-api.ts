import type { RefundRequest, RefundView } from "@contract/refunds.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api.ts";

/** POST /api/orders/{id}/refunds; the key is the dialog's, so a retried click refunds once. */
export function useRefundOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body, key }: { id: number; body: RefundRequest; key: string }) =>
      apiRequest<RefundView>("POST", `/api/orders/${id}/refunds`, body, {
        headers: { "Idempotency-Key": key },
      }),
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: ["/api/admin/orders"] });
      queryClient.invalidateQueries({ queryKey: ["/api/admin/reports/sales"] });
    },
  });
}
