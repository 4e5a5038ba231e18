import type { PublicUser } from "@contract/users.ts";
import { useQuery } from "@tanstack/react-query";
import { ApiError, apiRequest } from "../../../lib/api.ts";

export const userQueryKey = ["/api/user"] as const;

/** The signed-in member, or null for a guest (the server answers 401). */
export async function fetchUser(): Promise<PublicUser | null> {
  try {
    return await apiRequest<PublicUser>("GET", "/api/user");
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export function useUser() {
  const query = useQuery({ queryKey: userQueryKey, queryFn: fetchUser });
  return { user: query.data ?? null, isLoading: query.isLoading, error: query.error };
}
