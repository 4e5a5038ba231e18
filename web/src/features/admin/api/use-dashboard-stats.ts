import { useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/client.ts";

export const dashboardStatsKey = ["/api/admin/dashboard-stats"] as const;

/** The stat cards' figures; live events invalidate them, the 30-second refetch is the fallback. */
export function useDashboardStats() {
  return useQuery({
    queryKey: dashboardStatsKey,
    queryFn: () => call("GET /api/admin/dashboard-stats"),
    refetchInterval: 30_000,
    staleTime: 0,
  });
}
