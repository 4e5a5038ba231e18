import { stat } from "node:fs/promises";
import path from "node:path";
import type {
  AboutContent,
  AboutStoryBody,
  FounderImageAnswer,
  FounderImageStatus,
  FounderImagesStatus,
  FounderSlot,
} from "../../../contract/content.ts";
import { imageLimits, imagePresets } from "../../../contract/images.ts";
import type { Db } from "../../db/client.ts";
import { type AuditRecord, recordAdminAction } from "../../lib/audit.ts";
import type { ImageStore } from "../../lib/image-uploads.ts";
import * as repo from "./content.repo.ts";

type Actor = AuditRecord["actor"];

const founderKey = (slot: FounderSlot) => `founder_image_${slot}` as const;

/** GET /api/content/about: the stored story (null where the built-in text applies) and the founder photos. */
export async function aboutContent(db: Db): Promise<AboutContent> {
  const stored = await repo.readContent(db, ["about_story", "founder_image_1", "founder_image_2"]);
  return {
    story: { en: stored.about_story?.en || null, so: stored.about_story?.so || null },
    founderImages: {
      image1: stored.founder_image_1?.path ?? null,
      image2: stored.founder_image_2?.path ?? null,
    },
  };
}

/** GET /api/content/founder-images-status: a photo exists when it is recorded and its file is there. */
export async function founderImagesStatus(db: Db, images: ImageStore): Promise<FounderImagesStatus> {
  const stored = await repo.readContent(db, ["founder_image_1", "founder_image_2"]);
  const status = async (image: repo.StoredFounderImage | undefined): Promise<FounderImageStatus> => {
    const onDisk = image ? await fileExists(path.join(images.dir, path.basename(image.path))) : false;
    return onDisk && image
      ? { exists: true, path: image.path, timestamp: image.uploadedAt }
      : { exists: false, path: null, timestamp: null };
  };
  return { image1: await status(stored.founder_image_1), image2: await status(stored.founder_image_2) };
}

/**
 * POST /api/content/founder-image-{1,2}: 5 MB at most, fitted into 800×800 at quality 0.8
 * (docs/architecture.md#product-rules).
 */
export async function uploadFounderImage(
  { db, images, actor }: { db: Db; images: ImageStore; actor: Actor },
  slot: FounderSlot,
  dataUrl: string,
): Promise<FounderImageAnswer> {
  const imagePath = await images.save({
    dataUrl,
    maxBytes: imageLimits.founder,
    tooLarge: "founderImageTooLarge",
    preset: imagePresets.founder,
    prefix: `founder-${slot}`,
  });
  const value = { path: imagePath, uploadedAt: new Date().toISOString() };
  await db.transaction(async (tx) => {
    const key = founderKey(slot);
    const before = await repo.readForUpdate(tx, key);
    await repo.writeContent(tx, key, value, actor.id);
    await recordAdminAction(tx, {
      actor,
      action: "content.updated",
      target: { type: "content", id: key },
      before: before ?? null,
      after: value,
    });
  });
  return { success: true, path: value.path, timestamp: value.uploadedAt };
}

/** PUT /api/content/about-story: the story in both languages; an empty text brings back the built-in one. */
export async function saveAboutStory(
  { db, actor }: { db: Db; actor: Actor },
  story: AboutStoryBody,
): Promise<AboutContent> {
  await db.transaction(async (tx) => {
    const before = await repo.readForUpdate(tx, "about_story");
    await repo.writeContent(tx, "about_story", story, actor.id);
    await recordAdminAction(tx, {
      actor,
      action: "content.updated",
      target: { type: "content", id: "about_story" },
      before: before ?? null,
      after: story,
    });
  });
  return aboutContent(db);
}

async function fileExists(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}
