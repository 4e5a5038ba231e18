import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../lib/client.ts";

/** Whether the cafe is open and the times a customer may choose: the server's answer, fresh each minute. */
export const orderingHoursQueries = {
  status: () =>
    queryOptions({
      queryKey: ["/api/ordering-hours"] as const,
      queryFn: () => call("GET /api/ordering-hours"),
      staleTime: 30_000,
      refetchInterval: 60_000,
    }),
};

export function useOrderingHours() {
  return useQuery(orderingHoursQueries.status());
}
