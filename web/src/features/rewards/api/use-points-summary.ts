import { useQuery } from "@tanstack/react-query";
import { loyaltyQueries } from "./loyalty-queries.ts";

export function usePointsSummary(enabled = true) {
  return useQuery({ ...loyaltyQueries.summary(), enabled });
}
