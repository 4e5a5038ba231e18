import { useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/client.ts";

/** POST /api/stripe/verify-session once per visit of /order-success: the order is paid only if this succeeds. */
export function useVerifySession(sessionId: string | null, orderId: string | null) {
  return useQuery({
    queryKey: ["/api/stripe/verify-session", sessionId, orderId],
    queryFn: () =>
      call("POST /api/stripe/verify-session", {
        body: { sessionId: sessionId ?? "", orderId: Number(orderId) },
      }),
    enabled: Boolean(sessionId && orderId),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
