import { createHash, randomBytes } from "node:crypto";
import { mkdir, rename, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type { ImagePreset } from "../../contract/images.ts";
import { HttpError } from "./errors.ts";
import type { ErrorKey } from "./i18n.ts";

/** Formats read from the bytes themselves; whatever the data URL claims, these decide. */
const readableFormats = new Set(["jpeg", "png", "webp", "gif", "heif"]);

/** ISO-BMFF brands of HEIC/HEIF pictures coded in HEVC, which the prebuilt decoder may not read. */
const heicBrands = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "hevm", "hevs"]);

/** A decompression bomb (a tiny file of a huge picture) is refused before it is decoded. */
const MAX_PIXELS = 50_000_000;

export interface ImageUpload {
  /** The data URL the browser sent. */
  dataUrl: string;
  /** The most bytes the picture may have, and the message when it has more. */
  maxBytes: number;
  tooLarge: ErrorKey;
  preset: ImagePreset | ((bytes: number) => ImagePreset);
  /** Starts the stored file's name: `menu`, `founder-1`. */
  prefix: string;
}

export interface ImageStore {
  /** Where the files are kept (DATA_DIR/uploads). */
  readonly dir: string;
  /**
   * Checks the real bytes, re-encodes them as WebP without metadata at the preset's size and stores the file
   * under a name made from its content hash. Answers the path it is served from (`/uploads/...`).
   */
  save(upload: ImageUpload): Promise<string>;
}

export function imageStore(dir: string): ImageStore {
  return {
    dir,
    async save(upload) {
      const bytes = decodeDataUrl(upload.dataUrl);
      if (bytes.length > upload.maxBytes) throw new HttpError(400, upload.tooLarge, {}, "image");
      const preset = typeof upload.preset === "function" ? upload.preset(bytes.length) : upload.preset;
      const webp = await reencode(bytes, preset);
      const hash = createHash("sha256").update(webp).digest("hex").slice(0, 24);
      const name = `${upload.prefix}-${hash}.webp`;
      await storeOnce(dir, name, webp);
      return `/uploads/${name}`;
    },
  };
}

function decodeDataUrl(dataUrl: string): Buffer {
  const comma = dataUrl.indexOf(",");
  if (!dataUrl.startsWith("data:") || comma < 0 || !/;base64$/i.test(dataUrl.slice(0, comma))) {
    throw invalidImage();
  }
  return Buffer.from(dataUrl.slice(comma + 1), "base64");
}

const invalidImage = () => new HttpError(400, "invalidImageFile", {}, "image");

function isHeic(bytes: Buffer): boolean {
  return (
    bytes.length >= 12 &&
    bytes.toString("latin1", 4, 8) === "ftyp" &&
    heicBrands.has(bytes.toString("latin1", 8, 12))
  );
}

async function reencode(bytes: Buffer, preset: ImagePreset): Promise<Buffer> {
  const heic = isHeic(bytes);
  try {
    const input = sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: "error" });
    const { format } = await input.metadata();
    if (!format || !readableFormats.has(format)) throw invalidImage();
    // rotate() applies the EXIF orientation; the output keeps no metadata (sharp drops it unless asked).
    return await input
      .rotate()
      .resize({ width: preset.size, height: preset.size, fit: "inside", withoutEnlargement: true })
      .webp({ quality: Math.round(preset.quality * 100) })
      .toBuffer();
  } catch (error) {
    if (heic) throw new HttpError(400, "heicUnsupported", {}, "image");
    if (error instanceof HttpError) throw error;
    throw invalidImage();
  }
}

/** The same picture uploaded twice is one file; a half-written file is never served (write, then rename). */
async function storeOnce(dir: string, name: string, data: Buffer): Promise<void> {
  const target = path.join(dir, name);
  if (await exists(target)) return;
  await mkdir(dir, { recursive: true });
  const temporary = path.join(dir, `.${name}.${randomBytes(6).toString("hex")}.tmp`);
  await writeFile(temporary, data);
  await rename(temporary, target);
}

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}
