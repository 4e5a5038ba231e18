import { z } from "zod";

const dataUrlPattern = /^data:[\w.+-]+\/[\w.+-]+(;[\w=.+-]+)*;base64,/i;

/** True for a picture sent inline as a data URL, the way the specification's browser sends uploads. */
export const isImageDataUrl = (value: string): boolean => dataUrlPattern.test(value);

/** A picture sent by the browser: a data URL (docs/api.md). */
export const imageDataUrlSchema = z
  .string({ error: "errors.invalidImageFile" })
  .regex(dataUrlPattern, "errors.invalidImageFile");

/** The addresses the shop gives its uploads (server/lib/image-uploads.ts): `/uploads/menu-<content hash>.webp`. */
const ownUpload = /^\/uploads\/[a-z]+-[0-9a-f]{8,64}\.webp$/;

/**
 * A menu item's picture: a new upload as a data URL, or one of the shop's own uploads it already has; empty
 * removes it. No other address: a picture from elsewhere would tell another site who looks at the menu.
 */
export const imageReferenceSchema = z
  .string()
  .trim()
  .refine(
    (value) => value === "" || isImageDataUrl(value) || ownUpload.test(value),
    "errors.invalidImageFile",
  );
