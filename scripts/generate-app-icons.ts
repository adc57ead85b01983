/**
 * Draws the installable app's icons (web app manifest, apple-touch-icon) from the favicon's art
 * into public/icons/. The PNGs are committed, so run this only when the artwork changes.
 *
 * "any" icons are the favicon as it is (rounded square, transparent corners). "maskable" icons
 * fill the whole square with the brand colour, because the launcher cuts its own shape out of
 * them; the mark is scaled to 80% around the centre so it stays inside the safe zone (the
 * central circle of 40% radius) whatever shape is cut.
 */
import { mkdir, readFile } from "node:fs/promises";
import sharp from "sharp";

const ROOT = new URL("..", import.meta.url);
const favicon = await readFile(new URL("public/favicon.svg", ROOT), "utf8");
// The favicon draws its background first; the rest is the mark.
const BACKGROUND = /<rect width="64" height="64" rx="14" fill="(#[0-9a-f]{6})"\/>/;
const match = BACKGROUND.exec(favicon);
if (!match) throw new Error("public/favicon.svg no longer starts with its background square");
const brand = match[1];
const mark = favicon.slice(match.index + match[0].length, favicon.lastIndexOf("</svg>"));

const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${brand}"/><g transform="translate(32 32) scale(0.8) translate(-32 -34)">${mark}</g></svg>`;

const ICONS = [
  { file: "app-192.png", size: 192, svg: favicon },
  { file: "app-512.png", size: 512, svg: favicon },
  { file: "app-maskable-192.png", size: 192, svg: maskable },
  { file: "app-maskable-512.png", size: 512, svg: maskable },
  // iOS rounds the corners itself and shows transparency as black: the full square.
  { file: "apple-touch-icon.png", size: 180, svg: maskable },
];

const out = new URL("public/icons/", ROOT);
await mkdir(out, { recursive: true });
for (const icon of ICONS) {
  const target = new URL(icon.file, out);
  await sharp(Buffer.from(icon.svg), { density: (72 * icon.size) / 64 })
    .resize(icon.size, icon.size)
    .png({ compressionLevel: 9 })
    .toFile(target.pathname);
  console.log(`wrote ${target.pathname}`);
}
