import type { AddressInput, addressPatchSchema } from "@contract/addresses.ts";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { call } from "../../../lib/client.ts";

type AddressPatch = z.input<typeof addressPatchSchema>;

/** The member's saved addresses, the default first (server/features/addresses). */
export const addressQueries = {
  list: () =>
    queryOptions({
      queryKey: ["/api/user/addresses"] as const,
      queryFn: () => call("GET /api/user/addresses"),
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
  return useAddressChange((input: AddressInput) => call("POST /api/user/addresses", { body: input }));
}

export function useUpdateAddress() {
  return useAddressChange(({ id, patch }: { id: number; patch: AddressPatch }) =>
    call("PATCH /api/user/addresses/:id", { params: { id }, body: patch }),
  );
}

export function useDeleteAddress() {
  return useAddressChange((id: number) => call("DELETE /api/user/addresses/:id", { params: { id } }));
}
