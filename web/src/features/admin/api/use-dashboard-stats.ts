import type { DashboardStats } from "@contract/dashboard-stats.ts";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api.ts";

export const dashboardStatsKey = ["/api/admin/dashboard-stats"] as const;

/**
 * The stat cards' figures, the period's for the days chosen (today on the café's clock when none); live events
 * invalidate them, the 30-second refetch is the fallback.
 */
export function useDashboardStats(days: { from: string; to: string } | null = null) {
  const query = days ? `?from=${days.from}&to=${days.to}` : "";
  return useQuery({
    queryKey: [...dashboardStatsKey, days],
    queryFn: () => apiRequest<DashboardStats>("GET", `/api/admin/dashboard-stats${query}`),
    refetchInterval: 30_000,
    staleTime: 0,
  });
}
