import type { EmailVerificationInput } from "@contract/email-verification.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/client.ts";
import { userQueries } from "../../auth/public.ts";

/** Posts the mailed link's fields; a signed-in member's profile then shows the address as verified. */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EmailVerificationInput) => call("POST /api/user/email/verify", { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueries.current().queryKey }),
  });
}

export function useResendVerification() {
  return useMutation({ mutationFn: () => call("POST /api/user/email/verification") });
}
