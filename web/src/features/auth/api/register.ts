import type { RegisterInput } from "@contract/auth.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/client.ts";
import { userQueries } from "./user-queries.ts";

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RegisterInput) => call("POST /api/register", { body: input }),
    onSuccess: (user) => {
      queryClient.setQueryData(userQueries.current().queryKey, user);
    },
  });
}
