import type { PublicUser } from "@contract/users.ts";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api.ts";

export function useUsers() {
  return useQuery({ queryKey: ["/api/users"], queryFn: () => apiRequest<PublicUser[]>("GET", "/api/users") });
}
