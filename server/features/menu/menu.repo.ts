import { asc, eq, inArray } from "drizzle-orm";
import type { MenuItem } from "../../../contract/menu.ts";
import type { MenuCategory } from "../../../contract/menu-categories.ts";
import type { OptionGroup } from "../../../contract/menu-options.ts";
import type { Db } from "../../db/client.ts";
import { type MenuItemRow, menuItems } from "../../db/schema/index.ts";
import { toApiGroups } from "./menu-options.repo.ts";

export type { MenuItemRow };
export type NewMenuItemRow = typeof menuItems.$inferInsert;

/** The whole menu in the order the menu page shows it. */
export function listMenuItems(db: Db): Promise<MenuItemRow[]> {
  return db.select().from(menuItems).orderBy(asc(menuItems.category), asc(menuItems.name), asc(menuItems.id));
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
    .where(eq(menuItems.id, id))
    .returning();
  return row;
}

export async function deleteMenuItem(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(menuItems).where(eq(menuItems.id, id)).returning({ id: menuItems.id });
  return rows.length > 0;
}

/** A row as GET /api/menu gives it (spec part 1 section 3): dollars, and both spellings of the links. */
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
