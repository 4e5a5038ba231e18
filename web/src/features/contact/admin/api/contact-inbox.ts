import type { ContactMessageView, ContactReplyInput, ContactStatus } from "@contract/contact-inbox.ts";
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../../lib/client.ts";

const base = "/api/admin/contact-messages";

export const contactInboxQueries = {
  all: () => [base] as const,
  newCount: () =>
    queryOptions({
      queryKey: [base, "new-count"] as const,
      queryFn: () => call("GET /api/admin/contact-messages/new-count"),
      // The header's badge: a message a customer sends shows within a minute.
      refetchInterval: 60_000,
      staleTime: 0,
    }),
  page: (status: ContactStatus | "all", page: number) =>
    queryOptions({
      queryKey: [base, "page", status, page] as const,
      queryFn: () =>
        call("GET /api/admin/contact-messages", {
          query: { page, status: status === "all" ? undefined : status },
        }),
      staleTime: 0,
      placeholderData: keepPreviousData,
    }),
  message: (id: number) =>
    queryOptions({
      queryKey: [base, "message", id] as const,
      queryFn: () => call("GET /api/admin/contact-messages/:id", { params: { id } }),
      staleTime: 0,
    }),
};

function useRefreshInbox() {
  const queryClient = useQueryClient();
  return (message: ContactMessageView) => {
    queryClient.setQueryData(contactInboxQueries.message(message.id).queryKey, message);
    return queryClient.invalidateQueries({
      queryKey: contactInboxQueries.all(),
      predicate: (query) => query.queryKey[1] !== "message",
    });
  };
}

export function useMarkContactMessage() {
  const refresh = useRefreshInbox();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: "new" | "read" }) =>
      call("PATCH /api/admin/contact-messages/:id", { params: { id }, body: { status } }),
    onSuccess: refresh,
  });
}

export function useReplyToContactMessage() {
  const refresh = useRefreshInbox();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: { id: number } & ContactReplyInput) =>
      call("POST /api/admin/contact-messages/:id/reply", { params: { id }, body: input }),
    onSuccess: async (message) => {
      await refresh(message);
      await queryClient.invalidateQueries({ queryKey: ["/api/admin/outbox/page"] });
    },
  });
}
