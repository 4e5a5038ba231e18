import type { LoginInput } from "@contract/auth.ts";
import type { PublicUser } from "@contract/users.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api.ts";
import { userQueries } from "./user-queries.ts";

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => apiRequest<PublicUser>("POST", "/api/login", input),
    onSuccess: (user) => {
      queryClient.setQueryData(userQueries.current().queryKey, user);
    },
  });
}
