/**
 * Looks at the templates the way an owner would: writes all fifteen files (five templates in three
 * languages, plus the projection filled from the forecast worked example), converts them to PDF
 * with LibreOffice and renders page 1 of each to PNG.
 *
 *   node --import tsx scripts/preview-templates.ts [out-dir] [--all-pages]
 *
 * Needs `soffice` (apt-get install -y libreoffice-writer libreoffice-calc) and `pdftoppm`
 * (poppler-utils). Not part of CI.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { TEMPLATE_REGISTRY } from "../src/server/templates/template-registry.ts";
import { WORKED_EXAMPLE } from "../src/shared/forecast/test-fixtures.ts";
import { LANGUAGES } from "../src/shared/i18n/languages.ts";
import { TEMPLATE_IDS, TEMPLATE_REVISION } from "../src/shared/templates/template-ids.ts";

const args = process.argv.slice(2);
const allPages = args.includes("--all-pages");
const outDir = path.resolve(args.find((a) => !a.startsWith("--")) ?? "/tmp/template-previews");
mkdirSync(outDir, { recursive: true });

const files: string[] = [];
for (const id of TEMPLATE_IDS) {
  const template = TEMPLATE_REGISTRY[id];
  for (const language of LANGUAGES) {
    const file = path.join(outDir, `${id}-${language}.${template.format}`);
    writeFileSync(file, await template.build(language, TEMPLATE_REVISION));
    files.push(file);
  }
}
const prefilled = path.join(outDir, "pre-open-projection-prefilled-en.xlsx");
writeFileSync(
  prefilled,
  await TEMPLATE_REGISTRY["pre-open-projection"].build("en", TEMPLATE_REVISION, {
    input: WORKED_EXAMPLE,
    assumptions: {},
  }),
);
files.push(prefilled);

execFileSync("soffice", ["--headless", "--convert-to", "pdf", "--outdir", outDir, ...files], {
  stdio: "ignore",
});
for (const file of files) {
  const pdf = file.replace(/\.\w+$/, ".pdf");
  const range = allPages ? [] : ["-f", "1", "-l", "1"];
  execFileSync("pdftoppm", ["-png", "-r", "60", ...range, pdf, pdf.replace(/\.pdf$/, "")]);
  const pages = execFileSync("pdfinfo", [pdf])
    .toString()
    .match(/Pages:\s+(\d+)/)?.[1];
  console.log(`${path.basename(pdf)}: ${pages} page(s)`);
}
console.log(`\nPNG previews in ${outDir}:`);
for (const png of readdirSync(outDir).filter((f) => f.endsWith(".png"))) console.log(`  ${png}`);
