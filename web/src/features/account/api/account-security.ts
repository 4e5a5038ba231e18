import type { AccountSession, ChangePasswordInput, DeleteAccountInput } from "@contract/account.ts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api.ts";
import { userQueries } from "../../auth/public.ts";

export const accountSessionQueries = {
  list: () =>
    queryOptions({
      queryKey: ["/api/user/sessions"] as const,
      queryFn: () => apiRequest<AccountSession[]>("GET", "/api/user/sessions"),
    }),
};

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => apiRequest("POST", "/api/user/password", input),
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
    mutationFn: (id: string) => apiRequest("DELETE", `/api/user/sessions/${encodeURIComponent(id)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountSessionQueries.list().queryKey }),
  });
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<{ ended: number }>("DELETE", "/api/user/sessions"),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountSessionQueries.list().queryKey }),
  });
}

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DeleteAccountInput) => apiRequest("DELETE", "/api/user", input),
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(userQueries.current().queryKey, null);
    },
  });
}
