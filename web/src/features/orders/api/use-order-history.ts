import { useQuery } from "@tanstack/react-query";
import { orderQueries } from "./order-queries.ts";

export function useOrderHistory() {
  return useQuery(orderQueries.history());
}
