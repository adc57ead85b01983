import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { asc, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { query } from "../../../tests/support/raw-rows.ts";
import { DATABASE_KINDS, freshDatabase } from "../../../tests/support/test-app.ts";
import type { Database } from "../../db/database.ts";
import { places, terms, users } from "../../db/schema.ts";
import { HK_DISTRICTS } from "../../shared/places/hk-locations.ts";
import {
  HK_NEIGHBOURHOODS,
  nearestNeighbourhood,
  neighbourhoodBySlug,
} from "../../shared/places/hk-neighbourhoods.ts";
import { isOpenAt } from "../../shared/places/opening-hours.ts";
import { validateOpeningHours } from "../../shared/places/opening-hours-validation.ts";
import { foldForSearch } from "../search/search-folding.ts";
import { LocalMediaStorage } from "../services/media-storage/local-media-storage.ts";
import { seedDemoData } from "./seed.ts";
import { FIXED_DEMO_PLACES } from "./seed-directory.ts";

describe.each(DATABASE_KINDS)("the demo directory on %s", (kind) => {
  let database: Database;
  let uploadsRoot: string;
  const log: string[] = [];

  beforeAll(async () => {
    database = await freshDatabase(kind);
    uploadsRoot = await mkdtemp(path.join(tmpdir(), "tablestart-seed-"));
    await seedDemoData(database.db, (message) => log.push(message), {
      storage: new LocalMediaStorage(uploadsRoot),
    });
  });
  afterAll(async () => {
    await database?.close();
    await rm(uploadsRoot, { recursive: true, force: true });
  });
  it("has the locations, at least 10 categories with salon first, features and tags", async () => {
    const rows = await database.db.select().from(terms).orderBy(asc(terms.position), asc(terms.id));
    const of = (taxonomy: string) => rows.filter((term) => term.taxonomy === taxonomy);
    const categories = of("category");
    expect(categories.length).toBeGreaterThanOrEqual(10);
    expect(categories[0]).toMatchObject({ slug: "salon", position: 0 });
    for (const category of categories) {
      expect(category.icon).toMatch(/^fa[srb]? fa-/);
      expect(category.color).toMatch(/^#[0-9A-F]{6}$/i);
      expect(category.imageMediaId).not.toBeNull();
      expect(category.name.tc && category.name.sc && category.name.en).toBeTruthy();
    }
    expect(of("feature").length).toBeGreaterThanOrEqual(8);
    expect(of("tag").length).toBeGreaterThanOrEqual(24);
    const locations = of("location");
    expect(locations).toHaveLength(1 + 3 + 18 + HK_NEIGHBOURHOODS.length);
    const bySlug = new Map(locations.map((term) => [term.slug, term]));
    const country = bySlug.get("hong-kong")!;
    for (const district of HK_DISTRICTS) {
      const term = bySlug.get(district.slug)!;
      const region = bySlug.get(district.parent!)!;
      expect(term.parentId).toBe(region.id);
      expect(region.parentId).toBe(country.id);
      expect(term.latitude).toBe(district.latitude);
    }
    // Every neighbourhood of the gazetteer, below its district, with its names and centre.
    for (const neighbourhood of HK_NEIGHBOURHOODS) {
      const term = bySlug.get(neighbourhood.slug)!;
      expect(term, neighbourhood.slug).toBeDefined();
      expect(term.parentId).toBe(bySlug.get(neighbourhood.district)!.id);
      expect(term.name).toEqual(neighbourhood.name);
      expect([term.latitude, term.longitude]).toEqual(neighbourhood.centre);
    }
  });

  it("puts each place in the neighbourhood of its district nearest to it, or in the district", async () => {
    const rows = await query<{
      title: string;
      address: string;
      latitude: number;
      longitude: number;
      location: string;
      parent: string;
    }>(
      database,
      sql`
      select p.title, p.address, p.latitude, p.longitude, l.slug as location, d.slug as parent
      from places p join terms l on l.id = p.location_id join terms d on d.id = l.parent_id`,
    );
    let inNeighbourhoods = 0;
    for (const row of rows) {
      const neighbourhood = neighbourhoodBySlug(row.location);
      const district = neighbourhood ? neighbourhood.district : row.location;
      const nearest = nearestNeighbourhood(district, [row.latitude, row.longitude]);
      expect(nearest?.slug ?? district, row.title).toBe(row.location);
      if (neighbourhood) {
        inNeighbourhoods++;
        expect(row.parent).toBe(neighbourhood.district);
      }
    }
    // Every demo street is in a neighbourhood of the gazetteer.
    expect(inNeighbourhoods).toBe(rows.length);
    const titlesIn = (slug: string) =>
      rows.filter((row) => row.location === slug).map((row) => row.title);
    expect(titlesIn("lan-kwai-fong")).toContain(FIXED_DEMO_PLACES.nightOwl);
    for (const slug of ["causeway-bay", "mong-kok", "tsim-sha-tsui", "central"]) {
      expect(titlesIn(slug).length, slug).toBeGreaterThan(0);
    }
  });

  it("spreads about 120 places over all 18 districts and at least 10 categories", async () => {
    const rows = await database.db.select().from(places);
    expect(rows.length).toBeGreaterThanOrEqual(120);
    // A place in a neighbourhood is in the neighbourhood's district too.
    const locations = await database.db.select().from(terms).where(eq(terms.taxonomy, "location"));
    const neighbourhoodIds = new Set(
      locations.filter((term) => neighbourhoodBySlug(term.slug)).map((term) => term.id),
    );
    const parentOf = new Map(locations.map((term) => [term.id, term.parentId]));
    const districtIds = new Set(
      rows.map((place) =>
        neighbourhoodIds.has(place.locationId!)
          ? parentOf.get(place.locationId!)
          : place.locationId,
      ),
    );
    const districts = await database.db
      .select({ id: terms.id })
      .from(terms)
      .where(
        inArray(
          terms.slug,
          HK_DISTRICTS.map((district) => district.slug),
        ),
      );
    expect(districts.every((district) => districtIds.has(district.id))).toBe(true);
    const categoriesUsed = await query<{ n: number }>(
      database,
      sql`
      select count(distinct pt.term_id)::int as n from place_terms pt
      join terms t on t.id = pt.term_id and t.taxonomy = 'category'`,
    );
    expect(categoriesUsed[0]!.n).toBeGreaterThanOrEqual(10);
    const statuses = rows.map((place) => place.status);
    // The end-to-end map test counts the published places on the whole map.
    expect(statuses.filter((status) => status === "publish")).toHaveLength(115);
    expect(statuses.filter((status) => status === "draft")).toHaveLength(1);
    for (const place of rows) {
      expect(place.phone).toMatch(/^\+852 [23]\d{3} \d{4}$/);
      expect(place.zipCode).toBe("");
      expect(place.priceMinCents! % 100).toBe(0);
      expect(place.priceMinCents!).toBeLessThanOrEqual(place.priceMaxCents!);
      expect(validateOpeningHours(place.openingHours)).toEqual([]);
      expect(place.imageMediaId).not.toBeNull();
    }
    expect(rows.some((place) => place.openingHours.holidays?.length === 0)).toBe(true);
    expect(rows.filter((place) => place.openingHours.exceptions?.length).length).toBe(2);
  });

  it("has the places the end-to-end tests look for", async () => {
    const byTitle = async (title: string) => {
      const [row] = await database.db
        .select({
          place: places,
          neighbourhood: terms.slug,
          location: sql<string>`(select d.slug from terms d where d.id = ${terms.parentId})`,
          owner: users.username,
        })
        .from(places)
        .innerJoin(terms, eq(terms.id, places.locationId))
        .innerJoin(users, eq(users.id, places.authorId))
        .where(eq(places.title, title));
      return row!;
    };
    const diner = await byTitle(FIXED_DEMO_PLACES.chaChaanTeng);
    // The fixed places keep their districts, in the neighbourhoods of their streets.
    expect(diner).toMatchObject({
      location: "wan-chai",
      neighbourhood: "wan-chai-area",
      owner: "demo-author",
    });
    expect(diner.place.status).toBe("publish");
    expect(diner.place.ratingCount).toBeGreaterThan(0);
    expect(diner.place.searchText).toContain(foldForSearch("茶餐廳"));

    const bar = await byTitle(FIXED_DEMO_PLACES.nightOwl);
    expect(bar).toMatchObject({ location: "central-and-western", neighbourhood: "lan-kwai-fong" });
    expect(bar.place.searchText).toContain(foldForSearch("蘭桂坊"));
    expect(bar.place.searchText).toContain(foldForSearch("LKF"));
    expect(Object.values(bar.place.openingHours.weekly)).toEqual(
      Array(7).fill([{ start: "18:00", end: "02:00" }]),
    );
    // 01:30 on a Saturday in Hong Kong belongs to Friday's night.
    expect(isOpenAt(bar.place.openingHours, new Date("2026-11-27T17:30:00Z"))).toBe(true);

    const salon = await byTitle(FIXED_DEMO_PLACES.salon);
    expect(salon).toMatchObject({ location: "yau-tsim-mong", neighbourhood: "mong-kok" });
    for (const { place } of [diner, bar, salon]) {
      expect(place.whatsapp).toMatch(/^\+852 [569]\d{3} \d{4}$/);
      expect(place.email).toMatch(/@/);
    }
    expect(salon.place.searchText).toContain(foldForSearch("髮型屋"));
  });

  it("names and describes every place in Traditional Chinese and in English", async () => {
    const rows = await database.db.select().from(places);
    const cjk = /[\u3400-\u9fff]/;
    for (const place of rows) {
      expect(place.content, place.title).toMatch(cjk);
      expect(place.excerpt, place.title).toMatch(cjk);
      expect(place.content.startsWith(place.excerpt), place.title).toBe(true);
      expect(place.titleEn, place.title).toMatch(/^[A-Z0-9]/);
      expect(place.contentEn, place.title).toMatch(/^[A-Z0-9].{30,}\.$/);
      expect(place.titleEn + place.contentEn, place.title).not.toMatch(cjk);
      expect(place.contentEn, place.title).not.toMatch(/\{name\}|\{area\}/);
      // Either name finds the place.
      expect(place.searchText).toContain(foldForSearch(place.title));
      expect(place.searchText).toContain(foldForSearch(place.titleEn));
      expect(place.searchText).toContain(foldForSearch(place.contentEn));
    }
    const byTitle = new Map(rows.map((place) => [place.title, place]));
    // A mixed sign keeps its English words; a Chinese one gets a name the shop goes by.
    expect(byTitle.get(FIXED_DEMO_PLACES.fpsRestaurant)!.titleEn).toBe("Casa Verde");
    expect(byTitle.get(FIXED_DEMO_PLACES.nightOwl)!.titleEn).toBe("Lan Kwai Fong Night Owl");
    expect(byTitle.get("粵味軒")!.titleEn).toBe("Yue Mei Hin Cantonese Kitchen");
    expect(byTitle.get("Olive & Thyme")!.titleEn).toBe("Olive & Thyme");
    // The English description speaks of the place by its English name and English area.
    const salon = byTitle.get(FIXED_DEMO_PLACES.salon)!;
    expect(salon.contentEn).toContain("Sing Kwong Hair Salon is in Mong Kok;");
    expect(salon.content).toContain("星光髮型屋位於旺角");
  });

  it("keeps the seeded addresses, prices and phones of the places (the tests rely on them)", async () => {
    const rows = await database.db
      .select({
        title: places.title,
        address: places.address,
        priceMinCents: places.priceMinCents,
        priceMaxCents: places.priceMaxCents,
        phone: places.phone,
      })
      .from(places)
      .where(
        inArray(places.title, [
          FIXED_DEMO_PLACES.salon,
          FIXED_DEMO_PLACES.fpsRestaurant,
          FIXED_DEMO_PLACES.nightOwl,
          "Hair Culture 髮藝館",
        ]),
      )
      .orderBy(asc(places.id));
    expect(rows).toEqual([
      {
        title: "星光髮型屋",
        address: "旺角西洋菜南街180號地下A舖",
        priceMinCents: 37_000,
        priceMaxCents: 86_000,
        phone: "+852 3179 5484",
      },
      {
        title: "Hair Culture 髮藝館",
        address: "3/F, 60 Fung Tak Road, Diamond Hill",
        priceMinCents: 13_000,
        priceMaxCents: 65_000,
        phone: "+852 2224 2139",
      },
      {
        title: "Casa Verde 綠屋",
        address: "觀塘協和街44號2樓",
        priceMinCents: 28_000,
        priceMaxCents: 54_000,
        phone: "+852 2653 8539",
      },
      {
        title: "Lan Kwai Fong Night Owl 夜貓酒吧",
        address: "2/F, 262 D'Aguilar Street, Central",
        priceMinCents: 14_000,
        priceMaxCents: 25_000,
        phone: "+852 3948 7375",
      },
    ]);
  });
});
