import type { OptionGroupsInput, OptionGroupView } from "@contract/menu-options.ts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api.ts";
import { menuQueries } from "../../menu/public.ts";

const key = (itemId: number) => ["/api/menu", itemId, "option-groups"] as const;

/** GET /api/menu/{id}/option-groups (admin): the item's groups, unavailable choices included. */
export function useOptionGroups(itemId: number) {
  return useQuery({
    queryKey: key(itemId),
    queryFn: () => apiRequest<{ groups: OptionGroupView[] }>("GET", `/api/menu/${itemId}/option-groups`),
  });
}

/** PUT /api/menu/{id}/option-groups: the whole list at once; the menu is fetched anew. */
export function useSaveOptionGroups(itemId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OptionGroupsInput) =>
      apiRequest<{ groups: OptionGroupView[] }>("PUT", `/api/menu/${itemId}/option-groups`, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(key(itemId), saved);
      return queryClient.invalidateQueries({ queryKey: menuQueries.all().queryKey });
    },
  });
}
