import type { EmailVerificationInput, EmailVerifiedAnswer } from "@contract/email-verification.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api.ts";
import { userQueries } from "../../auth/public.ts";

/** Posts the mailed link's fields; a signed-in member's profile then shows the address as verified. */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EmailVerificationInput) =>
      apiRequest<EmailVerifiedAnswer>("POST", "/api/user/email/verify", input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueries.current().queryKey }),
  });
}

export function useResendVerification() {
  return useMutation({ mutationFn: () => apiRequest("POST", "/api/user/email/verification") });
}
