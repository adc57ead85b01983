/**
 * Lighthouse (mobile emulation, Chromium as the tests find it) on the home page in tc and en,
 * and the home page's first-load JavaScript, gzipped. Prints figures; asserts nothing.
 * Run through `npm run bench:web`, which builds first.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, chromiumPath } from "./chromium-path.ts";

const PORT = 3200;
const ORIGIN = `http://localhost:${PORT}`;
const PAGES = ["/", "/en/"];
const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_ARGS];

async function waitForHealth(deadline: number) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${ORIGIN}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("the server did not start within 60 s");
}

async function firstLoadJs(pagePath: string) {
  const html = await (await fetch(`${ORIGIN}${pagePath}`)).text();
  const urls = new Set<string>();
  for (const m of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) urls.add(m[1]!);
  for (const m of html.matchAll(/import\("([^"]+)"\)/g)) urls.add(m[1]!);
  for (const m of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) urls.add(m[1]!);
  let raw = 0;
  let gzipped = 0;
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(new URL(url, ORIGIN))).arrayBuffer());
    raw += body.length;
    gzipped += gzipSync(body, { level: 9 }).length;
  }
  return { files: urls.size, raw, gzipped };
}

const dataDir = mkdtempSync(path.join(tmpdir(), "tablestart-bench-"));
const server = spawn(process.execPath, ["build/app-server/main.js"], {
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: "127.0.0.1",
    SITE_URL: ORIGIN,
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
  },
  stdio: ["ignore", "inherit", "inherit"],
});

let chrome: chromeLauncher.LaunchedChrome | undefined;
try {
  await waitForHealth(Date.now() + 60_000);
  const js = await firstLoadJs("/");
  console.log(
    `first-load JS of /: ${js.files} files, ${(js.raw / 1024).toFixed(1)} KB raw, ${(js.gzipped / 1024).toFixed(1)} KB gzipped (target ≤ 135 KB)`,
  );

  chrome = await chromeLauncher.launch({
    chromePath: await chromiumPath(),
    chromeFlags: CHROME_FLAGS,
  });
  for (const pagePath of PAGES) {
    const result = await lighthouse(`${ORIGIN}${pagePath}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${pagePath}`);
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    console.log(
      `Lighthouse mobile ${pagePath}: performance ${score("performance")} (target ≥ 95), accessibility ${score("accessibility")} (100), best practices ${score("best-practices")} (≥ 95), SEO ${score("seo")} (100)`,
    );
    console.log(
      `  FCP ${audits["first-contentful-paint"]?.displayValue}, LCP ${audits["largest-contentful-paint"]?.displayValue}, TBT ${audits["total-blocking-time"]?.displayValue}, CLS ${audits["cumulative-layout-shift"]?.displayValue}`,
    );
    for (const [id, category] of Object.entries(categories)) {
      for (const ref of category.auditRefs) {
        const audit = audits[ref.id];
        if (
          ref.weight > 0 &&
          audit &&
          audit.score !== null &&
          audit.score < 1 &&
          id !== "performance"
        ) {
          console.log(`  ${id}: ${audit.id} — ${audit.title}`);
        }
      }
    }
  }
} finally {
  await chrome?.kill();
  server.kill("SIGTERM");
  await new Promise((r) => server.once("exit", r));
  rmSync(dataDir, { recursive: true, force: true });
}
