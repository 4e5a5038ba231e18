import type { Promotion } from "@contract/promotions.ts";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api.ts";
import { loyaltyKeys } from "./loyalty-keys.ts";

/** Promotions running now; checkout prices a member's cart with them, so they are kept fresh. */
export function useActivePromotions(enabled = true) {
  return useQuery({
    queryKey: loyaltyKeys.promotions,
    queryFn: () => apiRequest<Promotion[]>("GET", "/api/promotions/active"),
    enabled,
    staleTime: 60_000,
  });
}
