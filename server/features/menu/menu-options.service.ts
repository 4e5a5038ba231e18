import { eq } from "drizzle-orm";
import type { OptionGroupInput, OptionGroupView } from "../../../contract/menu-options.ts";
import type { Db } from "../../db/client.ts";
import { menuItems, type UserRow } from "../../db/schema/index.ts";
import { recordAdminAction } from "../../lib/audit.ts";
import { badRequest, notFound } from "../../lib/errors.ts";
import { invalidateMenu } from "./menu-cache.ts";
import { optionGroupsByItem, replaceOptionGroups, toApiGroups } from "./menu-options.repo.ts";

async function requireItem(db: Db, itemId: number): Promise<void> {
  const [item] = await db.select({ id: menuItems.id }).from(menuItems).where(eq(menuItems.id, itemId));
  if (!item) throw notFound();
}

/** GET /api/menu/{id}/option-groups (admin): the item's groups, unavailable choices included. */
export async function itemOptionGroups(db: Db, itemId: number): Promise<OptionGroupView[]> {
  await requireItem(db, itemId);
  return toApiGroups((await optionGroupsByItem(db, [itemId])).get(itemId));
}

/** PUT /api/menu/{id}/option-groups (admin): the whole list at once, audited as a change of the item. */
export async function saveItemOptionGroups(
  db: Db,
  actor: UserRow,
  itemId: number,
  groups: OptionGroupInput[],
): Promise<OptionGroupView[]> {
  await requireItem(db, itemId);
  const saved = await db.transaction(async (tx) => {
    const before = toApiGroups((await optionGroupsByItem(tx, [itemId])).get(itemId));
    if (!(await replaceOptionGroups(tx, itemId, groups))) throw badRequest("unknownOption", { option: "id" });
    const after = toApiGroups((await optionGroupsByItem(tx, [itemId])).get(itemId));
    await recordAdminAction(tx, {
      actor,
      action: "menu.updated",
      target: { type: "menu_item", id: itemId },
      before: { optionGroups: before },
      after: { optionGroups: after },
    });
    return after;
  });
  invalidateMenu(db);
  return saved;
}
