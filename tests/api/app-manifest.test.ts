import { readFile } from "node:fs/promises";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LANGUAGE_TAG, LANGUAGES } from "../../src/shared/i18n/languages.ts";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { appManifestPath } from "../../src/shared/pwa/app-manifest.ts";
import { TABLESTART_THEME } from "../../src/web/shell/theme/palettes.ts";
import { startTestApp, type TestApp } from "../support/test-app.ts";

const PUBLIC = new URL("../../public", import.meta.url);

describe("the installable app's manifests (decision 055)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp("pglite");
  });
  afterAll(() => t.close());

  it.each(LANGUAGES)("serves the %s manifest as application/manifest+json", async (language) => {
    const res = await t.app.inject({ method: "GET", url: appManifestPath(language) });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/manifest+json; charset=utf-8");
    const manifest = res.json();
    expect(manifest).toMatchObject({
      id: "/app",
      lang: LANGUAGE_TAG[language],
      name: MESSAGES[language]["pwa.manifest.name"],
      short_name: MESSAGES[language]["pwa.manifest.shortName"],
      description: MESSAGES[language]["pwa.manifest.description"],
      start_url: "/app",
      scope: "/app",
      display: "standalone",
      theme_color: "#407cb9",
      background_color: "#fbfbfb",
    });
    // The same app in every language: installing from /en/app is not a second app.
    expect(new URL(manifest.start_url, "https://x.test").pathname.startsWith(manifest.scope)).toBe(
      true,
    );
  });

  it("takes its colours from the palettes: the primary of both, the light background", async () => {
    const manifest = (await t.app.inject({ method: "GET", url: "/app.webmanifest" })).json();
    expect(manifest.theme_color).toBe(TABLESTART_THEME.light.primary);
    expect(manifest.theme_color).toBe(TABLESTART_THEME.dark.primary);
    expect(manifest.background_color).toBe(TABLESTART_THEME.light.background);
  });

  it("words the manifest in each language", () => {
    const names = LANGUAGES.map((language) => MESSAGES[language]["pwa.manifest.name"]);
    expect(new Set(names).size).toBe(LANGUAGES.length);
  });

  it("lists icons that exist, at the sizes they say, with maskable ones of 192 and 512", async () => {
    const manifest = (await t.app.inject({ method: "GET", url: "/app.webmanifest" })).json();
    const pngs = manifest.icons.filter((icon: { type: string }) => icon.type === "image/png");
    expect(
      pngs
        .filter((icon: { purpose: string }) => icon.purpose === "maskable")
        .map((icon: { sizes: string }) => icon.sizes),
    ).toEqual(["192x192", "512x512"]);
    for (const icon of pngs as { src: string; sizes: string }[]) {
      const file = await readFile(new URL(`.${icon.src}`, `${PUBLIC.href}/`));
      const { width, height, format } = await sharp(file).metadata();
      expect({ src: icon.src, size: `${width}x${height}`, format }).toEqual({
        src: icon.src,
        size: icon.sizes,
        format: "png",
      });
    }
  });

  it("keeps the manifest within the page policy (same origin)", async () => {
    const res = await t.app.inject({ method: "GET", url: "/en/app.webmanifest" });
    for (const icon of res.json().icons as { src: string }[]) expect(icon.src).toMatch(/^\/[^/]/);
  });
});
