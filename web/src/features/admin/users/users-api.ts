import type { AdminUserUpdate, UserEmail, UserRoleFilter, UsersPage } from "@contract/admin-users.ts";
import type { PointsAdjustment, PointsHistoryEntry } from "@contract/loyalty-api.ts";
import type { Role } from "@contract/permissions.ts";
import type { PublicUser } from "@contract/users.ts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api.ts";

export const USERS_PER_PAGE = 20;

/** One page of GET /api/users: the server searches, filters and pages, so 50,000 members stay fast. */
export function useUsersPage(search: string, role: UserRoleFilter, page: number) {
  const params = new URLSearchParams({ role, page: String(page), pageSize: String(USERS_PER_PAGE) });
  if (search.trim()) params.set("search", search.trim());
  return useQuery({
    queryKey: ["/api/users", { search: search.trim(), role, page }],
    queryFn: () => apiRequest<UsersPage>("GET", `/api/users?${params}`),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

const useInvalidateUsers = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ["/api/users"] });
};

export interface NewUser {
  username: string;
  password: string;
  fullName?: string | undefined;
  email?: string | undefined;
  phone?: string | undefined;
  role: Role;
}

/** Add User: POST /api/register with a role, as an admin. */
export function useCreateUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (user: NewUser) => apiRequest<PublicUser>("POST", "/api/register", user),
    onSuccess: invalidate,
  });
}

export function useUpdateUser(id: number) {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (changes: AdminUserUpdate) => apiRequest<PublicUser>("PATCH", `/api/users/${id}`, changes),
    onSuccess: invalidate,
  });
}

export function useEmailUser(id: number) {
  return useMutation({
    mutationFn: (email: UserEmail) => apiRequest<{ success: true }>("POST", `/api/users/${id}/email`, email),
  });
}

export const pointsHistoryKey = (userId: number) => ["/api/points/history", userId] as const;

export function usePointsHistory(userId: number, enabled: boolean) {
  return useQuery({
    queryKey: pointsHistoryKey(userId),
    queryFn: () => apiRequest<PointsHistoryEntry[]>("GET", `/api/points/history/${userId}`),
    enabled,
    staleTime: 0,
  });
}

export function useAdjustPoints(userId: number) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (body: { amount: number; description: string }) =>
      apiRequest<PointsAdjustment>("POST", "/api/points/adjust", { userId, ...body }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: pointsHistoryKey(userId) });
      await invalidate();
    },
  });
}
