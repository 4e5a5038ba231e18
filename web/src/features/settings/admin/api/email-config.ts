import type { EmailConfigInput, TestEmailInput } from "@contract/email-settings.ts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../../lib/client.ts";

export const emailConfigQueries = {
  current: () =>
    queryOptions({
      queryKey: ["/api/admin/email-config"] as const,
      queryFn: () => call("GET /api/admin/email-config"),
      staleTime: 0,
    }),
};

export function useSaveEmailConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EmailConfigInput) => call("POST /api/admin/email-config", { body: input }),
    onSuccess: (saved) => {
      const { message: _message, ...view } = saved;
      queryClient.setQueryData(emailConfigQueries.current().queryKey, view);
    },
  });
}

export function useRemoveEmailConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call("DELETE /api/admin/email-config"),
    onSuccess: (saved) => {
      const { message: _message, ...view } = saved;
      queryClient.setQueryData(emailConfigQueries.current().queryKey, view);
    },
  });
}

export function useSendTestEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TestEmailInput) => call("POST /api/admin/test-email", { body: input }),
    // The test lands in the outbox whichever way it went.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["/api/admin/outbox/page"] }),
  });
}
