import type { PreferencesUpdate, PublicUser } from "@contract/users.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api.ts";
import { userQueryKey } from "../../auth/api/use-user.ts";

export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: PreferencesUpdate) =>
      apiRequest<PublicUser>("PATCH", "/api/user/preferences", changes),
    onSuccess: (user) => queryClient.setQueryData(userQueryKey, user),
  });
}
