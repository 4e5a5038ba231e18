import type { OutboxChannel } from "@contract/outbox-viewer.ts";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { call } from "../../../../lib/client.ts";

export const outboxQueries = {
  page: (channel: OutboxChannel | "all", page: number) =>
    queryOptions({
      queryKey: ["/api/admin/outbox/page", channel, page] as const,
      queryFn: () =>
        call("GET /api/admin/outbox/page", {
          query: { page, channel: channel === "all" ? undefined : channel },
        }),
      staleTime: 0,
      placeholderData: keepPreviousData,
    }),
};
