import type { OptionGroupsInput } from "@contract/menu-options.ts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../../lib/client.ts";
import { menuQueries } from "../../api/menu-queries.ts";

const key = (itemId: number) => ["/api/menu", itemId, "option-groups"] as const;

/** GET /api/menu/{id}/option-groups (admin): the item's groups, unavailable choices included. */
export function useOptionGroups(itemId: number) {
  return useQuery({
    queryKey: key(itemId),
    queryFn: () => call("GET /api/menu/:id/option-groups", { params: { id: itemId } }),
  });
}

/** PUT /api/menu/{id}/option-groups: the whole list at once; the menu is fetched anew. */
export function useSaveOptionGroups(itemId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OptionGroupsInput) =>
      call("PUT /api/menu/:id/option-groups", { params: { id: itemId }, body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(key(itemId), saved);
      return queryClient.invalidateQueries({ queryKey: menuQueries.all().queryKey });
    },
  });
}
