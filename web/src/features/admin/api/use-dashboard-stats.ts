import type { DashboardStats } from "@contract/dashboard-stats.ts";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api.ts";

export const dashboardStatsKey = ["/api/admin/dashboard-stats"] as const;

/** The stat cards' figures; live events invalidate them, the 30-second refetch is the fallback. */
export function useDashboardStats() {
  return useQuery({
    queryKey: dashboardStatsKey,
    queryFn: () => apiRequest<DashboardStats>("GET", "/api/admin/dashboard-stats"),
    refetchInterval: 30_000,
    staleTime: 0,
  });
}
