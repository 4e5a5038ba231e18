import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { MenuItem } from "../../../contract/menu.ts";
import type { MenuCategory } from "../../../contract/menu-categories.ts";
import type { OptionGroup } from "../../../contract/menu-options.ts";
import type { Db } from "../../db/client.ts";
import { type MenuItemRow, menuItems, orderItems } from "../../db/schema/index.ts";
import { toApiGroups } from "./menu-options.repo.ts";

export type { MenuItemRow };
export type NewMenuItemRow = typeof menuItems.$inferInsert;

/** The whole menu in the order the menu page shows it; archived items are no longer on it. */
export function listMenuItems(db: Db): Promise<MenuItemRow[]> {
  return db
    .select()
    .from(menuItems)
    .where(isNull(menuItems.archivedAt))
    .orderBy(asc(menuItems.category), asc(menuItems.name), asc(menuItems.id));
}

/** An item still on the menu, locked for the change about to be made to it. */
export async function findLiveMenuItemForUpdate(db: Db, id: number): Promise<MenuItemRow | undefined> {
  const [row] = await db
    .select()
    .from(menuItems)
    .where(and(eq(menuItems.id, id), isNull(menuItems.archivedAt)))
    .for("update");
  return row;
}

/** Whether any order line refers to the item, so deleting it would take it out of someone's history. */
export async function isOrdered(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(eq(orderItems.menuItemId, id))
    .limit(1);
  return rows.length > 0;
}

/** The items behind an order's lines, for pricing it from the database; unknown ids are simply absent. */
export async function findMenuItems(db: Db, ids: number[]): Promise<MenuItemRow[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  return db.select().from(menuItems).where(inArray(menuItems.id, unique));
}

export async function insertMenuItem(db: Db, values: NewMenuItemRow): Promise<MenuItemRow> {
  const [row] = await db.insert(menuItems).values(values).returning();
  return row!;
}

export async function updateMenuItem(
  db: Db,
  id: number,
  changes: Partial<NewMenuItemRow>,
): Promise<MenuItemRow | undefined> {
  const [row] = await db
    .update(menuItems)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(menuItems.id, id), isNull(menuItems.archivedAt)))
    .returning();
  return row;
}

/** Takes the item off the menu for good while its orders keep pointing at it. */
export async function archiveMenuItem(db: Db, id: number): Promise<void> {
  await db
    .update(menuItems)
    .set({ archivedAt: new Date(), isAvailable: false, isFeatured: false, updatedAt: new Date() })
    .where(eq(menuItems.id, id));
}

export async function deleteMenuItem(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(menuItems).where(eq(menuItems.id, id)).returning({ id: menuItems.id });
  return rows.length > 0;
}

/**
 * A row as GET /api/menu gives it (docs/architecture.md#product-rules): dollars, and both spellings of the
 * links.
 */
export function toApiMenuItem(row: MenuItemRow, groups?: OptionGroup[]): MenuItem {
  const imageUrl = row.imageUrl || null;
  const stripeProductId = row.stripeProductId || null;
  return {
    id: row.id,
    name: row.name,
    nameSo: row.nameSo,
    description: row.description,
    descriptionSo: row.descriptionSo,
    price: row.priceCents / 100,
    category: row.category as MenuCategory,
    imageUrl,
    image_url: imageUrl,
    isAvailable: row.isAvailable,
    isFeatured: row.isFeatured,
    dietaryTags: row.dietaryTags,
    stripeProductId,
    stripe_product_id: stripeProductId,
    optionGroups: toApiGroups(groups),
  };
}
