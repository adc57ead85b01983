import { eq } from "drizzle-orm";
import type { Db } from "../../src/db/database.ts";
import {
  type Localised,
  places,
  placeTerms,
  reviews,
  type Taxonomy,
  terms,
} from "../../src/db/schema.ts";
import { placeSearchText } from "../../src/server/api/places/place-search-text.ts";
import { refreshPlaceRating } from "../../src/server/api/reviews/place-rating.ts";
import type { BookingSettings } from "../../src/shared/listings/booking-settings.ts";
import { HK_LOCATIONS } from "../../src/shared/places/hk-locations.ts";

export type TestTerms = Awaited<ReturnType<typeof createTerms>>;

const name = (tc: string, sc: string, en: string): Localised => ({ tc, sc, en });

/** The location tree and a few categories, features and tags, as the seed would make them. */
export async function createTerms(db: Db) {
  const locations = new Map<string, number>();
  for (const [position, location] of HK_LOCATIONS.entries()) {
    const [row] = await db
      .insert(terms)
      .values({
        taxonomy: "location",
        slug: location.slug,
        parentId: location.parent ? locations.get(location.parent) : null,
        name: location.name,
        latitude: location.latitude,
        longitude: location.longitude,
        position,
      })
      .returning();
    locations.set(location.slug, row!.id);
  }
  const add = async (taxonomy: Taxonomy, slug: string, localised: Localised, position: number) => {
    const [row] = await db
      .insert(terms)
      .values({ taxonomy, slug, name: localised, position, icon: "fas fa-star", color: "#407cb9" })
      .returning();
    return row!.id;
  };
  return {
    location: (slug: string) => {
      const id = locations.get(slug);
      if (!id) throw new Error(`no location ${slug}`);
      return id;
    },
    salon: await add("category", "salon", name("髮型屋", "发型屋", "Salons"), 0),
    chaChaanTeng: await add(
      "category",
      "cha-chaan-teng",
      name("茶餐廳", "茶餐厅", "Cha chaan teng"),
      1,
    ),
    bar: await add("category", "bars", name("酒吧", "酒吧", "Bars"), 2),
    wifi: await add("feature", "wifi", name("免費 Wi-Fi", "免费 Wi-Fi", "Free Wi-Fi"), 0),
    parking: await add("feature", "parking", name("泊車", "泊车", "Parking"), 1),
    lateNight: await add("tag", "late-night", name("宵夜", "宵夜", "宵夜"), 0),
    brunch: await add("tag", "brunch", name("brunch", "brunch", "brunch"), 1),
  };
}

/** Hours from `start` to `end` on every day of the week. */
export const everyDay = (start: string, end: string) => ({
  weekly: Object.fromEntries(
    ["mon", "tue", "wed", "thu", "fri", "sat", "sun"].map((day) => [day, [{ start, end }]]),
  ),
});

/** Open every day 09:00–22:00: a place that takes bookings whenever a test books. */
export const OPEN_ALL_DAY = everyDay("09:00", "22:00");

export interface TestPlace {
  authorId: number;
  title: string;
  locationSlug: string;
  termIds: number[];
  status?: "publish" | "pending" | "draft" | "trash";
  content?: string;
  address?: string;
  latitude?: number;
  longitude?: number;
  priceMinCents?: number;
  priceMaxCents?: number;
  openingHours?: typeof places.$inferInsert.openingHours;
  createdAt?: Date;
}

/** A place with its terms and search text, as `place/save` and the seed write them. */
export async function createPlace(db: Db, testTerms: TestTerms, values: TestPlace) {
  const locationId = testTerms.location(values.locationSlug);
  const allTerms = await db.select().from(terms);
  const byId = new Map(allTerms.map((term) => [term.id, term]));
  const chain: Localised[] = [];
  for (let id: number | null = locationId; id !== null; ) {
    const term = byId.get(id);
    if (!term) break;
    chain.push(term.name);
    id = term.parentId;
  }
  const [place] = await db
    .insert(places)
    .values({
      authorId: values.authorId,
      status: values.status ?? "publish",
      slug: values.title.toLowerCase().replace(/\W+/g, "-"),
      title: values.title,
      content: values.content ?? "",
      address: values.address ?? "",
      latitude: values.latitude ?? null,
      longitude: values.longitude ?? null,
      priceMinCents: values.priceMinCents ?? null,
      priceMaxCents: values.priceMaxCents ?? null,
      locationId,
      openingHours: values.openingHours ?? { weekly: {} },
      createdAt: values.createdAt ?? new Date(),
      searchText: placeSearchText({
        title: values.title,
        content: values.content ?? "",
        address: values.address ?? "",
        termNames: [...values.termIds.map((id) => byId.get(id)!.name), ...chain],
      }),
    })
    .returning();
  if (values.termIds.length) {
    await db
      .insert(placeTerms)
      .values(values.termIds.map((termId, position) => ({ placeId: place!.id, termId, position })));
  }
  return place!;
}

export async function addReview(
  db: Db,
  placeId: number,
  userId: number,
  rating: number,
  content = "好",
) {
  await db.insert(reviews).values({ placeId, userId, rating, content });
  await refreshPlaceRating(db, placeId);
}

export const findPlace = async (db: Db, id: number) =>
  (await db.select().from(places).where(eq(places.id, id)))[0];

/**
 * A published salon of `authorId` in Wan Chai, open every day as `openingHours` says
 * (`OPEN_ALL_DAY` unless given), that takes bookings as `values` set them.
 */
export async function createBookablePlace(
  db: Db,
  testTerms: TestTerms,
  authorId: number,
  title: string,
  values: Partial<typeof places.$inferInsert>,
) {
  const place = await createPlace(db, testTerms, {
    authorId,
    title,
    locationSlug: "wan-chai",
    termIds: [testTerms.salon],
    openingHours: values.openingHours ?? OPEN_ALL_DAY,
  });
  if (Object.keys(values).length) {
    await db.update(places).set(values).where(eq(places.id, place.id));
  }
  return place.id;
}

/**
 * A restaurant that takes tables, in Wan Chai, for the booking suites: two-hour sittings, tables
 * T1, T2… of the given seats, free unless `priceCents` and `settings` say otherwise.
 */
export async function tableRestaurant(
  db: Db,
  testTerms: TestTerms,
  values: {
    authorId: number;
    title: string;
    tables: readonly number[];
    closesAt?: string;
    priceCents?: number;
    settings?: BookingSettings;
  },
) {
  const place = await createPlace(db, testTerms, {
    authorId: values.authorId,
    title: values.title,
    locationSlug: "wan-chai",
    termIds: [testTerms.salon],
    openingHours: everyDay("11:00", values.closesAt ?? "22:00"),
  });
  await db
    .update(places)
    .set({
      bookingStyle: "table",
      bookingPriceCents: values.priceCents ?? 0,
      bookingSettings: {
        tables: values.tables.map((seats, n) => ({ name: `T${n + 1}`, seats })),
        slotMinutes: 120,
        ...values.settings,
      },
    })
    .where(eq(places.id, place.id));
  return place.id;
}
