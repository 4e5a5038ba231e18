import type { AdminSetPassword, AdminUserUpdate, UserEmail, UserRoleFilter } from "@contract/admin-users.ts";
import type { Role } from "@contract/permissions.ts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/client.ts";

export const USERS_PER_PAGE = 20;

/** One page of GET /api/users: the server searches, filters and pages, so 50,000 members stay fast. */
export function useUsersPage(search: string, role: UserRoleFilter, page: number) {
  const query = { role, page, pageSize: USERS_PER_PAGE, search: search.trim() || undefined };
  return useQuery({
    queryKey: ["/api/users", { search: search.trim(), role, page }],
    // Asked with a page, the server answers a page; the bare array is the specification's call without one.
    queryFn: async () => {
      const answer = await call("GET /api/users", { query });
      return Array.isArray(answer)
        ? { users: answer, total: answer.length, page, pageSize: answer.length }
        : answer;
    },
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
    mutationFn: (user: NewUser) => call("POST /api/register", { body: user }),
    onSuccess: invalidate,
  });
}

export function useUpdateUser(id: number) {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (changes: AdminUserUpdate) => call("PATCH /api/users/:id", { params: { id }, body: changes }),
    onSuccess: invalidate,
  });
}

export function useEmailUser(id: number) {
  return useMutation({
    mutationFn: (email: UserEmail) => call("POST /api/users/:id/email", { params: { id }, body: email }),
  });
}

export function useSetUserPassword(id: number) {
  return useMutation({
    mutationFn: (body: AdminSetPassword) => call("POST /api/users/:id/password", { params: { id }, body }),
  });
}

export const pointsHistoryKey = (userId: number) => ["/api/points/history", userId] as const;

export function usePointsHistory(userId: number, enabled: boolean) {
  return useQuery({
    queryKey: pointsHistoryKey(userId),
    queryFn: () => call("GET /api/points/history/:userId", { params: { userId } }),
    enabled,
    staleTime: 0,
  });
}

export function useAdjustPoints(userId: number) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (body: { amount: number; description: string }) =>
      call("POST /api/points/adjust", { body: { userId, ...body } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: pointsHistoryKey(userId) });
      await invalidate();
    },
  });
}
