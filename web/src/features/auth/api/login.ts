import type { LoginInput } from "@contract/auth.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/client.ts";
import { userQueries } from "./user-queries.ts";

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => call("POST /api/login", { body: input }),
    onSuccess: (user) => {
      queryClient.setQueryData(userQueries.current().queryKey, user);
    },
  });
}
