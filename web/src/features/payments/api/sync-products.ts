import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/client.ts";
import { menuQueries } from "../../menu/public.ts";

/** GET /api/stripe/sync-products (admin): the provider's catalogue into the menu, which is then fetched anew. */
export function useSyncProducts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call("GET /api/stripe/sync-products"),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: menuQueries.all().queryKey }),
  });
}
