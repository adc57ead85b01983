/**
 * What a visitor's browser and the server pay for the website, on the production build (run
 * through `npm run bench:web`, which builds first). Prints figures; asserts nothing:
 * - each page's HTML as sent: raw, gzip and brotli bytes;
 * - first-load JavaScript (gzipped) of `/` and of a place page, against the budgets of decision 054;
 * - Lighthouse (mobile emulation, Chromium as the tests find it) on `/`, `/en/`, a place page and
 *   three /app screens (the directory's home, the place list, a place), the median of five runs
 *   (printed beside the goal of issue 21 item 5 for the app screens: performance ≥ 98),
 *   in a Chromium that has opened its CJK fonts once (see warmUpFonts);
 * - autocannon at 32 connections (one load thread per core) for 10 s against `/`, `/en/` and the place page: pages/s and p99.
 * The server seeds its demo data into a throw-away data folder; the place is the first the sitemap
 * lists. On a 2-core machine the load generator and Lighthouse share the cores with the server,
 * so the figures are a floor. BENCH_PORT picks the server's port (default: a free one).
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import autocannon from "autocannon";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { FONTS } from "../src/web/shell/theme/fonts.ts";
import { freePort } from "./bench-server.ts";
import { CHROMIUM_ARGS, chromiumPath } from "./chromium-path.ts";

const PORT = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
const ORIGIN = `http://127.0.0.1:${PORT}`;
const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_ARGS];
const CONNECTIONS = 32;
const LOAD_WORKERS = Math.max(1, availableParallelism());
const SECONDS = 10;
/** Decision 054: gzipped first-load JavaScript. */
const JS_BUDGET_KB = { home: 130, place: 150 };

/**
 * Resolves once the server answers `/api/health`. A first start seeds the demo data (pictures
 * made with sharp), which takes minutes on a busy machine: hence the long wait.
 */
