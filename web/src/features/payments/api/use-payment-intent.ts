import { useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/client.ts";

/** GET /api/stripe/payment-intent/{id}: what the intent will charge, as the provider holds it. */
export function usePaymentIntent(intentId: string | null) {
  return useQuery({
    queryKey: ["/api/stripe/payment-intent", intentId],
    queryFn: () => call("GET /api/stripe/payment-intent/:id", { params: { id: intentId! } }),
    enabled: Boolean(intentId),
    retry: false,
  });
}
