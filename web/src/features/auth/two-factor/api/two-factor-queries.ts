import type { TwoFactorStatus } from "@contract/two-factor.ts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../../../lib/client.ts";

/** What the session still owes before the admin panel opens; asked only for admins (members get 403). */
export const twoFactorQueries = {
  status: () =>
    queryOptions({
      queryKey: ["/api/2fa/status"] as const,
      queryFn: () => call("GET /api/2fa/status"),
      staleTime: 0,
    }),
};

export function useTwoFactorStatus(enabled: boolean) {
  return useQuery({ ...twoFactorQueries.status(), enabled });
}

/** The session may use the admin panel: 2FA passed (or off) and not demanded by REQUIRE_ADMIN_2FA. */
export const twoFactorSettled = (status: TwoFactorStatus) => status.sessionVerified && !status.setupRequired;
