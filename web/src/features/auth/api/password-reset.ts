import type { ForgotPasswordInput, ResetPasswordInput } from "@contract/password-reset.ts";
import { useMutation } from "@tanstack/react-query";
import { call } from "../../../lib/client.ts";

/** Asks for the link to choose a new password; the answer is the same whether the address has an account. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: ForgotPasswordInput) => call("POST /api/auth/forgot-password", { body: input }),
  });
}

/** The mailed link's fields and the new password; the member then signs in with it. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (input: ResetPasswordInput) => call("POST /api/auth/reset-password", { body: input }),
  });
}
