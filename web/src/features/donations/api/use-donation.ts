import { useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/client.ts";

/** GET /api/donation/{sessionId}; asked again for a little while if the payment is still on its way. */
export function useDonation(sessionId: string | null) {
  return useQuery({
    queryKey: ["/api/donation", sessionId],
    queryFn: () => call("GET /api/donation/:sessionId", { params: { sessionId: sessionId! } }),
    enabled: Boolean(sessionId),
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data?.status === "pending" && query.state.dataUpdateCount < 10 ? 2_000 : false,
  });
}
