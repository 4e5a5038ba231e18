import { queryOptions } from "@tanstack/react-query";
import { call } from "../../../lib/client.ts";

/** Which sign-in methods the shop offers; it changes only with the server's configuration. */
export const authProviderQueries = {
  all: () =>
    queryOptions({
      queryKey: ["/api/auth/providers"] as const,
      queryFn: () => call("GET /api/auth/providers"),
      staleTime: Number.POSITIVE_INFINITY,
    }),
};
