import type { RegisterInput } from "@contract/auth.ts";
import type { PublicUser } from "@contract/users.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api.ts";
import { userQueries } from "./user-queries.ts";

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RegisterInput) => apiRequest<PublicUser>("POST", "/api/register", input),
    onSuccess: (user) => {
      queryClient.setQueryData(userQueries.current().queryKey, user);
    },
  });
}
