import { sql } from "drizzle-orm";
import { seedTestGatewayProducts } from "../../providers/payments/test-gateway-catalog.ts";
import type { Db } from "../client.ts";
import { menuItems, menuOptionChoices, menuOptionGroups, users } from "../schema/index.ts";
import { seedMenuItems } from "./menu-items.ts";
import { seedOptionGroups } from "./menu-options.ts";
import { seedRewards } from "./rewards.ts";

/**
 * Fills an empty shop with demo data. The menu is seeded whenever `menu_items` is empty, whatever
 * else the shop holds; a shop that has any user is otherwise left alone. Answers whether it seeded.
 */
export async function seedDemoData(db: Db): Promise<boolean> {
  const menuSeeded = await seedMenu(db);
  await seedRewards(db);
  // The test gateway's catalogue, linked by name to some of the menu, so "Sync from provider" works offline.
  await seedTestGatewayProducts(db);
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if (count > 0) return menuSeeded;
  return true;
}

/** The opening menu, on an empty menu table only. The whole cafe is halal, so every item says so. */
async function seedMenu(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Two instances starting together on one PostgreSQL server must not both seed.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('seed:menu_items'))`);
    const [{ count } = { count: 0 }] = await tx.select({ count: sql<number>`count(*)::int` }).from(menuItems);
    if (count > 0) return false;
    const items = await tx
      .insert(menuItems)
      .values(
        seedMenuItems.map(({ dietaryTags, isFeatured, ...item }) => ({
          ...item,
          isFeatured: isFeatured ?? false,
          dietaryTags: [...new Set([...dietaryTags, "halal"])].join(","),
        })),
      )
      .returning({ id: menuItems.id, name: menuItems.name });
    await seedOptions(tx, items);
    return true;
  });
}

/** The seed menu's option groups (size, sugar, milk, spice, extras…), on the items just seeded. */
async function seedOptions(db: Db, items: Array<{ id: number; name: string }>): Promise<void> {
  for (const item of items) {
    for (const [position, group] of (seedOptionGroups[item.name] ?? []).entries()) {
      const [row] = await db
        .insert(menuOptionGroups)
        .values({
          menuItemId: item.id,
          name: group.name,
          nameSo: group.nameSo,
          minChoices: group.min,
          maxChoices: group.max,
          position,
        })
        .returning({ id: menuOptionGroups.id });
      await db.insert(menuOptionChoices).values(
        group.choices.map((choice, choicePosition) => ({
          groupId: row!.id,
          name: choice.name,
          nameSo: choice.nameSo,
          priceCents: choice.priceCents ?? 0,
          isDefault: choice.isDefault ?? false,
          position: choicePosition,
        })),
      );
    }
  }
}
