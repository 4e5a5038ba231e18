import { asc, eq, inArray } from "drizzle-orm";
import type { OptionGroup } from "../../../contract/menu-options.ts";
import type { Db } from "../../db/client.ts";
import { menuItems, menuOptionChoices, menuOptionGroups } from "../../db/schema/index.ts";

/** What pricing an order line needs of a menu item: its price, its state and its option groups. */
export interface MenuItemForPricing {
  id: number;
  name: string;
  /** The Somali name, for a refusal that names the dish to a Somali reader. */
  nameSo: string | null;
  priceCents: number;
  category: string;
  isAvailable: boolean;
  archivedAt: Date | null;
  groups: OptionGroup[];
}

/**
 * The items an order names, with their option groups and choices, read from the database in one statement:
 * for the items the menu snapshot does not hold (menu-pricing.ts).
 */
export async function readMenuItemsForPricing(
  db: Db,
  ids: number[],
): Promise<Map<number, MenuItemForPricing>> {
  const byId = new Map<number, MenuItemForPricing>();
  if (ids.length === 0) return byId;
  const rows = await db
    .select({
      id: menuItems.id,
      name: menuItems.name,
      nameSo: menuItems.nameSo,
      priceCents: menuItems.priceCents,
      category: menuItems.category,
      isAvailable: menuItems.isAvailable,
      archivedAt: menuItems.archivedAt,
      group: {
        id: menuOptionGroups.id,
        name: menuOptionGroups.name,
        nameSo: menuOptionGroups.nameSo,
        min: menuOptionGroups.minChoices,
        max: menuOptionGroups.maxChoices,
      },
      choice: {
        id: menuOptionChoices.id,
        name: menuOptionChoices.name,
        nameSo: menuOptionChoices.nameSo,
        priceCents: menuOptionChoices.priceCents,
        isDefault: menuOptionChoices.isDefault,
        isAvailable: menuOptionChoices.isAvailable,
      },
    })
    .from(menuItems)
    .leftJoin(menuOptionGroups, eq(menuOptionGroups.menuItemId, menuItems.id))
    .leftJoin(menuOptionChoices, eq(menuOptionChoices.groupId, menuOptionGroups.id))
    .where(inArray(menuItems.id, [...new Set(ids)]))
    .orderBy(
      asc(menuOptionGroups.position),
      asc(menuOptionGroups.id),
      asc(menuOptionChoices.position),
      asc(menuOptionChoices.id),
    );
  const groups = new Map<number, OptionGroup>();
  for (const { group, choice, ...item } of rows) {
    let entry = byId.get(item.id);
    if (!entry) {
      entry = { ...item, groups: [] };
      byId.set(item.id, entry);
    }
    if (!group) continue;
    let optionGroup = groups.get(group.id);
    if (!optionGroup) {
      optionGroup = { ...group, choices: [] };
      groups.set(group.id, optionGroup);
      entry.groups.push(optionGroup);
    }
    if (choice) optionGroup.choices.push(choice);
  }
  return byId;
}
