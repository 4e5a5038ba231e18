import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../../lib/client.ts";
import { userQueries } from "../../api/user-queries.ts";
import { twoFactorQueries } from "./two-factor-queries.ts";

/**
 * Every 2FA call changes what the session may do: the status and the member (twoFactorEnabled) are re-read
 * when the dialog completes, not at once, so the admin panel does not jump in before the completion step.
 */
export function useRefreshTwoFactor() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: twoFactorQueries.status().queryKey }),
      queryClient.invalidateQueries({ queryKey: userQueries.current().queryKey }),
    ]);
}

/** POST /api/2fa/setup: a new secret and its QR code (docs/api.md). */
export function useSetupTwoFactor() {
  return useMutation({
    mutationFn: () => call("POST /api/2fa/setup"),
  });
}

/** POST /api/2fa/verify: the first code turns 2FA on and brings the recovery codes. */
export function useVerifyTwoFactor() {
  return useMutation({
    mutationFn: (token: string) => call("POST /api/2fa/verify", { body: { token } }),
  });
}

/** POST /api/2fa/validate: a code (or recovery code) passes this session's check. */
export function useValidateTwoFactor() {
  return useMutation({
    mutationFn: (token: string) => call("POST /api/2fa/validate", { body: { token } }),
  });
}

/** POST /api/2fa/disable: the password turns 2FA off. */
export function useDisableTwoFactor() {
  return useMutation({
    mutationFn: (password: string) => call("POST /api/2fa/disable", { body: { password } }),
  });
}