async function waitForHealth() {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${ORIGIN}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("the server did not start within 5 minutes");
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The body's length as it crosses the wire with this Accept-Encoding (no decoding). */
function sentBody(
  pagePath: string,
  encoding: string | null,
): Promise<{ length: number; coding: string }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = encoding ? { "accept-encoding": encoding } : {};
    const req = request(`${ORIGIN}${pagePath}`, { headers }, (res) => {
      let length = 0;
      res.on("data", (chunk: Buffer) => {
        length += chunk.length;
      });
      res.on("end", () =>
        res.statusCode === 200
          ? resolve({ length, coding: String(res.headers["content-encoding"] ?? "identity") })
          : reject(new Error(`${pagePath} answered ${res.statusCode}`)),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

/**
 * A page's body raw, gzipped and brotli-compressed as the server sends it. A server that
 * compresses a kept page in the background may answer the first requests uncompressed: ask
 * again (up to 10 s) until the answer comes in the coding asked for.
 */
async function htmlBytes(pagePath: string) {
  const compressed = async (coding: string) => {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const body = await sentBody(pagePath, coding);
      if (body.coding === coding || Date.now() > deadline) return body.length;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  };
  const raw = (await sentBody(pagePath, null)).length;
  return { raw, gzip: await compressed("gzip"), br: await compressed("br") };
}

/** The JavaScript a page's HTML makes the browser fetch before it hydrates, gzipped. */
async function firstLoadJs(pagePath: string) {
  const html = await (await fetch(`${ORIGIN}${pagePath}`)).text();
  const urls = new Set<string>();
  // The module script preloads (links written into a string) and imports them once the first
  // screen is painted (decision 062); the route manifest it also carries is fetched only later.
  const moduleScript = html.match(/<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/)?.[1] ?? "";
  for (const m of moduleScript.matchAll(/href=\\"([^"\\]+\.js)\\"/g)) urls.add(m[1]!);
  for (const m of moduleScript.matchAll(/import\("([^"]+)"\)/g)) urls.add(m[1]!);
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

/** The first place page the sitemap lists (a sitemap index points at the places' files). */
async function aPlacePage(): Promise<string> {
  const placeIn = (xml: string) => xml.match(/<loc>[^<]*?(\/places\/\d+\/)<\/loc>/)?.[1];
  const sitemap = await (await fetch(`${ORIGIN}/sitemap.xml`)).text();
  const direct = placeIn(sitemap);
  if (direct) return direct;
  for (const m of sitemap.matchAll(/<loc>[^<]*?(\/sitemaps\/places-\d+\.xml)<\/loc>/g)) {
    const found = placeIn(await (await fetch(`${ORIGIN}${m[1]}`)).text());
    if (found) return found;
  }
  throw new Error("the sitemap lists no place");
}

/**
 * Lighthouse's simulated throttling replays one real load, so a run on a busy machine can lose a
 * race the page does not (a script landing before the first paint): each page is run this many
 * times and the median run by performance is shown, as Lighthouse's own docs advise.
 */
const LIGHTHOUSE_RUNS = 5;
/** Issue 21 item 5: the app screens' median Lighthouse performance. */
const APP_SCREEN_GOAL = 98;

/**
 * One Lighthouse run. Now and then Chromium's trace of a load comes back without its navigation
 * (Lighthouse's NO_NAVSTART) and every score is 0: such a run says nothing of the page and is
 * made again, up to twice.
 */
async function lighthouseOnce(chrome: chromeLauncher.LaunchedChrome, pagePath: string) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(`${ORIGIN}${pagePath}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${pagePath}`);
    const failure = result.lhr.runtimeError;
    if (!failure) return result.lhr;
    console.log(`  (Lighthouse on ${pagePath}: ${failure.code}, run ${attempt} of 3)`);
    if (attempt === 3) return result.lhr;
  }
}

/**
 * A newly launched Chromium has not yet opened the system's CJK font (a 20 MB collection here):
 * the first Chinese page it lays out pays for that, which a phone whose own screens are in
 * Chinese never does. One page of Chinese text in the product's stacks, from no server of ours,
 * opens the fonts before the first measured run, so that run measures the page, not the launch
 * (decision 065).
 */
async function warmUpFonts(chrome: chromeLauncher.LaunchedChrome) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    const { stack, stackHans } = FONTS[0]!;
    await page.setContent(
      `<p lang="zh-Hant" style='font-family:${stack}'>香港餐廳開業損益預測 Tablestart</p>` +
        `<p lang="zh-Hans" style='font-family:${stackHans}'>香港餐厅开业损益预测</p>`,
    );
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await page.close();
  } finally {
    await browser.close();
  }
}

async function runLighthouse(
  chrome: chromeLauncher.LaunchedChrome,
  pagePath: string,
  goal?: number,
) {
  const runs: Awaited<ReturnType<typeof lighthouseOnce>>[] = [];
  for (let i = 0; i < LIGHTHOUSE_RUNS; i++) runs.push(await lighthouseOnce(chrome, pagePath));
  const performance = (lhr: (typeof runs)[number]) => lhr.categories.performance?.score ?? 0;
  runs.sort((a, b) => performance(a) - performance(b));
  const { categories, audits } = runs[Math.floor(runs.length / 2)]!;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const spread = runs.map((lhr) => Math.round(performance(lhr) * 100)).join(", ");
  console.log(
    `Lighthouse mobile ${pagePath}: ${score("performance")} / ${score("accessibility")} / ${score("best-practices")} / ${score("seo")} (performance / accessibility / best practices / SEO; median of ${LIGHTHOUSE_RUNS} runs, performance ${spread})${goal === undefined ? "" : ` — goal performance ≥ ${goal}: ${score("performance") >= goal ? "met" : "NOT met"}`}`,
  );
  console.log(
    `  FCP ${audits["first-contentful-paint"]?.displayValue}, LCP ${audits["largest-contentful-paint"]?.displayValue}, TBT ${audits["total-blocking-time"]?.displayValue}, CLS ${audits["cumulative-layout-shift"]?.displayValue}, SI ${audits["speed-index"]?.displayValue}`,
  );
  const lcpElement = audits["largest-contentful-paint-element"]?.details as
    | { items?: { items?: { node?: { snippet?: string } }[] }[] }
    | undefined;
  const snippet = lcpElement?.items?.[0]?.items?.[0]?.node?.snippet;
  if (snippet) console.log(`  LCP element: ${snippet.slice(0, 120)}`);
  // What keeps a category under 100, so a lower figure says why.
  for (const [id, category] of Object.entries(categories)) {
    for (const ref of category.auditRefs) {
      const audit = audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
        console.log(`  ${id}: ${audit.id} — ${audit.title} (${audit.displayValue ?? audit.score})`);
      }
    }
  }
}

async function load(pagePath: string) {
  const result = await autocannon({
    url: `${ORIGIN}${pagePath}`,
    connections: CONNECTIONS,
    // One load-generating thread per core: a single one, reading every page's bytes, tops out
    // before the server does (the server idled half the time under one).
    workers: LOAD_WORKERS,
    duration: SECONDS,
    headers: { "accept-encoding": "br, gzip" },
  });
  const failures = result.non2xx + result.errors + result.timeouts;
  console.log(
    `${pagePath.padEnd(16)} ${result.requests.average.toFixed(0).padStart(6)} pages/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms${failures ? `  ${failures} failed` : ""}`,
  );
}

const dataDir = mkdtempSync(path.join(tmpdir(), "tablestart-bench-web-"));
const server = spawn(process.execPath, ["build/app-server/main.js"], {
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: "127.0.0.1",
    SITE_URL: ORIGIN,
    DATA_DIR: dataDir,
    // Quiet, as a production log is: a line per request would be part of what is measured.
    LOG_LEVEL: "warn",
    // A configured deployment: the contact section carries its form.
    CONTACT_EMAIL: "hello@tablestart.test",
  },
  stdio: ["ignore", "inherit", "inherit"],
});

