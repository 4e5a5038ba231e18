import { menuOptionChoices, menuOptionGroups } from "../../db/schema/index.ts";
import type { TestShop } from "../harness.ts";

export interface KitChoice {
  name: string;
  nameSo?: string;
  priceCents?: number;
  isDefault?: boolean;
  isAvailable?: boolean;
}

/** Puts an option group with its choices straight into the shop's database; answers the ids by choice name. */
export async function addOptionGroup(
  shop: TestShop,
  menuItemId: number,
  group: { name: string; nameSo?: string; min: number; max: number; position?: number; choices: KitChoice[] },
): Promise<{ groupId: number; choice: Record<string, number> }> {
  const db = shop.database.db;
  const [row] = await db
    .insert(menuOptionGroups)
    .values({
      menuItemId,
      name: group.name,
      nameSo: group.nameSo ?? null,
      minChoices: group.min,
      maxChoices: group.max,
      position: group.position ?? 0,
    })
    .returning();
  const choices = await db
    .insert(menuOptionChoices)
    .values(
      group.choices.map((choice, position) => ({
        groupId: row!.id,
        name: choice.name,
        nameSo: choice.nameSo ?? null,
        priceCents: choice.priceCents ?? 0,
        isDefault: choice.isDefault ?? false,
        isAvailable: choice.isAvailable ?? true,
        position,
      })),
    )
    .returning();
  return { groupId: row!.id, choice: Object.fromEntries(choices.map((choice) => [choice.name, choice.id])) };
}
