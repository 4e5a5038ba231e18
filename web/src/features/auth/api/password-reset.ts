import type { ForgotPasswordInput, ResetPasswordInput } from "@contract/password-reset.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/client.ts";
import { userQueries } from "./user-queries.ts";

/** Asks for the link to choose a new password; the answer is the same whether the address has an account. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: ForgotPasswordInput) => call("POST /api/auth/forgot-password", { body: input }),
  });
}

/**
 * The mailed link's fields and the new password; the member then signs in with it. The server has ended every
 * session of the account, so a browser signed in as that member shows it signed out at once, as log-out does.
 */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ResetPasswordInput) => call("POST /api/auth/reset-password", { body: input }),
    onSuccess: (_answer, input) => {
      const current = queryClient.getQueryData(userQueries.current().queryKey);
      if (current?.id !== Number(input.user)) return;
      queryClient.setQueryData(userQueries.current().queryKey, null);
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== userQueries.current().queryKey[0] });
    },
  });
}
