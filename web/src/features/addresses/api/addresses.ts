import type { Address, AddressInput, addressPatchSchema } from "@contract/addresses.ts";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "../../../lib/api.ts";

type AddressPatch = z.input<typeof addressPatchSchema>;

/** The member's saved addresses, the default first (server/features/addresses). */
export const addressQueries = {
  list: () =>
    queryOptions({
      queryKey: ["/api/user/addresses"] as const,
      queryFn: () => apiRequest<Address[]>("GET", "/api/user/addresses"),
    }),
};

export function useAddresses() {
  return useQuery(addressQueries.list());
}

/** After any change the list is read again: a new default unsets the old one on the server. */
function useAddressChange<Variables, Answer>(mutationFn: (variables: Variables) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: addressQueries.list().queryKey }),
  });
}

export function useAddAddress() {
  return useAddressChange((input: AddressInput) => apiRequest<Address>("POST", "/api/user/addresses", input));
}

export function useUpdateAddress() {
  return useAddressChange(({ id, patch }: { id: number; patch: AddressPatch }) =>
    apiRequest<Address>("PATCH", `/api/user/addresses/${id}`, patch),
  );
}

export function useDeleteAddress() {
  return useAddressChange((id: number) => apiRequest("DELETE", `/api/user/addresses/${id}`));
}
