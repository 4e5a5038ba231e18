import { z } from "zod";

const dataUrlPattern = /^data:[\w.+-]+\/[\w.+-]+(;[\w=.+-]+)*;base64,/i;

/** True for a picture sent inline as a data URL, the way the specification's browser sends uploads. */
export const isImageDataUrl = (value: string): boolean => dataUrlPattern.test(value);

/** A picture sent by the browser: a data URL (docs/api.md). */
export const imageDataUrlSchema = z
  .string({ error: "errors.invalidImageFile" })
  .regex(dataUrlPattern, "errors.invalidImageFile");

/**
 * A menu item's picture: a new upload as a data URL, or the address it already has (a path on this site or
 * an https address, as the provider's catalogue gives them); empty removes it.
 */
export const imageReferenceSchema = z
  .string()
  .trim()
  .refine(
    (value) =>
      value === "" || isImageDataUrl(value) || (value.length <= 500 && /^(\/[^/]|https:\/\/)/.test(value)),
    "errors.invalidImageFile",
  );
