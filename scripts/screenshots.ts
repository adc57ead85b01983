/**
 * Screenshots of pages at phone (390 px) and desktop (1280 px) widths, light and
 * dark, for a person to look at. Usage:
 *   node --import tsx scripts/screenshots.ts http://localhost:3000 out-dir /en/ /zh/ …
 * Console errors on any page are printed.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumPath } from "./chromium-path.ts";

const [origin = "http://localhost:3000", outDir = "screenshots", ...paths] = process.argv.slice(2);
const pages = paths.length > 0 ? paths : ["/", "/zh/", "/en/", "/about/"];
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({
  executablePath: await chromiumPath(),
  args: CHROMIUM_ARGS,
});
for (const width of [390, 1280]) {
  for (const colorScheme of ["light", "dark"] as const) {
    const context = await browser.newContext({
      viewport: { width, height: width < 600 ? 844 : 800 },
      colorScheme,
      deviceScaleFactor: 1,
    });
    const page = await context.newPage();
    page.on("console", (m) => {
      if (m.type() === "error") console.log(`console error on ${page.url()}: ${m.text()}`);
    });
    page.on("pageerror", (e) => console.log(`page error on ${page.url()}: ${e.message}`));
    for (const p of pages) {
      await page.goto(`${origin}${p}`, { waitUntil: "networkidle" });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      if (overflow > 0) console.log(`horizontal overflow of ${overflow}px on ${p} at ${width}px`);
      const name = `${p.replace(/\W+/g, "_") || "root"}-${width}-${colorScheme}.png`;
      await page.screenshot({ path: path.join(outDir, name), fullPage: true });
      console.log(`wrote ${name}`);
    }
    await context.close();
  }
}
await browser.close();
