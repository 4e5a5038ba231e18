import type { MenuItem } from "@contract/menu.ts";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api.ts";

/** The menu's key and fetcher; features whose actions move prices or stock refresh the menu through it. */
export const menuQueries = {
  /**
   * Every menu item, unavailable ones included (docs/api.md); the shop's pages show only the available ones.
   */
  all: () =>
    queryOptions({
      queryKey: ["/api/menu"] as const,
      queryFn: () => apiRequest<MenuItem[]>("GET", "/api/menu"),
    }),
};
