import { useQuery } from "@tanstack/react-query";
import { orderQueries } from "./order-queries.ts";

export function useOrder(id: string | undefined, token?: string | null) {
  return useQuery({ ...orderQueries.detail(id ?? "", token), enabled: Boolean(id) });
}
