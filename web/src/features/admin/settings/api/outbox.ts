import type { OutboxChannel, OutboxPage } from "@contract/outbox-viewer.ts";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../../../lib/api.ts";

export const outboxQueries = {
  page: (channel: OutboxChannel | "all", page: number) =>
    queryOptions({
      queryKey: ["/api/admin/outbox/page", channel, page] as const,
      queryFn: () => {
        const params = new URLSearchParams({ page: String(page) });
        if (channel !== "all") params.set("channel", channel);
        return apiRequest<OutboxPage>("GET", `/api/admin/outbox/page?${params}`);
      },
      staleTime: 0,
      placeholderData: keepPreviousData,
    }),
};
