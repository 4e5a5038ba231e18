import type {
  EmailConfigInput,
  EmailConfigSaved,
  EmailConfigView,
  TestEmailAnswer,
  TestEmailInput,
} from "@contract/email-settings.ts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../../lib/api.ts";

export const emailConfigQueries = {
  current: () =>
    queryOptions({
      queryKey: ["/api/admin/email-config"] as const,
      queryFn: () => apiRequest<EmailConfigView>("GET", "/api/admin/email-config"),
      staleTime: 0,
    }),
};

export function useSaveEmailConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EmailConfigInput) =>
      apiRequest<EmailConfigSaved>("POST", "/api/admin/email-config", input),
    onSuccess: (saved) => {
      const { message: _message, ...view } = saved;
      queryClient.setQueryData(emailConfigQueries.current().queryKey, view);
    },
  });
}

export function useRemoveEmailConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<EmailConfigSaved>("DELETE", "/api/admin/email-config"),
    onSuccess: (saved) => {
      const { message: _message, ...view } = saved;
      queryClient.setQueryData(emailConfigQueries.current().queryKey, view);
    },
  });
}

export function useSendTestEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TestEmailInput) =>
      apiRequest<TestEmailAnswer>("POST", "/api/admin/test-email", input),
    // The test lands in the outbox whichever way it went.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["/api/admin/outbox/page"] }),
  });
}
