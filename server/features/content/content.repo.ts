import { eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { siteContent } from "../../db/schema/index.ts";

/** The keys of the site_content table this feature writes. */
export type ContentKey = "about_story" | "founder_image_1" | "founder_image_2";

export interface StoredFounderImage {
  path: string;
  uploadedAt: string;
}

export interface StoredStory {
  en: string;
  so: string;
}

export interface ContentValues {
  about_story: StoredStory;
  founder_image_1: StoredFounderImage;
  founder_image_2: StoredFounderImage;
}

export async function readContent<K extends ContentKey>(
  db: Db,
  keys: K[],
): Promise<Partial<Pick<ContentValues, K>>> {
  const rows = await db.select().from(siteContent).where(inArray(siteContent.key, keys));
  return Object.fromEntries(rows.map((row) => [row.key, row.value])) as Partial<Pick<ContentValues, K>>;
}

/** The value before the change, read under a row lock so two admins' changes are recorded in order. */
export async function readForUpdate<K extends ContentKey>(
  db: Db,
  key: K,
): Promise<ContentValues[K] | undefined> {
  const [row] = await db.select().from(siteContent).where(eq(siteContent.key, key)).for("update");
  return row?.value as ContentValues[K] | undefined;
}

export async function writeContent<K extends ContentKey>(
  db: Db,
  key: K,
  value: ContentValues[K],
  updatedBy: number,
): Promise<void> {
  const now = new Date();
  await db
    .insert(siteContent)
    .values({ key, value, updatedBy, updatedAt: now })
    .onConflictDoUpdate({ target: siteContent.key, set: { value, updatedBy, updatedAt: now } });
}
