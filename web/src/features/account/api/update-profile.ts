import type { ProfileUpdate, PublicUser } from "@contract/users.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api.ts";
import { userQueries } from "../../auth/public.ts";

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: ProfileUpdate) => apiRequest<PublicUser>("PATCH", "/api/user", changes),
    onSuccess: (user) => queryClient.setQueryData(userQueries.current().queryKey, user),
  });
}
