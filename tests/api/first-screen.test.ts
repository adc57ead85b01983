import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/server/app.ts";
import { LANGUAGES } from "../../src/shared/i18n/languages.ts";
import type { MessageKey } from "../../src/shared/i18n/messages/index.ts";
import { tc } from "../../src/shared/i18n/messages/tc.ts";
import { AREA_INCLUDES, type MessageArea } from "../../src/web/i18n/message-areas.ts";
import { inlineStylesheets } from "../../src/web/inline-styles.server.ts";
import { freshDatabase, type TestApp, testConfig } from "../support/test-app.ts";

/**
 * What the first screen sends (decision 054), read from the web build (`npm run test:api` builds
 * first, as for enquiry-page.test.ts): every message key the browser's code for a kind of page can
 * ask for is in the part of the catalogue that kind of page is sent, the home page's HTML carries
 * no other key, and the first-load JavaScript of the home page and of a place page stays within
 * its budget.
 */

const ASSETS = path.resolve("build/client/assets");
const KEYS = Object.keys(tc) as MessageKey[];

interface RouteEntry {
  module: string;
  imports?: string[];
}
interface BrowserManifest {
  entry: RouteEntry;
  routes: Record<string, RouteEntry>;
}

/** React Router's browser manifest (`window.__reactRouterManifest=…`) of this build. */
function readManifest(): BrowserManifest {
  const file = readdirSync(ASSETS).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`no React Router manifest in ${ASSETS}: run "npm run build" first`);
  const text = readFileSync(path.join(ASSETS, file), "utf8");
  return JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1)) as BrowserManifest;
}

const chunkText = (url: string) => readFileSync(path.join(ASSETS, path.basename(url)), "utf8");

/** The JavaScript a route's page loads before it hydrates: the entry, the root, the route. */
function firstLoadFiles(manifest: BrowserManifest, routeId: string): string[] {
  const files = new Set<string>([manifest.entry.module, ...(manifest.entry.imports ?? [])]);
  for (const id of ["root", routeId]) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`no route ${id} in the manifest`);
    files.add(route.module);
    for (const file of route.imports ?? []) files.add(file);
  }
  return [...files];
}

/** Those files and every chunk they load later (lazy sections, modals), transitively. */
function reachableFiles(start: readonly string[]): string[] {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length > 0) {
    const file = path.basename(queue.pop() ?? "");
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, next] of chunkText(file).matchAll(/import\(\s*["']\.\/([\w.-]+\.js)["']\s*\)/g)) {
      if (next) queue.push(next);
    }
  }
  return [...seen];
}

/**
 * The catalogue keys some code can ask for: each key written out whole, and every key under a
 * prefix that the code completes at run time (`forecast.role.${role}`, "forecast.role." + role).
 */
function keysAskedFor(code: string): Set<MessageKey> {
  const asked = new Set<MessageKey>();
  for (const [, literal = ""] of code.matchAll(/["'`]([a-zA-Z]+(?:\.[\w-]+)+)["'`]/g)) {
    if (literal in tc) asked.add(literal as MessageKey);
  }
  const prefixes = [
    ...code.matchAll(/`([a-zA-Z]+\.[\w.-]*)\$\{/g),
    ...code.matchAll(/["']([a-zA-Z]+\.(?:[\w-]+\.)*)["']\s*\+/g),
  ].map((match) => match[1] ?? "");
  for (const prefix of prefixes) {
    if (prefix === "") continue;
    for (const key of KEYS) if (key.startsWith(prefix)) asked.add(key);
  }
  return asked;
}

const manifest = readManifest();

/** One route of each kind of page; the languages share their modules. */
const AREA_ROUTES: [MessageArea, string][] = [
  ["home", "site-home-tc"],
  ["legal", "legal-privacy-tc"],
  ["place", "place-tc"],
  ["open", "open-tc"],
  ["other", "routes/not-found"],
];

describe.each(AREA_ROUTES)("the %s pages' catalogue", (area, routeId) => {
  const asked = new Set<MessageKey>();
  for (const file of reachableFiles(firstLoadFiles(manifest, routeId))) {
    for (const key of keysAskedFor(chunkText(file))) asked.add(key);
  }

  it("holds every key their code can ask for", () => {
    expect(asked.size).toBeGreaterThan(10);
    expect([...asked].filter((key) => !AREA_INCLUDES[area](key))).toEqual([]);
  });
});

describe("the app's catalogue", () => {
  it("holds every key the app's screens can ask for", () => {
    const appRoutes = Object.keys(manifest.routes).filter((id) => id.startsWith("routes/app/"));
    expect(appRoutes.length).toBeGreaterThan(10);
    const asked = new Set<MessageKey>();
    for (const routeId of appRoutes) {
      for (const file of reachableFiles(firstLoadFiles(manifest, routeId))) {
        // The app's catalogue chunks define every key; they ask for none.
        if (/^(tc|en|sc\.generated)-/.test(file)) continue;
        for (const key of keysAskedFor(chunkText(file))) asked.add(key);
      }
    }
    expect([...asked].filter((key) => !AREA_INCLUDES.app(key))).toEqual([]);
  });
});

describe("first-load JavaScript (gzipped)", () => {
  const gzipped = (routeId: string) =>
    firstLoadFiles(manifest, routeId).reduce(
      (sum, file) =>
        sum + gzipSync(readFileSync(path.join(ASSETS, path.basename(file))), { level: 9 }).length,
      0,
    ) / 1024;

  it("of the home page is at most 130 KB", () => {
    expect(gzipped("site-home-tc")).toBeLessThanOrEqual(130);
  });

  it("of a place page is at most 150 KB", () => {
    expect(gzipped("place-tc")).toBeLessThanOrEqual(150);
  });
});

describe("a page kept for every visitor (rendered without a nonce)", () => {
  const css = readdirSync(ASSETS).find((name) => name.endsWith(".css"));
  it("carries its stylesheets inline, each link kept but not blocking", () => {
    if (!css) throw new Error("no stylesheet in the build");
    const html = `<head><link rel="stylesheet" href="/assets/${css}#"/></head>`;
    expect(inlineStylesheets(html)).toBe(
      `<head><style data-href="/assets/${css}#">${readFileSync(path.join(ASSETS, css), "utf8")}</style><link rel="stylesheet" href="/assets/${css}#" media="print"/></head>`,
    );
  });

  it("keeps a link to a file the build does not have", () => {
    const html = '<link rel="stylesheet" href="/assets/none-123.css"/>';
    expect(inlineStylesheets(html)).toBe(html);
  });
});

describe("the home page's HTML", () => {
  let web: TestApp;
  beforeAll(async () => {
    const database = await freshDatabase("pglite");
    const app = await buildApp(testConfig(), { database, web: true });
    await app.ready();
    web = {
      app,
      database,
      close: async () => {
        await app.close();
        await database.close();
      },
    };
  });
  afterAll(async () => {
    await web?.close();
  });

  /** A key as the root loader's data writes it into the page (a string inside a script). */
  const written = (html: string, key: string) => html.includes(`\\"${key}\\"`);

  it.each(
    LANGUAGES.map((language) => [
      language,
      language === "tc" ? "/" : language === "sc" ? "/zh/" : "/en/",
    ]),
  )("in %s (%s) carries the website's messages and none of the app's", async (_language, url) => {
    const response = await web.app.inject({ method: "GET", url });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    const sent = KEYS.filter((key) => written(html, key));
    expect(sent.filter((key) => !AREA_INCLUDES.home(key))).toEqual([]);
    expect(KEYS.filter((key) => AREA_INCLUDES.home(key) && !written(html, key))).toEqual([]);
  });
});
