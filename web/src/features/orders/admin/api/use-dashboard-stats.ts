import { useQuery } from "@tanstack/react-query";
import { call } from "../../../../lib/client.ts";

export const dashboardStatsKey = ["/api/admin/dashboard-stats"] as const;

/**
 * The stat cards' figures, the period's for the days chosen (today on the café's clock when none); live events
 * invalidate them, the 30-second refetch is the fallback.
 */
export function useDashboardStats(days: { from: string; to: string } | null = null) {
  return useQuery({
    queryKey: [...dashboardStatsKey, days],
    queryFn: () => call("GET /api/admin/dashboard-stats", { query: days ?? {} }),
    refetchInterval: 30_000,
    staleTime: 0,
  });
}
