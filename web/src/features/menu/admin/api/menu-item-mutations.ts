import type { MenuItemInput, MenuItemPatch } from "@contract/menu.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../../lib/client.ts";
import { menuQueries } from "../../api/menu-queries.ts";

/** Every change refreshes the menu query, so the table, the menu page and the cards show it at once. */
function useMenuMutation<TVariables, TAnswer>(call: (variables: TVariables) => Promise<TAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: menuQueries.all().queryKey }),
  });
}

/** POST /api/menu (admin): a new item; `imageUrl` may be a data URL, stored by the server. */
export function useCreateMenuItem() {
  return useMenuMutation((input: MenuItemInput) => call("POST /api/menu", { body: input }));
}

/** PATCH /api/menu/{id} (admin): the fields that changed, the picture as `image_url` (docs/api.md). */
export function useUpdateMenuItem() {
  return useMenuMutation(({ id, patch }: { id: number; patch: MenuItemPatch }) =>
    call("PATCH /api/menu/:id", { params: { id }, body: patch }),
  );
}

/** DELETE /api/menu/{id} (admin): answers whether the item was archived because orders refer to it. */
export function useDeleteMenuItem() {
  return useMenuMutation((id: number) => call("DELETE /api/menu/:id", { params: { id } }));
}
