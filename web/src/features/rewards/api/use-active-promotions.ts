import { useQuery } from "@tanstack/react-query";
import { loyaltyQueries } from "./loyalty-queries.ts";

export function useActivePromotions(enabled = true) {
  return useQuery({ ...loyaltyQueries.promotions(), enabled });
}
