import type { PointsSummary } from "@contract/loyalty-api.ts";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api.ts";
import { loyaltyKeys } from "./loyalty-keys.ts";

/** Balance, pending and lifetime points; fetched anew on every visit, since orders complete meanwhile. */
export function usePointsSummary(enabled = true) {
  return useQuery({
    queryKey: loyaltyKeys.summary,
    queryFn: () => apiRequest<PointsSummary>("GET", "/api/points/summary"),
    enabled,
    staleTime: 0,
  });
}
