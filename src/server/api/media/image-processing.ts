import sharp from "sharp";
import type { MediaSizes } from "../../../db/schema.ts";

/** What sharp reports for the formats we take; AVIF reports as "heif" with AV1 compression. */
const ACCEPTED = new Set(["jpeg", "png", "webp", "gif", "heif"]);
/**
 * A small file can decode to an enormous bitmap ("decompression bomb"), and even an honest one
 * costs seconds and hundreds of MB to decode: 24 MP (6000 × 4000) is a full-frame camera's
 * photo, and four times what the largest size we keep (1600 px) can show.
 */
export const MAX_INPUT_MEGAPIXELS = 24;
const MAX_INPUT_PIXELS = MAX_INPUT_MEGAPIXELS * 1_000_000;

/** WordPress's sizes: a square crop for lists, and two bounded views of the whole picture. */
const SIZES = {
  thumbnail: { width: 150, height: 150, fit: "cover" },
  medium: { width: 300, height: 300, fit: "inside" },
  full: { width: 1600, height: 1600, fit: "inside" },
} as const;

export type ImageCheck =
  | { ok: true; hasAlpha: boolean }
  | { ok: false; problem: "type" | "too_many_pixels" };

/**
 * Decides from the bytes alone whether this is an image we take: the file name and the
 * declared type are the sender's claims. SVG (scriptable), PDF, HEVC and the rest are refused.
 */
export async function checkImage(data: Buffer): Promise<ImageCheck> {
  let metadata: sharp.Metadata;
  try {
    metadata = await sharp(data).metadata();
  } catch {
    return { ok: false, problem: "type" };
  }
  const { format, width, height, compression } = metadata;
  if (!ACCEPTED.has(format) || (format === "heif" && compression !== "av1")) {
    return { ok: false, problem: "type" };
  }
  if (!width || !height) return { ok: false, problem: "type" };
  if (width * height > MAX_INPUT_PIXELS) return { ok: false, problem: "too_many_pixels" };
  return { ok: true, hasAlpha: metadata.hasAlpha };
}

export interface ReencodedImage {
  data: Buffer;
  extension: "jpg" | "webp";
  mimeType: "image/jpeg" | "image/webp";
}

/**
 * One image at its own size (an attachment: a scanned menu must stay legible), re-encoded
 * from its decoded pixels as `renderImage` does, so that camera metadata and anything hidden
 * after the image data stay behind.
 */
export async function reencodeImage(data: Buffer, hasAlpha: boolean): Promise<ReencodedImage> {
  const format = hasAlpha ? ("webp" as const) : ("jpeg" as const);
  const out = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .toFormat(format, { quality: 85 })
    .toBuffer();
  return hasAlpha
    ? { data: out, extension: "webp", mimeType: "image/webp" }
    : { data: out, extension: "jpg", mimeType: "image/jpeg" };
}

export interface RenderedSize {
  data: Buffer;
  width: number;
  height: number;
}

export interface RenderedImage {
  extension: "jpg" | "webp";
  mimeType: "image/jpeg" | "image/webp";
  sizes: Record<keyof MediaSizes, RenderedSize>;
}

/**
 * Re-encodes every size from the decoded pixels, turned upright by its EXIF orientation:
 * what we serve is never the uploaded file, so camera metadata (GPS position) and anything
 * hidden after the image data stay behind. Transparent images become WebP, others JPEG.
 */
export async function renderImage(data: Buffer, hasAlpha: boolean): Promise<RenderedImage> {
  const format = hasAlpha ? ("webp" as const) : ("jpeg" as const);
  const render = async (size: (typeof SIZES)[keyof typeof SIZES]): Promise<RenderedSize> => {
    const { data: out, info } = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({
        width: size.width,
        height: size.height,
        fit: size.fit,
        withoutEnlargement: size.fit === "inside",
      })
      .toFormat(format, { quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { data: out, width: info.width, height: info.height };
  };
  return {
    extension: hasAlpha ? "webp" : "jpg",
    mimeType: hasAlpha ? "image/webp" : "image/jpeg",
    sizes: {
      full: await render(SIZES.full),
      medium: await render(SIZES.medium),
      thumbnail: await render(SIZES.thumbnail),
    },
  };
}
