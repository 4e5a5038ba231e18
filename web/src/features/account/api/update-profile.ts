import type { ProfileUpdate } from "@contract/users.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/client.ts";
import { userQueries } from "../../auth/public.ts";

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: ProfileUpdate) => call("PATCH /api/user", { body: changes }),
    onSuccess: (user) => queryClient.setQueryData(userQueries.current().queryKey, user),
  });
}
