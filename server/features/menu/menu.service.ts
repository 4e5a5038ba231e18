import { imageLimits, menuPresetFor } from "../../../contract/images.ts";
import type { MenuDeleteAnswer, MenuItem, MenuItemInput, MenuItemPatch } from "../../../contract/menu.ts";
import { toCents } from "../../../contract/pricing.ts";
import { isImageDataUrl } from "../../../contract/uploads.ts";
import type { Db } from "../../db/client.ts";
import { type AuditRecord, recordAdminAction } from "../../lib/audit.ts";
import { notFound } from "../../lib/errors.ts";
import type { ImageStore } from "../../lib/image-uploads.ts";
import * as repo from "./menu.repo.ts";
import { invalidateMenu } from "./menu-cache.ts";
import { optionGroupsByItem } from "./menu-options.repo.ts";

type Actor = AuditRecord["actor"];

export interface MenuChange {
  db: Db;
  images: ImageStore;
  actor: Actor;
}

export async function addMenuItem(
  { db, images, actor }: MenuChange,
  input: MenuItemInput,
): Promise<MenuItem> {
  const imageUrl = await storedImage(images, input.imageUrl);
  const item = await db.transaction(async (tx) => {
    const row = await repo.insertMenuItem(tx, {
      ...toColumns({ ...input, imageUrl }),
      name: input.name,
      priceCents: toCents(input.price),
      category: input.category,
    });
    const created = repo.toApiMenuItem(row);
    await recordAdminAction(tx, {
      actor,
      action: "menu.created",
      target: { type: "menu_item", id: row.id },
      after: created,
    });
    return created;
  });
  invalidateMenu(db);
  return item;
}

export async function changeMenuItem(
  { db, images, actor }: MenuChange,
  id: number,
  patch: MenuItemPatch,
): Promise<MenuItem> {
  // PATCH takes `image_url` (docs/api.md); `imageUrl` is accepted too, the spec's spelling wins.
  const imageUrl = await storedImage(
    images,
    patch.image_url !== undefined ? patch.image_url : patch.imageUrl,
  );
  const item = await db.transaction(async (tx) => {
    const before = await repo.findLiveMenuItemForUpdate(tx, id);
    if (!before) throw notFound();
    const row = await repo.updateMenuItem(tx, id, toColumns({ ...patch, imageUrl }));
    if (!row) throw notFound();
    // A PATCH leaves the option groups as they were: both sides of the audit entry show them, so that they
    // are not read as changed.
    const groups = (await optionGroupsByItem(tx, [id])).get(id);
    const changed = repo.toApiMenuItem(row, groups);
    await recordAdminAction(tx, {
      actor,
      action: "menu.updated",
      target: { type: "menu_item", id },
      before: repo.toApiMenuItem(before, groups),
      after: changed,
    });
    return changed;
  });
  invalidateMenu(db);
  return item;
}

/** Deletes an item, or archives it when orders refer to it: order history never loses a line's item. */
export async function removeMenuItem(
  { db, actor }: Omit<MenuChange, "images">,
  id: number,
): Promise<MenuDeleteAnswer> {
  const archived = await db.transaction(async (tx) => {
    const before = await repo.findLiveMenuItemForUpdate(tx, id);
    if (!before) throw notFound();
    const ordered = await repo.isOrdered(tx, id);
    if (ordered) await repo.archiveMenuItem(tx, id);
    else await repo.deleteMenuItem(tx, id);
    await recordAdminAction(tx, {
      actor,
      action: "menu.deleted",
      target: { type: "menu_item", id },
      before: repo.toApiMenuItem(before),
      after: { archived: ordered },
    });
    return ordered;
  });
  invalidateMenu(db);
  return { success: true, archived };
}

/** A new picture (a data URL) is checked, re-encoded and stored first; an address is kept as it is. */
async function storedImage(images: ImageStore, value: string | null | undefined) {
  if (!value || !isImageDataUrl(value)) return value;
  return images.save({
    dataUrl: value,
    maxBytes: imageLimits.menu,
    tooLarge: "imageTooLarge",
    preset: menuPresetFor,
    prefix: "menu",
  });
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
