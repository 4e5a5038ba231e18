import type { Address, AddressInput } from "@contract/addresses.ts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api.ts";

const key = ["/api/user/addresses"];

export function useAddresses(enabled: boolean) {
  return useQuery({
    queryKey: key,
    queryFn: () => apiRequest<Address[]>("GET", "/api/user/addresses"),
    enabled,
  });
}

export function useAddAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddressInput) => apiRequest<Address>("POST", "/api/user/addresses", input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
