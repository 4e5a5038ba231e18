import { z } from "zod";
import { imageDataUrlSchema } from "./uploads.ts";

/** POST /api/content/founder-image-1 and -2. */
export const founderImageBodySchema = z.object({ image: imageDataUrlSchema });

export const founderSlots = ["1", "2"] as const;
export type FounderSlot = (typeof founderSlots)[number];

/** One founder photo in GET /api/content/founder-images-status. */
export const founderImageStatusSchema = z.object({
  exists: z.boolean(),
  path: z.string().nullable(),
  /** When it was uploaded (ISO 8601), null when there is none. */
  timestamp: z.string().nullable(),
});
export type FounderImageStatus = z.infer<typeof founderImageStatusSchema>;

export const founderImagesStatusSchema = z.object({
  image1: founderImageStatusSchema,
  image2: founderImageStatusSchema,
});
export type FounderImagesStatus = z.infer<typeof founderImagesStatusSchema>;

/** The answer to an upload: where the new photo is served from. */
export const founderImageAnswerSchema = z.object({
  success: z.literal(true),
  path: z.string(),
  timestamp: z.string(),
});
export type FounderImageAnswer = z.infer<typeof founderImageAnswerSchema>;

const storyText = z.string().trim().max(5000);

/**
 * PUT /api/content/about-story (admin): the About page's story in each language. An empty text means the
 * built-in story is shown in that language.
 */
export const aboutStoryBodySchema = z.object({ en: storyText, so: storyText });
export type AboutStoryBody = z.infer<typeof aboutStoryBodySchema>;

/** GET /api/content/about (public): what the About page shows beyond its built-in texts. */
export const aboutContentSchema = z.object({
  story: z.object({ en: z.string().nullable(), so: z.string().nullable() }),
  founderImages: z.object({ image1: z.string().nullable(), image2: z.string().nullable() }),
});
export type AboutContent = z.infer<typeof aboutContentSchema>;
