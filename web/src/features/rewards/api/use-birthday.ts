import { useQuery } from "@tanstack/react-query";
import { loyaltyQueries } from "./loyalty-queries.ts";

export function useBirthday() {
  return useQuery(loyaltyQueries.birthday());
}
