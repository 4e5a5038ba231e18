import type { ChangePasswordInput, DeleteAccountInput } from "@contract/account.ts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/client.ts";
import { userQueries } from "../../auth/public.ts";

export const accountSessionQueries = {
  list: () =>
    queryOptions({
      queryKey: ["/api/user/sessions"] as const,
      queryFn: () => call("GET /api/user/sessions"),
    }),
};

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => call("POST /api/user/password", { body: input }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: accountSessionQueries.list().queryKey }),
        // A member who had no password (Google sign-in) has one now: the form becomes "Change password".
        queryClient.invalidateQueries({ queryKey: userQueries.current().queryKey }),
      ]),
  });
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call("DELETE /api/user/sessions/:id", { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountSessionQueries.list().queryKey }),
  });
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call("DELETE /api/user/sessions"),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountSessionQueries.list().queryKey }),
  });
}

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DeleteAccountInput) => call("DELETE /api/user", { body: input }),
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(userQueries.current().queryKey, null);
    },
  });
}
