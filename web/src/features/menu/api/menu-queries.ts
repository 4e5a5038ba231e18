import { queryOptions } from "@tanstack/react-query";
import { call } from "../../../lib/client.ts";

/** The menu's key and fetcher; features whose actions move prices or stock refresh the menu through it. */
export const menuQueries = {
  /**
   * Every menu item, unavailable ones included (docs/api.md); the shop's pages show only the available ones.
   */
  all: () =>
    queryOptions({
      queryKey: ["/api/menu"] as const,
      queryFn: () => call("GET /api/menu"),
    }),
};
