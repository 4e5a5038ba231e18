import { useQuery } from "@tanstack/react-query";
import { menuQueries } from "./menu-queries.ts";

export function useMenu() {
  return useQuery(menuQueries.all());
}
