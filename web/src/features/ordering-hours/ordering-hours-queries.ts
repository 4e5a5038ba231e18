import type { OrderingStatus } from "@contract/ordering-hours.ts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../lib/api.ts";

/** Whether the cafe is open and the times a customer may choose: the server's answer, fresh each minute. */
export const orderingHoursQueries = {
  status: () =>
    queryOptions({
      queryKey: ["/api/ordering-hours"] as const,
      queryFn: () => apiRequest<OrderingStatus>("GET", "/api/ordering-hours"),
      staleTime: 30_000,
      refetchInterval: 60_000,
    }),
};

export function useOrderingHours() {
  return useQuery(orderingHoursQueries.status());
}
