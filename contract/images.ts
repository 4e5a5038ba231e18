/**
 * Image limits and presets of the product rules (docs/architecture.md#product-rules), shared by the admin's
 * file pickers and the server that re-encodes every upload. No zod here: the rules are plain functions.
 */

export const MB = 1024 * 1024;

/** A menu photo may be up to 10 MB, a founder photo up to 5 MB (docs/architecture.md#product-rules). */
export const imageLimits = { menu: 10 * MB, founder: 5 * MB } as const;
export type ImageUse = keyof typeof imageLimits;

/** The formats the server reads; HEIC is accepted when this machine's decoder can read it. */
export const acceptedImageTypes = [
  "image/jpeg",
  "image/png",
  "image/webp",
  "image/avif",
  "image/gif",
  "image/heic",
  "image/heif",
] as const;

export interface ImagePreset {
  /** The picture is scaled down to fit a square of this many pixels; never scaled up. */
  size: number;
  /** WebP quality, 0 to 1. */
  quality: number;
}

/**
 * The product rules (docs/architecture.md#product-rules): the 0.85 quality applies to the four size presets,
 * web_optimized has its own.
 */
export const imagePresets = {
  thumbnail: { size: 200, quality: 0.85 },
  medium: { size: 400, quality: 0.85 },
  large: { size: 800, quality: 0.85 },
  xlarge: { size: 1200, quality: 0.85 },
  web_optimized: { size: 600, quality: 0.75 },
  founder: { size: 800, quality: 0.8 },
} as const satisfies Record<string, ImagePreset>;

/** "auto by size": over 5MB medium, over 2MB large, over 500KB web_optimized, else large. */
export function menuPresetFor(bytes: number): ImagePreset {
  if (bytes > 5 * MB) return imagePresets.medium;
  if (bytes > 2 * MB) return imagePresets.large;
  if (bytes > 500 * 1024) return imagePresets.web_optimized;
  return imagePresets.large;
}

/** True when a picked file is small enough for its use. */
export function fitsImageLimit(bytes: number, use: ImageUse): boolean {
  return bytes <= imageLimits[use];
}

/** Uploads arrive as data URLs (spec); base64 makes them a third larger, plus a little for the JSON around it. */
export function dataUrlBodyLimit(use: ImageUse): number {
  return Math.ceil((imageLimits[use] * 4) / 3) + 64 * 1024;
}
