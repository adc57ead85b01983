import { inArray } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { type MediaSizes, media } from "../../db/schema.ts";
import { loadSharp, renderImage } from "../api/media/image-processing.ts";
import { writeMediaFiles } from "../api/media/media-files.ts";
import type { MediaStorage } from "../services/media-storage/media-storage.ts";
import { type SeededRandom, seededRandom } from "./seeded-random.ts";

/**
 * The demo places' pictures, drawn here rather than downloaded: abstract shop interiors (lamps,
 * a window, tables, cups, a plant) in a category's colour, with no text in them, so they suit any
 * language. Each is rendered to the three stored sizes by the upload path's own renderImage.
 */

const WIDTH = 1200;
const HEIGHT = 800;

/** Where the demo pictures live under the uploads root: fixed, so a re-seed reuses them. */
export const DEMO_MEDIA_FOLDER = "demo";

export interface DemoPicture {
  /** File and folder name, e.g. "cafe-2". */
  key: string;
  color: string;
  seed: number;
}

function rgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.replace("#", ""), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** The colour moved towards white (amount > 0) or black (amount < 0). */
function tint(hex: string, amount: number): string {
  const target = amount > 0 ? 255 : 0;
  const weight = Math.abs(amount);
  const parts = rgb(hex).map((channel) => Math.round(channel + (target - channel) * weight));
  return `#${parts.map((part) => part.toString(16).padStart(2, "0")).join("")}`;
}

const round = (value: number) => Math.round(value * 10) / 10;

function lamps(rng: SeededRandom, color: string): string {
  const count = rng.int(2, 4);
  const gap = WIDTH / (count + 1);
  return Array.from({ length: count }, (_, index) => {
    const x = round(gap * (index + 1) + rng.between(-40, 40));
    const drop = rng.int(120, 240);
    const size = rng.int(40, 70);
    return [
      `<line x1="${x}" y1="0" x2="${x}" y2="${drop}" stroke="${tint(color, -0.6)}" stroke-width="4"/>`,
      `<circle cx="${x}" cy="${drop + size * 0.6}" r="${size * 2.2}" fill="#FFF6D5" opacity="0.25"/>`,
      `<path d="M${x - size} ${drop + size * 0.6} A${size} ${size} 0 0 1 ${x + size} ${drop + size * 0.6} Z" fill="${tint(color, -0.35)}"/>`,
    ].join("");
  }).join("");
}

function windowPane(rng: SeededRandom, color: string): string {
  const x = rng.int(80, 700);
  const width = rng.int(260, 400);
  const top = rng.int(110, 170);
  const height = 500 - top - 40;
  const sky = tint(color, 0.85);
  const frame = tint(color, -0.45);
  const arch = rng.chance(0.5);
  const outline = arch
    ? `M${x} ${top + height} V${top + width / 2} A${width / 2} ${width / 2} 0 0 1 ${x + width} ${top + width / 2} V${top + height} Z`
    : `M${x} ${top} H${x + width} V${top + height} H${x} Z`;
  return [
    `<path d="${outline}" fill="${sky}" stroke="${frame}" stroke-width="14"/>`,
    `<line x1="${x + width / 2}" y1="${top + (arch ? width / 4 : 0)}" x2="${x + width / 2}" y2="${top + height}" stroke="${frame}" stroke-width="10"/>`,
    `<line x1="${x}" y1="${top + height * 0.55}" x2="${x + width}" y2="${top + height * 0.55}" stroke="${frame}" stroke-width="10"/>`,
    `<circle cx="${x + width * 0.3}" cy="${top + height * 0.35}" r="${rng.int(26, 44)}" fill="#FFFFFF" opacity="0.7"/>`,
  ].join("");
}

function table(rng: SeededRandom, color: string, cx: number): string {
  const width = rng.int(180, 280);
  const top = rng.int(540, 600);
  const wood = tint(color, -0.55);
  const cups = Array.from({ length: rng.int(1, 3) }, (_, index) => {
    const x = round(cx - width / 3 + (index * width) / 3 + rng.between(-10, 10));
    const cupColor = rng.pick(["#FFFFFF", tint(color, 0.6), tint(color, 0.3)]);
    return rng.chance(0.5)
      ? `<rect x="${x - 18}" y="${top - 46}" width="36" height="42" rx="8" fill="${cupColor}"/><ellipse cx="${x}" cy="${top - 46}" rx="18" ry="6" fill="${tint(color, -0.3)}"/>`
      : `<path d="M${x - 34} ${top - 30} A34 30 0 0 0 ${x + 34} ${top - 30} Z" fill="${cupColor}"/>`;
  }).join("");
  return [
    `<rect x="${cx - 8}" y="${top}" width="16" height="${HEIGHT - top - 60}" fill="${wood}"/>`,
    `<ellipse cx="${cx}" cy="${HEIGHT - 60}" rx="60" ry="12" fill="${wood}"/>`,
    `<ellipse cx="${cx}" cy="${top}" rx="${width / 2}" ry="22" fill="${tint(color, 0.5)}" stroke="${wood}" stroke-width="6"/>`,
    cups,
  ].join("");
}

