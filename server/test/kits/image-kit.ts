import sharp from "sharp";

/** A picture of the given size and format, as the browser's data URL of it. */
export async function pictureDataUrl(
  format: "jpeg" | "png" | "webp" | "gif" | "avif",
  width = 64,
  height = 48,
): Promise<string> {
  const bytes = await sharp({
    create: { width, height, channels: 3, background: { r: 196, g: 98, b: 45 } },
  })
    .toFormat(format)
    .toBuffer();
  return toDataUrl(bytes, `image/${format}`);
}

/** A JPEG photo carrying camera metadata (EXIF with a GPS-like comment), which must not survive the upload. */
export async function photoWithMetadata(width: number, height: number): Promise<string> {
  const bytes = await sharp({ create: { width, height, channels: 3, background: "#3B2320" } })
    .jpeg()
    .withExif({ IFD0: { Copyright: "secret location 44.97,-93.26", Make: "PhoneCam" } })
    .toBuffer();
  return toDataUrl(bytes, "image/jpeg");
}

export function toDataUrl(bytes: Buffer, type: string): string {
  return `data:${type};base64,${bytes.toString("base64")}`;
}

/** Bytes that say they are a picture but are not one. */
export const lyingPictures = {
  text: toDataUrl(Buffer.from("hello, I am a PNG, honestly"), "image/png"),
  svg: toDataUrl(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    ),
    "image/png",
  ),
  pdf: toDataUrl(Buffer.from("%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF"), "image/jpeg"),
};

/** The start of an iPhone HEIC file (an ftyp box with the heic brand) that this machine's decoder cannot read. */
export const heicDataUrl = toDataUrl(
  Buffer.concat([
    Buffer.from([0, 0, 0, 24]),
    Buffer.from("ftypheic", "latin1"),
    Buffer.from([0, 0, 0, 0]),
    Buffer.from("mif1heic", "latin1"),
    Buffer.alloc(512, 7),
  ]),
  "image/heic",
);

/** A data URL of exactly `bytes` bytes that starts as a real PNG. */
export async function dataUrlOfSize(bytes: number): Promise<string> {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#fff" } })
    .png()
    .toBuffer();
  const padded = Buffer.alloc(bytes);
  png.copy(padded);
  return toDataUrl(padded, "image/png");
}

/** What sharp reads in an answer's bytes. */
export function describePicture(bytes: Buffer) {
  return sharp(bytes).metadata();
}
