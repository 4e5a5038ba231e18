import { useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/client.ts";

/** Which provider takes cards (the test gateway or Stripe) and Stripe's publishable key. */
export function usePaymentsConfig() {
  return useQuery({
    queryKey: ["/api/payments/config"],
    queryFn: () => call("GET /api/payments/config"),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
