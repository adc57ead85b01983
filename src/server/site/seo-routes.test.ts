import { describe, expect, it } from "vitest";
import {
  buildPlacesSitemap,
  buildSitemap,
  buildSitemapIndex,
  buildSiteSitemap,
  fitsOneSitemap,
  MAX_SITEMAP_URLS,
  PLACES_PER_SITEMAP,
} from "./seo-routes.ts";

describe("sitemap.xml", () => {
  const xml = buildSitemap("https://tablestart.hk");

  it("lists the six website URLs, the six legal pages and the three open pages", () => {
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      "https://tablestart.hk/",
      "https://tablestart.hk/zh/",
      "https://tablestart.hk/en/",
      "https://tablestart.hk/about/",
      "https://tablestart.hk/zh/about/",
      "https://tablestart.hk/en/about/",
      "https://tablestart.hk/privacy/",
      "https://tablestart.hk/zh/privacy/",
      "https://tablestart.hk/en/privacy/",
      "https://tablestart.hk/terms/",
      "https://tablestart.hk/zh/terms/",
      "https://tablestart.hk/en/terms/",
      "https://tablestart.hk/open/",
      "https://tablestart.hk/zh/open/",
      "https://tablestart.hk/en/open/",
    ]);
  });

  it("gives each URL its alternates and x-default", () => {
    const first = xml.split("</url>")[0] ?? "";
    expect(first).toContain('hreflang="zh-Hant-HK" href="https://tablestart.hk/"');
    expect(first).toContain('hreflang="zh-Hans" href="https://tablestart.hk/zh/"');
    expect(first).toContain('hreflang="en" href="https://tablestart.hk/en/"');
    expect(first).toContain('hreflang="x-default" href="https://tablestart.hk/"');
    expect(xml.match(/<xhtml:link/g)).toHaveLength(60);
  });

  it("gives a legal page the alternates of the same page", () => {
    const terms = xml
      .split("</url>")
      .find((url) => url.includes("<loc>https://tablestart.hk/zh/terms/"));
    expect(terms).toContain('hreflang="zh-Hant-HK" href="https://tablestart.hk/terms/"');
    expect(terms).toContain('hreflang="en" href="https://tablestart.hk/en/terms/"');
    expect(terms).toContain('hreflang="x-default" href="https://tablestart.hk/terms/"');
  });
});

describe("sitemap.xml with places", () => {
  const updatedAt = new Date("2026-11-20T08:00:00Z");

  it("lists each published place in three languages with its alternates and last change", () => {
    const xml = buildSitemap("https://tablestart.hk", [{ id: 42, updatedAt }]);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs.slice(-3)).toEqual([
      "https://tablestart.hk/places/42/",
      "https://tablestart.hk/zh/places/42/",
      "https://tablestart.hk/en/places/42/",
    ]);
    const en = xml.split("</url>").find((url) => url.includes("/en/places/42/</loc>"));
    expect(en).toContain("<lastmod>2026-11-20T08:00:00.000Z</lastmod>");
    expect(en).toContain('hreflang="zh-Hans" href="https://tablestart.hk/zh/places/42/"');
    expect(en).toContain('hreflang="x-default" href="https://tablestart.hk/places/42/"');
  });

  it("fits one file up to 50,000 URLs, then becomes an index of files that each fit", () => {
    const sitePages = 15;
    const most = Math.floor((MAX_SITEMAP_URLS - sitePages) / 3);
    expect(fitsOneSitemap(most)).toBe(true);
    expect(fitsOneSitemap(most + 1)).toBe(false);
    expect(PLACES_PER_SITEMAP * 3).toBeLessThanOrEqual(MAX_SITEMAP_URLS);

    const index = buildSitemapIndex("https://tablestart.hk", PLACES_PER_SITEMAP * 2 + 1);
    expect([...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([
      "https://tablestart.hk/sitemaps/site.xml",
      "https://tablestart.hk/sitemaps/places-1.xml",
      "https://tablestart.hk/sitemaps/places-2.xml",
      "https://tablestart.hk/sitemaps/places-3.xml",
    ]);
    expect(buildSiteSitemap("https://tablestart.hk")).toBe(buildSitemap("https://tablestart.hk"));
    const places = buildPlacesSitemap("https://tablestart.hk", [{ id: 1, updatedAt }]);
    expect(places.match(/<url>/g)).toHaveLength(3);
  });
});
