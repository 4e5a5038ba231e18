import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/client.ts";
import { userQueries } from "./user-queries.ts";

/** `leave` runs before the member is forgotten, so a protected page is left before it could redirect to sign-in. */
export function useLogout(leave?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call("POST /api/logout"),
    onSuccess: () => {
      leave?.();
      queryClient.setQueryData(userQueries.current().queryKey, null);
      // Whatever belonged to the member (orders, points) must not stay on screen for the next person.
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== userQueries.current().queryKey[0] });
    },
  });
}