let chrome: chromeLauncher.LaunchedChrome | undefined;
try {
  await waitForHealth();
  const placePage = await aPlacePage();
  const placeId = placePage.match(/\d+/)?.[0];
  const sitePages = ["/", "/en/", placePage];

  console.log("HTML per page (raw / gzip / brotli as sent):");
  for (const pagePath of sitePages) {
    const bytes = await htmlBytes(pagePath);
    console.log(`  ${pagePath.padEnd(16)} ${kb(bytes.raw)} / ${kb(bytes.gzip)} / ${kb(bytes.br)}`);
  }

  for (const [name, pagePath] of [
    ["home", "/"],
    ["place", placePage],
  ] as const) {
    const js = await firstLoadJs(pagePath);
    console.log(
      `first-load JS of ${pagePath}: ${js.files} files, ${kb(js.raw)} raw, ${kb(js.gzipped)} gzipped (budget ≤ ${JS_BUDGET_KB[name]} KB)`,
    );
  }

  chrome = await chromeLauncher.launch({
    chromePath: await chromiumPath(),
    chromeFlags: CHROME_FLAGS,
  });
  await warmUpFonts(chrome);
  for (const pagePath of sitePages) await runLighthouse(chrome, pagePath);
  for (const pagePath of ["/app", "/app/places", `/app/places/${placeId}`]) {
    await runLighthouse(chrome, pagePath, APP_SCREEN_GOAL);
  }
  await chrome.kill();
  chrome = undefined;

  console.log(
    `${CONNECTIONS} connections from ${LOAD_WORKERS} load threads, ${SECONDS} s per page, br and gzip accepted`,
  );
  for (const pagePath of sitePages) await load(pagePath);
} finally {
  await chrome?.kill();
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
