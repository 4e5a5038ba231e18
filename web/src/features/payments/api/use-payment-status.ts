import { useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/client.ts";

/** The provider's word on a payment: an intent (Elements, test form) or a hosted session, whichever the URL has. */
export function usePaymentStatus(ids: { intentId: string | null; sessionId: string | null }) {
  return useQuery({
    queryKey: ["payment-status", ids.intentId, ids.sessionId],
    queryFn: async (): Promise<{ paid: boolean; status: string; amount: number | null }> => {
      if (ids.intentId) {
        const intent = await call("GET /api/stripe/payment-intent/:id", { params: { id: ids.intentId } });
        return { paid: intent.status === "succeeded", status: intent.status, amount: intent.amount };
      }
      const session = await call("GET /api/embedded-stripe/session-status", {
        query: { session_id: ids.sessionId ?? "" },
      });
      return { paid: session.status === "complete", status: session.status, amount: null };
    },
    enabled: Boolean(ids.intentId || ids.sessionId),
    retry: 1,
    staleTime: 0,
  });
}
