import type { ShiftSummary } from "@contract/shift-summary.ts";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api.ts";

/** The day's figures for the board; asked for when the panel opens, and every minute while it is open. */
export function useShiftSummary(date: string, enabled: boolean) {
  return useQuery({
    queryKey: ["/api/admin/shift-summary", date],
    queryFn: () => apiRequest<ShiftSummary>("GET", `/api/admin/shift-summary${date ? `?date=${date}` : ""}`),
    enabled,
    refetchInterval: 60_000,
  });
}
