import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api.ts";
import { userQueryKey } from "./use-user.ts";

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest("POST", "/api/logout"),
    onSuccess: () => {
      queryClient.setQueryData(userQueryKey, null);
      // Whatever belonged to the member (orders, points) must not stay on screen for the next person.
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== userQueryKey[0] });
    },
  });
}
