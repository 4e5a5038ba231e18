import type { PreferencesUpdate } from "@contract/users.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/client.ts";
import { userQueries } from "./user-queries.ts";

export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: PreferencesUpdate) => call("PATCH /api/user/preferences", { body: changes }),
    onSuccess: (user) => queryClient.setQueryData(userQueries.current().queryKey, user),
  });
}
