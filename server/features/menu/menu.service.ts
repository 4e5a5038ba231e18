import type { MenuItem, MenuItemInput, MenuItemPatch } from "../../../contract/menu.ts";
import { toCents } from "../../../contract/pricing.ts";
import type { Db } from "../../db/client.ts";
import { notFound } from "../../lib/errors.ts";
import * as repo from "./menu.repo.ts";
import { invalidateMenu } from "./menu-cache.ts";
import { optionGroupsByItem } from "./menu-options.repo.ts";

export async function addMenuItem(db: Db, input: MenuItemInput): Promise<MenuItem> {
  const row = await repo.insertMenuItem(db, {
    ...toColumns(input),
    name: input.name,
    priceCents: toCents(input.price),
    category: input.category,
  });
  invalidateMenu(db);
  return repo.toApiMenuItem(row);
}

export async function changeMenuItem(db: Db, id: number, patch: MenuItemPatch): Promise<MenuItem> {
  // PATCH takes `image_url` (spec part 2 "Menu"); `imageUrl` is accepted too, the spec's spelling wins.
  const imageUrl = patch.image_url !== undefined ? patch.image_url : patch.imageUrl;
  const row = await repo.updateMenuItem(db, id, toColumns({ ...patch, imageUrl }));
  if (!row) throw notFound();
  invalidateMenu(db);
  return repo.toApiMenuItem(row, (await optionGroupsByItem(db, [id])).get(id));
}

export async function removeMenuItem(db: Db, id: number): Promise<void> {
  const deleted = await repo.deleteMenuItem(db, id);
  if (!deleted) throw notFound();
  invalidateMenu(db);
}

/** The columns a request sets: absent fields stay as they are, empty texts become null. */
function toColumns(input: Omit<MenuItemPatch, "image_url">): Partial<repo.NewMenuItemRow> {
  const columns: Partial<repo.NewMenuItemRow> = {};
  if (input.name !== undefined) columns.name = input.name;
  if (input.price !== undefined) columns.priceCents = toCents(input.price);
  if (input.category !== undefined) columns.category = input.category;
  if (input.nameSo !== undefined) columns.nameSo = input.nameSo || null;
  if (input.description !== undefined) columns.description = input.description || null;
  if (input.descriptionSo !== undefined) columns.descriptionSo = input.descriptionSo || null;
  if (input.imageUrl !== undefined) columns.imageUrl = input.imageUrl || null;
  if (input.isAvailable !== undefined) columns.isAvailable = input.isAvailable;
  if (input.isFeatured !== undefined) columns.isFeatured = input.isFeatured;
  if (input.dietaryTags !== undefined) columns.dietaryTags = normalizeTags(input.dietaryTags);
  return columns;
}

/** "vegan, halal,vegan" → "vegan,halal": the stored form the menu filter splits on commas. */
function normalizeTags(tags: string): string {
  const ids = tags
    .split(",")
    .map((tag) => tag.trim())
    .filter(Boolean);
  return [...new Set(ids)].join(",");
}