function plant(rng: SeededRandom, color: string): string {
  const x = rng.chance(0.5) ? rng.int(60, 160) : rng.int(1040, 1140);
  const base = HEIGHT - 70;
  const leaves = Array.from({ length: rng.int(5, 8) }, () => {
    const angle = rng.int(-70, 70);
    const length = rng.int(70, 130);
    return `<ellipse cx="${x}" cy="${base - 120 - length / 2}" rx="22" ry="${length / 2}" fill="${rng.pick(["#3E8E5A", "#2F7048", "#58A86E"])}" transform="rotate(${angle} ${x} ${base - 110})"/>`;
  }).join("");
  return `${leaves}<path d="M${x - 50} ${base - 110} H${x + 50} L${x + 36} ${base} H${x - 36} Z" fill="${tint(color, -0.5)}"/>`;
}

function bokeh(rng: SeededRandom): string {
  return Array.from(
    { length: rng.int(6, 14) },
    () =>
      `<circle cx="${rng.int(0, WIDTH)}" cy="${rng.int(0, 500)}" r="${rng.int(8, 36)}" fill="#FFFFFF" opacity="${round(rng.between(0.08, 0.3))}"/>`,
  ).join("");
}

/** One picture as SVG: a wall with a window and lamps, a floor, one or two tables, a plant. */
export function demoPictureSvg(picture: DemoPicture): string {
  const rng = seededRandom(picture.seed);
  const { color } = picture;
  const floorTop = rng.int(500, 560);
  const tables = rng.chance(0.6) ? [rng.int(380, 520), rng.int(760, 900)] : [rng.int(480, 760)];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">`,
    `<defs><linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${tint(color, 0.7)}"/><stop offset="1" stop-color="${tint(color, 0.35)}"/></linearGradient>`,
    `<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${tint(color, -0.2)}"/><stop offset="1" stop-color="${tint(color, -0.45)}"/></linearGradient></defs>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#wall)"/>`,
    windowPane(rng, color),
    `<rect y="${floorTop}" width="${WIDTH}" height="${HEIGHT - floorTop}" fill="url(#floor)"/>`,
    `<rect y="${floorTop - 12}" width="${WIDTH}" height="12" fill="${tint(color, -0.35)}"/>`,
    bokeh(rng),
    lamps(rng, color),
    ...tables.map((x) => table(rng, color, x)),
    plant(rng, color),
    "</svg>",
  ].join("");
}

export type DemoMediaIds = ReadonlyMap<string, number>;

/**
 * Renders and stores every picture whose row does not exist yet (a second seed after the places
 * were deleted reuses them) and returns the media id of each key. The files are written before
 * the rows: a row never points at files that are not there.
 */
export async function storeDemoPictures(
  db: Db,
  storage: MediaStorage,
  pictures: readonly DemoPicture[],
): Promise<DemoMediaIds> {
  const directoryOf = (key: string) => `${DEMO_MEDIA_FOLDER}/${key}`;
  const existing = await db
    .select({ id: media.id, directory: media.directory })
    .from(media)
    .where(
      inArray(
        media.directory,
        pictures.map((picture) => directoryOf(picture.key)),
      ),
    );
  const ids = new Map(existing.map((row) => [row.directory, row.id]));
  const missing = pictures.filter((picture) => !ids.has(directoryOf(picture.key)));
  // sharp works on libuv's thread pool; a few at a time keep both cores busy without queuing all.
  const rendered: { picture: DemoPicture; sizes: MediaSizes; mimeType: string }[] = [];
  for (let start = 0; start < missing.length; start += 4) {
    rendered.push(
      ...(await Promise.all(
        missing.slice(start, start + 4).map(async (picture) => {
          // Rasterised once: renderImage decodes its input for each size, and SVG is slow to decode.
          // sharp loads here only: a start whose pictures are all stored never loads it.
          const sharp = await loadSharp();
          const pixels = await sharp(Buffer.from(demoPictureSvg(picture)))
            .jpeg({ quality: 92 })
            .toBuffer();
          const image = await renderImage(pixels, false);
          const name = (size: keyof MediaSizes) => {
            const { width, height } = image.sizes[size];
            return size === "full"
              ? `${picture.key}.${image.extension}`
              : `${picture.key}-${width}x${height}.${image.extension}`;
          };
          const sizes = Object.fromEntries(
            (["thumbnail", "medium", "full"] as const).map((size) => [
              size,
              {
                file: name(size),
                width: image.sizes[size].width,
                height: image.sizes[size].height,
              },
            ]),
          ) as unknown as MediaSizes;
          await writeMediaFiles(
            storage,
            directoryOf(picture.key),
            (["thumbnail", "medium", "full"] as const).map((size) => ({
              name: sizes[size].file,
              data: image.sizes[size].data,
              contentType: image.mimeType,
            })),
          );
          return { picture, sizes, mimeType: image.mimeType };
        }),
      )),
    );
  }
  if (rendered.length > 0) {
    const rows = await db
      .insert(media)
      .values(
        rendered.map(({ picture, sizes, mimeType }) => ({
          userId: null,
          directory: directoryOf(picture.key),
          originalName: `${picture.key}.jpg`,
          mimeType,
          sizes,
        })),
      )
      .returning({ id: media.id, directory: media.directory });
    for (const row of rows) ids.set(row.directory, row.id);
  }
  return new Map(pictures.map((picture) => [picture.key, ids.get(directoryOf(picture.key))!]));
}
