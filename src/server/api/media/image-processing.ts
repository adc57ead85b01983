import type sharp from "sharp";
import type { MediaSizes } from "../../../db/schema.ts";
import { imageJobs } from "./image-jobs.ts";

/**
 * sharp (libvips, some 19 MB resident once loaded) on first use: the server starts without it,
 * and only a process that takes an upload or draws the demo pictures pays for it.
 */
export async function loadSharp(): Promise<typeof sharp> {
  return (await import("sharp")).default;
}

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

/** Why an upload's image is refused; `busy` when too many wait for the image slots. */
export type ImageProblem = "type" | "too_many_pixels" | "busy";
type Refused = { ok: false; problem: ImageProblem };

// sharp's refusal, at the header, of an image over `limitInputPixels`.
const OVER_PIXEL_LIMIT = /pixel limit/i;

/**
 * The image in `data`, opened once: its header read (no pixels decoded yet) and checked from
 * the bytes alone, since the file name and the declared type are the sender's claims. SVG
 * (scriptable), PDF, HEVC and the rest are refused, and so is a picture over 24 MP, before any
 * decoding. The pipeline goes on from this same instance, so the pixels are decoded once.
 */
async function openImage(
  data: Buffer,
): Promise<{ ok: true; image: sharp.Sharp; hasAlpha: boolean } | Refused> {
  const image = (await loadSharp())(data, { limitInputPixels: MAX_INPUT_PIXELS });
  let metadata: sharp.Metadata;
  try {
    metadata = await image.metadata();
  } catch (error) {
    const tooLarge = error instanceof Error && OVER_PIXEL_LIMIT.test(error.message);
    return { ok: false, problem: tooLarge ? "too_many_pixels" : "type" };
  }
  const { format, width, height, compression } = metadata;
  if (!ACCEPTED.has(format) || (format === "heif" && compression !== "av1")) {
    return { ok: false, problem: "type" };
  }
  if (!width || !height) return { ok: false, problem: "type" };
  if (width * height > MAX_INPUT_PIXELS) return { ok: false, problem: "too_many_pixels" };
  return { ok: true, image, hasAlpha: metadata.hasAlpha };
}

/**
 * Opens, checks and processes an upload in one of the process's image slots (image-jobs.ts);
 * `busy`, without decoding anything, when the slots' queue is full.
 */
async function inImageSlot<T>(
  data: Buffer,
  process: (image: sharp.Sharp, hasAlpha: boolean) => Promise<T>,
): Promise<{ ok: true; value: T } | Refused> {
  const job = await imageJobs.run(async (): Promise<{ ok: true; value: T } | Refused> => {
    const opened = await openImage(data);
    if (!opened.ok) return opened;
    try {
      return { ok: true, value: await process(opened.image, opened.hasAlpha) };
    } catch {
      // A valid header over broken or cut-off pixel data: not an image we can take.
      return { ok: false, problem: "type" };
    }
  });
  return job.ran ? job.value : { ok: false, problem: "busy" };
}

export interface ReencodedImage {
  data: Buffer;
  extension: "jpg" | "webp";
  mimeType: "image/jpeg" | "image/webp";
}

async function reencode(image: sharp.Sharp, hasAlpha: boolean): Promise<ReencodedImage> {
  const format = hasAlpha ? ("webp" as const) : ("jpeg" as const);
  const out = await image.rotate().toFormat(format, { quality: 85 }).toBuffer();
  return hasAlpha
    ? { data: out, extension: "webp", mimeType: "image/webp" }
    : { data: out, extension: "jpg", mimeType: "image/jpeg" };
}

/**
 * An uploaded image at its own size (an attachment: a scanned menu must stay legible),
 * re-encoded from its pixels, decoded once, so that camera metadata and anything hidden after
 * the image data stay behind.
 */
export async function reencodeUpload(
  data: Buffer,
): Promise<({ ok: true } & ReencodedImage) | Refused> {
  const done = await inImageSlot(data, reencode);
  return done.ok ? { ok: true, ...done.value } : done;
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
 * Every size from one decoding: the picture is decoded once, turned upright by its EXIF
 * orientation and brought within the largest size (JPEG and WebP shrink as they decode), and
 * the three sizes are encoded from those pixels (at most 1600 × 1600, some 10 MB). What we
 * serve is never the uploaded file, so camera metadata (GPS position) and anything hidden after
 * the image data stay behind. Transparent images become WebP, others JPEG.
 */
async function renderSizes(image: sharp.Sharp, hasAlpha: boolean): Promise<RenderedImage> {
  const format = hasAlpha ? ("webp" as const) : ("jpeg" as const);
  const { data: pixels, info } = await image
    .rotate()
    .resize({ ...SIZES.full, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const sharp = await loadSharp();
  const render = async (size: (typeof SIZES)[keyof typeof SIZES]): Promise<RenderedSize> => {
    const { data: out, info: made } = await sharp(pixels, { raw })
      .resize({
        width: size.width,
        height: size.height,
        fit: size.fit,
        withoutEnlargement: size.fit === "inside",
      })
      .toFormat(format, { quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { data: out, width: made.width, height: made.height };
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

/** An uploaded image checked and rendered to the three sizes, in an image slot. */
export async function renderUpload(
  data: Buffer,
): Promise<{ ok: true; image: RenderedImage } | Refused> {
  const done = await inImageSlot(data, renderSizes);
  return done.ok ? { ok: true, image: done.value } : done;
}

/** The three sizes of a picture of our own (the demo places'), outside the upload slots. */
export async function renderImage(data: Buffer, hasAlpha: boolean): Promise<RenderedImage> {
  const sharp = await loadSharp();
  return renderSizes(sharp(data, { limitInputPixels: MAX_INPUT_PIXELS }), hasAlpha);
}
