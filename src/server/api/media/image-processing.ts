import sharp from "sharp";
import type { MediaSizes } from "../../../db/schema.ts";

/** What sharp reports for the formats we take; AVIF reports as "heif" with AV1 compression. */
const ACCEPTED = new Set(["jpeg", "png", "webp", "gif", "heif"]);
// A small file can decode to an enormous bitmap ("decompression bomb"); 50 MP covers any camera.
const MAX_INPUT_PIXELS = 50_000_000;

/** WordPress's sizes: a square crop for lists, and two bounded views of the whole picture. */
const SIZES = {
  thumbnail: { width: 150, height: 150, fit: "cover" },
  medium: { width: 300, height: 300, fit: "inside" },
  full: { width: 1600, height: 1600, fit: "inside" },
} as const;

export type ImageCheck =
  | { ok: true; hasAlpha: boolean }
  | { ok: false; problem: "type" | "too_large" };

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
  if (width * height > MAX_INPUT_PIXELS) return { ok: false, problem: "too_large" };
  return { ok: true, hasAlpha: metadata.hasAlpha };
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
