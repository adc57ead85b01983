import { describe, expect, it } from "vitest";
import { buildSitemap } from "./seo-routes.ts";

describe("sitemap.xml", () => {
  const xml = buildSitemap("https://tablestart.hk");

  it("lists the six URLs", () => {
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      "https://tablestart.hk/",
      "https://tablestart.hk/zh/",
      "https://tablestart.hk/en/",
      "https://tablestart.hk/about/",
      "https://tablestart.hk/zh/about/",
      "https://tablestart.hk/en/about/",
    ]);
  });

  it("gives each URL its alternates and x-default", () => {
    const first = xml.split("</url>")[0] ?? "";
    expect(first).toContain('hreflang="zh-Hant-HK" href="https://tablestart.hk/"');
    expect(first).toContain('hreflang="zh-Hans" href="https://tablestart.hk/zh/"');
    expect(first).toContain('hreflang="en" href="https://tablestart.hk/en/"');
    expect(first).toContain('hreflang="x-default" href="https://tablestart.hk/"');
    expect(xml.match(/<xhtml:link/g)).toHaveLength(24);
  });
});
