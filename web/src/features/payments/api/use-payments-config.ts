import type { PaymentsConfig } from "@contract/payments.ts";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api.ts";

/** Which provider takes cards (the test gateway or Stripe) and Stripe's publishable key. */
export function usePaymentsConfig() {
  return useQuery({
    queryKey: ["/api/payments/config"],
    queryFn: () => apiRequest<PaymentsConfig>("GET", "/api/payments/config"),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
