import type { VerifySessionAnswer, VerifySessionBody } from "@contract/payments.ts";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api.ts";

/** POST /api/stripe/verify-session once per visit of /order-success: the order is paid only if this succeeds. */
export function useVerifySession(sessionId: string | null, orderId: string | null) {
  return useQuery({
    queryKey: ["/api/stripe/verify-session", sessionId, orderId],
    queryFn: () =>
      apiRequest<VerifySessionAnswer>("POST", "/api/stripe/verify-session", {
        sessionId: sessionId ?? "",
        orderId: Number(orderId),
      } satisfies VerifySessionBody),
    enabled: Boolean(sessionId && orderId),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
