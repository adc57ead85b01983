import { existsSync } from "node:fs";

const DEBIAN_CHROMIUM = "/usr/bin/chromium";

/**
 * The Chromium that tests and benchmarks drive: `CHROMIUM_PATH` when set, else Debian's, else the
 * one `@sparticuz/chromium` carries inside its npm package (unpacked to the temp folder on first
 * use), so `npm install && npm test` needs nothing from outside npm. Playwright's own browser
 * download is never used: it cannot reach its servers from every machine we run on.
 */
export async function chromiumPath(): Promise<string> {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) {
    if (!existsSync(configured)) throw new Error(`CHROMIUM_PATH=${configured}: no such file`);
    return configured;
  }
  if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  const { default: packaged } = await import("@sparticuz/chromium");
  return packaged.executablePath();
}

/** Flags for a headless run as root in a sandboxless container with a closed network. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
];
