import { describe, expect, it } from "vitest";
import { buildSitemap } from "./seo-routes.ts";

describe("sitemap.xml", () => {
  const xml = buildSitemap("https://tablestart.hk");

  it("lists the six website URLs and the six legal pages", () => {
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
    ]);
  });

  it("gives each URL its alternates and x-default", () => {
    const first = xml.split("</url>")[0] ?? "";
    expect(first).toContain('hreflang="zh-Hant-HK" href="https://tablestart.hk/"');
    expect(first).toContain('hreflang="zh-Hans" href="https://tablestart.hk/zh/"');
    expect(first).toContain('hreflang="en" href="https://tablestart.hk/en/"');
    expect(first).toContain('hreflang="x-default" href="https://tablestart.hk/"');
    expect(xml.match(/<xhtml:link/g)).toHaveLength(48);
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
