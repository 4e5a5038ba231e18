import type { MenuItem } from "@contract/menu.ts";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api.ts";

export const menuQueryKey = ["/api/menu"] as const;

/** Every menu item, unavailable ones included (spec part 2 "Menu"); the shop's pages show only the available ones. */
export function fetchMenu(): Promise<MenuItem[]> {
  return apiRequest<MenuItem[]>("GET", "/api/menu");
}

export function useMenu() {
  return useQuery({ queryKey: menuQueryKey, queryFn: fetchMenu });
}
