import type { PublicUser } from "@contract/users.ts";
import { queryOptions } from "@tanstack/react-query";
import { call } from "../../../lib/client.ts";

/**
 * The signed-in member, or null for a guest. Asked of GET /api/session, which answers a guest 200 with no
 * user, where the specification's GET /api/user answers 401: a failed request in the console of every
 * guest's first page costs the shop its best-practices score (docs/architecture.md#budgets).
 */
async function fetchUser(): Promise<PublicUser | null> {
  return (await call("GET /api/session")).user;
}

/** The session's member; other features refresh or replace it through this key, never a string of their own. */
export const userQueries = {
  current: () => queryOptions({ queryKey: ["/api/user"] as const, queryFn: fetchUser }),
};
