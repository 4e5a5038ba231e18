import type { PublicUser } from "@contract/users.ts";
import { queryOptions } from "@tanstack/react-query";
import { ApiError, apiRequest } from "../../../lib/api.ts";

/** The signed-in member, or null for a guest (the server answers 401). */
async function fetchUser(): Promise<PublicUser | null> {
  try {
    return await apiRequest<PublicUser>("GET", "/api/user");
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** The session's member; other features refresh or replace it through this key, never a string of their own. */
export const userQueries = {
  current: () => queryOptions({ queryKey: ["/api/user"] as const, queryFn: fetchUser }),
};
