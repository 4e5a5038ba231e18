import { acceptedImageTypes, fitsImageLimit, type ImageUse } from "@contract/images.ts";

/** What the file picker offers: the accepted types, plus HEIC by name (some browsers give it no type). */
export const imageAccept = [...acceptedImageTypes, ".heic", ".heif"].join(",");

export type PickedImage = { ok: true; dataUrl: string } | { ok: false; error: "tooLarge" | "notAnImage" };

/**
 * Checks a picked file as the specification's client does (size, an image type), then reads it as the data
 * URL the server expects. The server checks the real bytes again and re-encodes them.
 */
export async function readImageFile(file: File, use: ImageUse): Promise<PickedImage> {
  const isImage = file.type.startsWith("image/") || /\.(heic|heif)$/i.test(file.name);
  if (!isImage) return { ok: false, error: "notAnImage" };
  if (!fitsImageLimit(file.size, use)) return { ok: false, error: "tooLarge" };
  const dataUrl = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
  return { ok: true, dataUrl };
}
