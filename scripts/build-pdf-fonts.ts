/**
 * Cuts Noto Sans TC and SC (regular and bold, from the @expo-google-fonts packages, OFL) down to
 * the characters the one-page forecast PDF can print (src/server/forecast/forecast-pdf-text.ts),
 * and writes them as gzipped TrueType into src/server/forecast/pdf-fonts/. A fresh machine has no CJK font,
 * and the whole fonts are 7–10 MB each; the subsets are a few dozen kB and are committed, so the
 * server needs neither font package. Not WOFF or WOFF2: fontkit re-inflates a WOFF table on every
 * read (seconds a PDF) and cannot give pdfkit the raw outlines of WOFF2's transformed glyf table. Run it (`npm run fonts:pdf`) after changing a PDF message;
 * forecast-pdf.test.ts fails while a character has no glyph.
 */
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import subsetFont from "subset-font";
import { type PdfFontFamily, pdfFontCharacters } from "../src/server/forecast/forecast-pdf-text.ts";

const require = createRequire(import.meta.url);
const OUT_DIR = fileURLToPath(new URL("../src/server/forecast/pdf-fonts/", import.meta.url));

const SOURCES: Record<PdfFontFamily, { package: string; prefix: string }> = {
  tc: { package: "@expo-google-fonts/noto-sans-tc", prefix: "NotoSansTC" },
  sc: { package: "@expo-google-fonts/noto-sans-sc", prefix: "NotoSansSC" },
};
const WEIGHTS = { regular: "400Regular", bold: "700Bold" } as const;

mkdirSync(OUT_DIR, { recursive: true });
for (const [family, source] of Object.entries(SOURCES) as [PdfFontFamily, typeof SOURCES.tc][]) {
  const text = pdfFontCharacters(family);
  const packageDir = path.dirname(require.resolve(`${source.package}/package.json`));
  // The SIL Open Font License travels with the fonts (one text for both families).
  copyFileSync(path.join(packageDir, "LICENSE_FONT"), path.join(OUT_DIR, "OFL.txt"));
  for (const [weight, folder] of Object.entries(WEIGHTS)) {
    const file = path.join(packageDir, folder, `${source.prefix}_${folder}.ttf`);
    const subset = await subsetFont(readFileSync(file), text, { targetFormat: "truetype" });
    const target = path.join(OUT_DIR, `${family}-${weight}.ttf.gz`);
    // mtime 0 in the gzip header (Node writes none) keeps the output the same on every run.
    const packed = gzipSync(subset, { level: 9 });
    writeFileSync(target, packed);
    console.log(
      `${path.relative(process.cwd(), target)}: ${text.length} characters, ${packed.length} bytes gzipped`,
    );
  }
}
