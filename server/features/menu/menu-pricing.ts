import type { Db } from "../../db/client.ts";
import { menuSnapshot } from "./menu-cache.ts";
import { type MenuItemForPricing, readMenuItemsForPricing } from "./menu-pricing.repo.ts";

/**
 * The items an order names, priced from the menu this instance serves on GET /api/menu (the prices the
 * customer saw), which every menu change through this instance drops at once and which lives at most 5 s
 * (decision 23). Items it does not hold (archived ones, or one another instance added a moment ago) are read
 * from the database, so an order for them is judged as before.
 */
export async function menuItemsForPricing(db: Db, ids: number[]): Promise<Map<number, MenuItemForPricing>> {
  const { pricing } = await menuSnapshot(db);
  const byId = new Map<number, MenuItemForPricing>();
  const missing: number[] = [];
  for (const id of new Set(ids)) {
    const item = pricing.get(id);
    if (item) byId.set(id, item);
    else missing.push(id);
  }
  if (missing.length > 0) {
    for (const [id, item] of await readMenuItemsForPricing(db, missing)) byId.set(id, item);
  }
  return byId;
}
