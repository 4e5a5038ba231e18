import { useQuery } from "@tanstack/react-query";
import { userQueries } from "./user-queries.ts";

export function useUser() {
  const query = useQuery(userQueries.current());
  return { user: query.data ?? null, isLoading: query.isLoading, error: query.error };
}
