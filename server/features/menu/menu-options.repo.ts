import { asc, eq, inArray } from "drizzle-orm";
import type { OptionGroup, OptionGroupInput, OptionGroupView } from "../../../contract/menu-options.ts";
import { toCents } from "../../../contract/pricing.ts";
import type { Db } from "../../db/client.ts";
import { menuOptionChoices, menuOptionGroups } from "../../db/schema/index.ts";

/** The option groups of the given items (all items when `itemIds` is absent), by item, in the order shown. */
export async function optionGroupsByItem(db: Db, itemIds?: number[]): Promise<Map<number, OptionGroup[]>> {
  const byItem = new Map<number, OptionGroup[]>();
  if (itemIds && itemIds.length === 0) return byItem;
  const groupQuery = db.select().from(menuOptionGroups);
  const groups = await (itemIds
    ? groupQuery.where(inArray(menuOptionGroups.menuItemId, [...new Set(itemIds)]))
    : groupQuery
  ).orderBy(asc(menuOptionGroups.position), asc(menuOptionGroups.id));
  if (groups.length === 0) return byItem;
  const choices = await db
    .select()
    .from(menuOptionChoices)
    .where(
      inArray(
        menuOptionChoices.groupId,
        groups.map((group) => group.id),
      ),
    )
    .orderBy(asc(menuOptionChoices.position), asc(menuOptionChoices.id));
  const choicesByGroup = new Map<number, OptionGroup["choices"]>();
  for (const choice of choices) {
    const list = choicesByGroup.get(choice.groupId) ?? [];
    list.push({
      id: choice.id,
      name: choice.name,
      nameSo: choice.nameSo,
      priceCents: choice.priceCents,
      isDefault: choice.isDefault,
      isAvailable: choice.isAvailable,
    });
    choicesByGroup.set(choice.groupId, list);
  }
  for (const group of groups) {
    const list = byItem.get(group.menuItemId) ?? [];
    list.push({
      id: group.id,
      name: group.name,
      nameSo: group.nameSo,
      min: group.minChoices,
      max: group.maxChoices,
      choices: choicesByGroup.get(group.id) ?? [],
    });
    byItem.set(group.menuItemId, list);
  }
  return byItem;
}

/** Groups as GET /api/menu gives them: price changes in dollars like the item's own price. */
export function toApiGroups(groups: OptionGroup[] | undefined): OptionGroupView[] {
  return (groups ?? []).map((group) => ({
    id: group.id,
    name: group.name,
    nameSo: group.nameSo,
    min: group.min,
    max: group.max,
    choices: group.choices.map((choice) => ({
      id: choice.id,
      name: choice.name,
      nameSo: choice.nameSo,
      price: choice.priceCents / 100,
      isDefault: choice.isDefault,
      isAvailable: choice.isAvailable,
    })),
  }));
}

/**
 * Replaces an item's groups with the given list inside the caller's transaction: groups and choices that
 * carry an id of this item are updated in place, the others inserted, the missing ones removed. Answers
 * false when an id belongs to no group or choice of this item (nothing is then changed by the caller, who
 * rolls back).
 */
export async function replaceOptionGroups(
  db: Db,
  itemId: number,
  input: OptionGroupInput[],
): Promise<boolean> {
  const existing = (await optionGroupsByItem(db, [itemId])).get(itemId) ?? [];
  const groupIds = new Set(existing.map((group) => group.id));
  const choiceIds = new Set(existing.flatMap((group) => group.choices.map((choice) => choice.id)));
  for (const group of input) {
    if (group.id !== undefined && !groupIds.has(group.id)) return false;
    for (const choice of group.choices)
      if (choice.id !== undefined && !choiceIds.has(choice.id)) return false;
  }
  const keptGroups = new Set<number>();
  const keptChoices = new Set<number>();
  for (const [position, group] of input.entries()) {
    const values = {
      menuItemId: itemId,
      name: group.name,
      nameSo: group.nameSo ?? null,
      minChoices: group.min,
      maxChoices: group.max,
      position,
    };
    let groupId = group.id;
    if (groupId !== undefined) {
      await db.update(menuOptionGroups).set(values).where(eq(menuOptionGroups.id, groupId));
    } else {
      const [row] = await db.insert(menuOptionGroups).values(values).returning({ id: menuOptionGroups.id });
      groupId = row!.id;
    }
    keptGroups.add(groupId);
    for (const [choicePosition, choice] of group.choices.entries()) {
      const choiceValues = {
        groupId,
        name: choice.name,
        nameSo: choice.nameSo ?? null,
        priceCents: toCents(choice.price),
        isDefault: choice.isDefault,
        isAvailable: choice.isAvailable,
        position: choicePosition,
      };
      if (choice.id !== undefined) {
        await db.update(menuOptionChoices).set(choiceValues).where(eq(menuOptionChoices.id, choice.id));
        keptChoices.add(choice.id);
      } else {
        const [row] = await db
          .insert(menuOptionChoices)
          .values(choiceValues)
          .returning({ id: menuOptionChoices.id });
        keptChoices.add(row!.id);
      }
    }
  }
  const goneChoices = [...choiceIds].filter((id) => !keptChoices.has(id));
  if (goneChoices.length)
    await db.delete(menuOptionChoices).where(inArray(menuOptionChoices.id, goneChoices));
  const goneGroups = [...groupIds].filter((id) => !keptGroups.has(id));
  if (goneGroups.length) await db.delete(menuOptionGroups).where(inArray(menuOptionGroups.id, goneGroups));
  return true;
}
