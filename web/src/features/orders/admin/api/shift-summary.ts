import { useQuery } from "@tanstack/react-query";
import { call } from "../../../../lib/client.ts";

/** The day's figures for the board; asked for when the panel opens, and every minute while it is open. */
export function useShiftSummary(date: string, enabled: boolean) {
  return useQuery({
    queryKey: ["/api/admin/shift-summary", date],
    queryFn: () => call("GET /api/admin/shift-summary", { query: { date: date || undefined } }),
    enabled,
    refetchInterval: 60_000,
  });
}
