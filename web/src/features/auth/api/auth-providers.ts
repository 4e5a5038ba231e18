import type { AuthProviders } from "@contract/auth.ts";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api.ts";

/** Which sign-in methods the shop offers; it changes only with the server's configuration. */
export const authProviderQueries = {
  all: () =>
    queryOptions({
      queryKey: ["/api/auth/providers"] as const,
      queryFn: () => apiRequest<AuthProviders>("GET", "/api/auth/providers"),
      staleTime: Number.POSITIVE_INFINITY,
    }),
};
