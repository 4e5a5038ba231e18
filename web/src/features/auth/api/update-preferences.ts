import type { PreferencesUpdate, PublicUser } from "@contract/users.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api.ts";
import { userQueries } from "./user-queries.ts";

export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: PreferencesUpdate) =>
      apiRequest<PublicUser>("PATCH", "/api/user/preferences", changes),
    onSuccess: (user) => queryClient.setQueryData(userQueries.current().queryKey, user),
  });
}
