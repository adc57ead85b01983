import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { places } from "../../src/db/schema.ts";
import { bumpContentVersion } from "../../src/server/api/content-version.ts";
import { LANGUAGES, type Language } from "../../src/shared/i18n/languages.ts";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import {
  placeAppPath,
  placeBookPath,
  placePagePath,
} from "../../src/shared/places/place-page-source.ts";
import { statusOf } from "../support/api-call.ts";
import { DATABASE_KINDS, type TestApp } from "../support/test-app.ts";
import {
  type Fixture,
  html,
  insertDirectory,
  jsonLdOf,
  SITE,
  startWebApp,
} from "./place-page-directory.ts";

/**
 * A place's public page through the server's web handler (needs the web build, as
 * enquiry-page.test.ts does): its JSON-LD, SEO record and hreflangs, 404 for what is not
 * published, a changed title at once, and the sitemap.
 */

describe.each(DATABASE_KINDS)("place pages (%s)", (kind) => {
  let t: TestApp;
  let ids: Fixture;
  beforeAll(async () => {
    t = await startWebApp(kind);
    ids = await insertDirectory(t.database.db);
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: "GET", url });

  const DISTRICT: Record<Language, string> = { tc: "灣仔", sc: "湾仔", en: "Wan Chai" };
  const REGION: Record<Language, string> = {
    tc: "香港島",
    sc: "香港岛",
    en: "Hong Kong Island",
  };

  // Simplified readers get the Traditional converted (decision 083); the place has no English.
  const TITLE: Record<Language, string> = { tc: "灣仔茶餐廳", sc: "湾仔茶餐厅", en: "灣仔茶餐廳" };
  const EXCERPT: Record<Language, string> = {
    tc: "奶茶 & 菠蘿油 </script><script>alert(1)</script>",
    sc: "奶茶 & 菠萝油 </script><script>alert(1)</script>",
    en: "奶茶 & 菠蘿油 </script><script>alert(1)</script>",
  };

  it.each(LANGUAGES)("renders a published place in %s with its JSON-LD", async (language) => {
    const path = placePagePath(language, ids.published);
    const res = await get(path);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    const ld = jsonLdOf(res.body);
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Restaurant",
      name: TITLE[language],
      url: `${SITE}${path}`,
      telephone: "2812 3456",
      priceRange: "HK$50–HK$120",
      address: {
        "@type": "PostalAddress",
        streetAddress: "灣仔軒尼詩道 123 號地下",
        addressLocality: DISTRICT[language],
        addressRegion: REGION[language],
        addressCountry: "HK",
      },
      geo: { "@type": "GeoCoordinates", latitude: 22.2776, longitude: 114.1752 },
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4, reviewCount: 1 },
    });
    expect(ld.description).toBe(EXCERPT[language]);
    expect(ld.openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"].map(
          (day) => `https://schema.org/${day}`,
        ),
        opens: "07:00",
        closes: "23:00",
      },
    ]);
    // The page itself: title, district, the review, the way to the app.
    expect(res.body).toContain(`<title>${TITLE[language]} | Tablestart</title>`);
    expect(res.body).toContain(`>${TITLE[language]}</h1>`);
    expect(res.body).toContain(html("奶茶好飲。"));
    expect(res.body).toContain(`href="${placeAppPath(language, ids.published)}"`);
    expect(res.body).toMatch(new RegExp(`<html[^>]*lang="${language === "en" ? "en" : "zh-"}`));
  });

  it("gives each language's page its canonical URL, the three alternates and x-default", async () => {
    for (const language of LANGUAGES) {
      const res = await get(placePagePath(language, ids.published));
      const id = ids.published;
      expect(res.body).toContain(
        `<link rel="canonical" href="${SITE}${placePagePath(language, id)}"/>`,
      );
      expect(res.body).toContain(
        `<link rel="alternate" hrefLang="zh-Hant-HK" href="${SITE}/places/${id}/"/>`,
      );
      expect(res.body).toContain(
        `<link rel="alternate" hrefLang="zh-Hans" href="${SITE}/zh/places/${id}/"/>`,
      );
      expect(res.body).toContain(
        `<link rel="alternate" hrefLang="en" href="${SITE}/en/places/${id}/"/>`,
      );
      expect(res.body).toContain(
        `<link rel="alternate" hrefLang="x-default" href="${SITE}/places/${id}/"/>`,
      );
      expect(res.body).toContain('<meta name="robots" content="index, follow"/>');
      expect(res.body).toContain(
        `<meta property="og:url" content="${SITE}${placePagePath(language, id)}"/>`,
      );
      expect(res.body).toContain('<meta name="twitter:card" content="summary_large_image"/>');
      // The language links lead to the same place.
      for (const other of LANGUAGES.filter((one) => one !== language)) {
        expect(res.body).toContain(`href="${placePagePath(other, id)}"`);
      }
    }
  });

  it("allows exactly the page's own scripts, and keeps the JSON-LD a data block", async () => {
    // Kept for every visitor (decision 053): its policy names each inline script by hash.
    const res = await get(placePagePath("tc", ids.published));
    const scriptSrc = /script-src ([^;]*)/.exec(String(res.headers["content-security-policy"]));
    const allowed = scriptSrc?.[1]?.split(" ") ?? [];
    expect(allowed.some((source) => source.startsWith("'nonce-"))).toBe(false);
    expect(allowed).not.toContain("'unsafe-inline'");
    const scripts = [...res.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(1);
    for (const [, attributes = "", text = ""] of scripts) {
      if (attributes.includes('type="application/ld+json"') || !text) continue;
      const hash = createHash("sha256").update(text, "utf8").digest("base64");
      expect(allowed).toContain(`'sha256-${hash}'`);
    }
    // The excerpt's closing tag stayed inside the JSON as escaped text.
    expect(res.body).not.toContain("<script>alert(1)</script>");
  });

  it("names a bar a BarOrPub with its overnight hours as they are", async () => {
    const ld = jsonLdOf((await get(placePagePath("en", ids.bar))).body);
    expect(ld["@type"]).toBe("BarOrPub");
    expect(ld.openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["https://schema.org/Friday", "https://schema.org/Saturday"],
        opens: "18:00",
        closes: "02:00",
      },
    ]);
    // No reviews: no rating for search engines to show.
    expect(ld.aggregateRating).toBeUndefined();
  });

  it("answers 404 with the site's not-found page for pending, draft and unknown places", async () => {
    for (const url of [
      placePagePath("tc", ids.pending),
      placePagePath("en", ids.pending),
      placePagePath("sc", ids.draft),
      placePagePath("tc", 999_999),
      "/places/abc/",
      "/en/places/0/",
      "/places/99999999999/",
    ]) {
      const res = await get(url);
      expect(statusOf(res), url).toBe(404);
      expect(res.body).toContain('<meta name="robots" content="noindex, follow"/>');
      expect(res.body).not.toContain("application/ld+json");
      expect(res.body).not.toContain("秘密新店");
      expect(res.body).not.toContain("草稿小店");
    }
  });

  it("sends a path without its trailing slash to the canonical one", async () => {
    const res = await get(`/en/places/${ids.published}`);
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(`/en/places/${ids.published}/`);
  });

  it("shows nothing of the reviewers but their names", async () => {
    const res = await get(placePagePath("tc", ids.published));
    expect(res.body).toContain("陳小姐");
    expect(res.body).not.toContain("reviewer-secret@example.test");
  });

  it("shows a changed title on the page at once", async () => {
    const path = placePagePath("en", ids.published);
    expect((await get(path)).body).toContain("<title>灣仔茶餐廳 | Tablestart</title>");
    // As a listing's save does: the row and the directory's version in one transaction, then
    // this process's cache told.
    const rename = async (title: string) => {
      await t.database.db.transaction(async (tx) => {
        await tx
          .update(places)
          .set({ title, updatedAt: new Date() })
          .where(eq(places.id, ids.published));
        await bumpContentVersion(tx);
      });
      await t.app.contentVersions.changed();
    };
    await rename("Wan Chai Café");
    const res = await get(path);
    expect(res.body).toContain("<title>Wan Chai Café | Tablestart</title>");
    expect(res.body).toContain(">Wan Chai Café</h1>");
    expect(jsonLdOf(res.body).name).toBe("Wan Chai Café");
    await rename("灣仔茶餐廳");
  });

  it("carries a Book link to the app's form, for everyone, only while the place takes bookings", async () => {
    const book = (language: Language) => `href="${placeBookPath(language, ids.published)}"`;
    const setStyle = async (style: "table" | null) => {
      await t.database.db.transaction(async (tx) => {
        await tx
          .update(places)
          .set({ bookingStyle: style, updatedAt: new Date() })
          .where(eq(places.id, ids.published));
        await bumpContentVersion(tx);
      });
      await t.app.contentVersions.changed();
    };
    expect((await get(placePagePath("tc", ids.published))).body).not.toContain(book("tc"));
    await setStyle("table");
    for (const language of LANGUAGES) {
      const res = await get(placePagePath(language, ids.published));
      expect(res.body).toContain(book(language));
      expect(res.body).toContain(`>${html(MESSAGES[language]["placePage.book"])}</a>`);
    }
    // The English page's goes through /en/app/…, which opens the app in English.
    expect(placeBookPath("en", ids.published)).toBe(`/en/app/places/${ids.published}/book`);
    await setStyle(null);
    expect((await get(placePagePath("tc", ids.published))).body).not.toContain(book("tc"));
  });

  it("lists published places in the sitemap in three languages with alternates, never pending ones", async () => {
    const res = await get("/sitemap.xml");
    expect(res.statusCode).toBe(200);
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    for (const id of [ids.published, ids.bar]) {
      for (const language of LANGUAGES) {
        expect(locs).toContain(`${SITE}${placePagePath(language, id)}`);
      }
    }
    for (const id of [ids.pending, ids.draft]) {
      expect(res.body).not.toContain(`/places/${id}/`);
    }
    const entry = res.body
      .split("</url>")
      .find((url) => url.includes(`<loc>${SITE}/en/places/${ids.bar}/</loc>`));
    expect(entry).toContain(`hreflang="zh-Hant-HK" href="${SITE}/places/${ids.bar}/"`);
    expect(entry).toContain(`hreflang="x-default" href="${SITE}/places/${ids.bar}/"`);
    expect(entry).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T/);
  });
});
