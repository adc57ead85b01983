import { expect } from "vitest";
import type { Db } from "../../src/db/database.ts";
import { places, placeTerms, reviews, terms } from "../../src/db/schema.ts";
import { refreshPlaceRating } from "../../src/server/api/reviews/place-rating.ts";
import { createUser } from "../support/accounts.ts";
import { startTestApp } from "../support/test-app.ts";

/**
 * What the place-page suites read: four places of a directory, the site's origin, a web app on
 * a fresh database, and the page's HTML text and JSON-LD as a visitor and a search engine see them.
 */

export const SITE = "http://localhost:3000";

/** Text as React writes it into HTML. */
export const html = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");

export const localised = (tc: string, sc: string, en: string) => ({ tc, sc, en });

export const startWebApp = (kind: "pglite" | "postgres") =>
  startTestApp(kind, { SITE_URL: SITE }, { web: true });

export interface Fixture {
  published: number;
  bar: number;
  pending: number;
  draft: number;
}

/** A district under Hong Kong Island, a food and a bar category, a feature, and four places. */
export async function insertDirectory(db: Db): Promise<Fixture> {
  const term = async (values: typeof terms.$inferInsert) => {
    const [row] = await db.insert(terms).values(values).returning();
    if (!row) throw new Error("no term");
    return row.id;
  };
  const country = await term({
    taxonomy: "location",
    slug: "hong-kong",
    name: localised("香港", "香港", "Hong Kong"),
  });
  const island = await term({
    taxonomy: "location",
    slug: "hong-kong-island",
    parentId: country,
    name: localised("香港島", "香港岛", "Hong Kong Island"),
  });
  const wanChai = await term({
    taxonomy: "location",
    slug: "wan-chai",
    parentId: island,
    name: localised("灣仔", "湾仔", "Wan Chai"),
    latitude: 22.2772,
    longitude: 114.1747,
  });
  const restaurants = await term({
    taxonomy: "category",
    slug: "restaurants",
    name: localised("餐廳", "餐厅", "Restaurants"),
  });
  const bars = await term({
    taxonomy: "category",
    slug: "bars",
    name: localised("酒吧", "酒吧", "Bars"),
  });
  const wifi = await term({
    taxonomy: "feature",
    slug: "wifi",
    name: localised("免費 Wi-Fi", "免费 Wi-Fi", "Free Wi-Fi"),
  });
  const owner = await createUser(db, { username: "owner" });
  const reviewer = await createUser(db, {
    username: "reviewer",
    displayName: "陳小姐",
    email: "reviewer-secret@example.test",
  });

  const place = async (values: Partial<typeof places.$inferInsert>, termIds: number[]) => {
    const [row] = await db
      .insert(places)
      .values({ authorId: owner.id, slug: "place", title: "place", locationId: wanChai, ...values })
      .returning();
    if (!row) throw new Error("no place");
    if (termIds.length) {
      await db
        .insert(placeTerms)
        .values(termIds.map((termId, position) => ({ placeId: row.id, termId, position })));
    }
    return row.id;
  };
  const published = await place(
    {
      status: "publish",
      slug: "wan-chai-cafe",
      title: "灣仔茶餐廳",
      // A closing tag in a place's text must not end the JSON-LD element.
      excerpt: "奶茶 & 菠蘿油 </script><script>alert(1)</script>",
      content: "老字號茶餐廳。\n\n早餐、午餐及下午茶。",
      address: "灣仔軒尼詩道 123 號地下",
      phone: "2812 3456",
      whatsapp: "9123 4567",
      website: "https://cafe.example.hk/",
      priceMinCents: 5_000,
      priceMaxCents: 12_000,
      latitude: 22.2776,
      longitude: 114.1752,
      openingHours: {
        weekly: {
          mon: [{ start: "07:00", end: "23:00" }],
          tue: [{ start: "07:00", end: "23:00" }],
          wed: [{ start: "07:00", end: "23:00" }],
          thu: [{ start: "07:00", end: "23:00" }],
          fri: [{ start: "07:00", end: "23:00" }],
          sat: [{ start: "07:00", end: "23:00" }],
        },
      },
    },
    [restaurants, wifi],
  );
  const bar = await place(
    {
      status: "publish",
      slug: "night-bar",
      title: "Night Bar",
      openingHours: {
        weekly: {
          fri: [{ start: "18:00", end: "02:00" }],
          sat: [{ start: "18:00", end: "02:00" }],
        },
      },
    },
    [bars],
  );
  const pending = await place({ status: "pending", slug: "secret", title: "秘密新店" }, [
    restaurants,
  ]);
  const draft = await place({ status: "draft", slug: "draft", title: "草稿小店" }, []);
  await db
    .insert(reviews)
    .values({ placeId: published, userId: reviewer.id, rating: 4, content: "奶茶好飲。" });
  await refreshPlaceRating(db, published);
  return { published, bar, pending, draft };
}

/** The page's JSON-LD, read as a search engine would: the text of its data block. */
export function jsonLdOf(body: string): Record<string, unknown> {
  const blocks = [...body.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)];
  expect(blocks).toHaveLength(1);
  return JSON.parse(blocks[0]?.[1] ?? "null");
}
