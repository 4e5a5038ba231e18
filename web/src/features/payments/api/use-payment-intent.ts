import type { IntentStatusView } from "@contract/payments.ts";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api.ts";

/** GET /api/stripe/payment-intent/{id}: what the intent will charge, as the provider holds it. */
export function usePaymentIntent(intentId: string | null) {
  return useQuery({
    queryKey: ["/api/stripe/payment-intent", intentId],
    queryFn: () =>
      apiRequest<IntentStatusView>("GET", `/api/stripe/payment-intent/${encodeURIComponent(intentId!)}`),
    enabled: Boolean(intentId),
    retry: false,
  });
}
