import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { query } from "../../../tests/support/raw-rows.ts";
import { DATABASE_KINDS, freshDatabase } from "../../../tests/support/test-app.ts";
import type { Database } from "../../db/database.ts";
import {
  bookings,
  media,
  placeGallery,
  places,
  placeTerms,
  reviews,
  terms,
  users,
  wishlistEntries,
} from "../../db/schema.ts";
import { addDays } from "../../shared/bookings/availability.ts";
import { bookingSettingsSchema } from "../../shared/listings/booking-settings.ts";
import { parseFpsProxy } from "../../shared/payments/fps-qr.ts";
import { neighbourhoodBySlug } from "../../shared/places/hk-neighbourhoods.ts";
import { hongKongDate } from "../../shared/places/hong-kong-clock.ts";
import { validateOpeningHours } from "../../shared/places/opening-hours-validation.ts";
import { foldForSearch } from "../search/search-folding.ts";
import { LocalMediaStorage } from "../services/media-storage/local-media-storage.ts";
import { generatePlaces } from "./generate-places.ts";
import { seedDemoData } from "./seed.ts";
import { FIXED_DEMO_PLACES } from "./seed-directory.ts";

/** What makes a demo place the same on every fresh database (ids and instants aside). */
async function placeFingerprints(database: Database) {
  return database.db
    .select({
      title: places.title,
      slug: places.slug,
      status: places.status,
      address: places.address,
      latitude: places.latitude,
      longitude: places.longitude,
      weekly: sql`${places.openingHours}->'weekly'`,
      ratingStars: places.ratingStars,
      searchText: places.searchText,
    })
    .from(places)
    .orderBy(asc(places.id));
}

/** Every place whose stored rating differs from a recount of its reviews. */
async function ratingsOutOfStep(database: Database) {
  return query<{ id: number }>(
    database,
    sql`
    select p.id from places p
    left join lateral (
      select count(*)::int as n, coalesce(avg(r.rating), 0)::real as avg,
        array[
          count(*) filter (where r.rating = 1)::int, count(*) filter (where r.rating = 2)::int,
          count(*) filter (where r.rating = 3)::int, count(*) filter (where r.rating = 4)::int,
          count(*) filter (where r.rating = 5)::int
        ] as stars
      from reviews r where r.place_id = p.id
    ) s on true
    where p.rating_count <> s.n or abs(p.rating_avg - s.avg) > 0.0001 or p.rating_stars <> s.stars`,
  );
}
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
  it("folds every place's category, neighbourhood, district, region and country into its search text", async () => {
    const rows = await query<{ search_text: string; names: string[]; location: string }>(
      database,
      sql`
      select p.search_text, l.slug as location,
        array_agg(t.name->>'tc') || array_agg(t.name->>'sc') || array_agg(t.name->>'en')
          || array[l.name->>'tc', l.name->>'sc', l.name->>'en', d.name->>'tc', d.name->>'sc',
            d.name->>'en', r.name->>'tc', c.name->>'en'] as names
      from places p
      join place_terms pt on pt.place_id = p.id
      join terms t on t.id = pt.term_id
      join terms l on l.id = p.location_id
      join terms d on d.id = l.parent_id
      join terms r on r.id = d.parent_id
      join terms c on c.id = r.parent_id
      group by p.id, l.id, d.id, r.id, c.id`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(120);
    for (const row of rows) {
      for (const name of row.names) expect(row.search_text).toContain(foldForSearch(name));
      // And the short names people type for the neighbourhood: TST, LKF, CWB.
      for (const alias of neighbourhoodBySlug(row.location)!.aliases) {
        expect(row.search_text).toContain(foldForSearch(alias));
      }
    }
  });

  it("keeps each place's rating in step with its reviews, one review per user and place", async () => {
    expect(await ratingsOutOfStep(database)).toEqual([]);
    const [counts] = await query<{ n: number; max: number }>(
      database,
      sql`
      select count(*)::int as n, max(per_place)::int as max
      from (select count(*) as per_place from reviews group by place_id) x`,
    );
    expect(counts!.n).toBeGreaterThan(80);
    expect(counts!.max).toBeLessThanOrEqual(9);
    const unpublishedReviewed = await query(
      database,
      sql`
      select 1 from reviews r join places p on p.id = r.place_id where p.status <> 'publish'`,
    );
    expect(unpublishedReviewed).toEqual([]);
  });

  it("gives the demo customer two reviews and three saved places, demo-author pending ones", async () => {
    const [customer] = await database.db
      .select()
      .from(users)
      .where(eq(users.username, "demo-customer"));
    expect(
      await database.db.select().from(reviews).where(eq(reviews.userId, customer!.id)),
    ).toHaveLength(2);
    expect(
      await database.db
        .select()
        .from(wishlistEntries)
        .where(eq(wishlistEntries.userId, customer!.id)),
    ).toHaveLength(3);
    const authored = await query<{ status: string; n: number }>(
      database,
      sql`
      select p.status, count(*)::int as n from places p join users u on u.id = p.author_id
      where u.username = 'demo-author' group by p.status`,
    );
    const byStatus = Object.fromEntries(authored.map((row) => [row.status, row.n]));
    expect(byStatus.pending).toBeGreaterThanOrEqual(2);
    expect(byStatus.publish).toBeGreaterThanOrEqual(3);
    const demoPeople = await database.db
      .select({ passwordHash: users.passwordHash, email: users.email })
      .from(users)
      .where(sql`${users.username} not like 'demo-%'`);
    expect(demoPeople.length).toBeGreaterThanOrEqual(18);
    for (const person of demoPeople) {
      expect(person.passwordHash).toBeNull();
      expect(person.email).toMatch(/@example\.com$/);
    }
  });

  it("stores each picture in three sizes on disk and galleries of 2 to 5", async () => {
    const rows = await database.db.select().from(media);
    expect(rows.length).toBeGreaterThanOrEqual(24);
    for (const row of rows) {
      for (const size of ["thumbnail", "medium", "full"] as const) {
        expect(existsSync(path.join(uploadsRoot, row.directory, row.sizes[size].file))).toBe(true);
      }
      expect(row.sizes.thumbnail).toMatchObject({ width: 150, height: 150 });
    }
    const galleries = await query<{ n: number; cover_first: boolean }>(
      database,
      sql`
      select count(*)::int as n,
        bool_or(g.position = 0 and g.media_id = p.image_media_id) as cover_first
      from place_gallery g join places p on p.id = g.place_id group by p.id`,
    );
    for (const gallery of galleries) {
      expect(gallery.n).toBeGreaterThanOrEqual(2);
      expect(gallery.n).toBeLessThanOrEqual(5);
      expect(gallery.cover_first).toBe(true);
    }
  });

  it("takes bookings in all five styles, with requests waiting for the demo author", async () => {
    const styles = await database.db
      .selectDistinct({ style: places.bookingStyle })
      .from(places)
      .where(sql`${places.bookingStyle} is not null`);
    expect(styles.map((row) => row.style).sort()).toEqual([
      "daily",
      "hourly",
      "slot",
      "standard",
      "table",
    ]);
    const salon = await database.db
      .select({ style: places.bookingStyle })
      .from(places)
      .where(eq(places.title, FIXED_DEMO_PLACES.salon));
    expect(salon[0]!.style).toBe("slot");
    const [author] = await database.db
      .select()
      .from(users)
      .where(eq(users.username, "demo-author"));
    const [customer] = await database.db
      .select()
      .from(users)
      .where(eq(users.username, "demo-customer"));
    const received = await database.db
      .select()
      .from(bookings)
      .where(eq(bookings.ownerId, author!.id));
    expect(
      received.filter((booking) => booking.status === "pending").length,
    ).toBeGreaterThanOrEqual(3);
    const own = await database.db
      .select()
      .from(bookings)
      .where(eq(bookings.customerId, customer!.id));
    expect(new Set(own.map((booking) => booking.status))).toEqual(
      new Set(["pending", "publish", "canceled", "completed"]),
    );
    // Yesterday at the author's desk: a party that came, and one still to be marked.
    const yesterday = addDays(hongKongDate(new Date()), -1);
    const atDesk = received.filter((booking) => booking.startDate === yesterday);
    expect(atDesk.some((one) => one.status === "completed" && one.visit === "arrived")).toBe(true);
    expect(atDesk.some((one) => one.status === "publish" && one.visit === null)).toBe(true);
    // Nothing the rules forbid: no table is held twice at once (the constraint would have said).
    expect(log.some((line) => /made \d+ demo bookings/.test(line))).toBe(true);
    // Each style reads like its trade ([15] item 3): a salon's services and staff, a day pass
    // per person per day, a restaurant's deposit per booking; bookings of a service last as long.
    const [salonSettings] = await database.db
      .select({ settings: places.bookingSettings })
      .from(places)
      .where(eq(places.title, FIXED_DEMO_PLACES.salon));
    expect(salonSettings!.settings.services?.[0]).toMatchObject({
      minutes: 45,
      priceCents: 28_000,
    });
    expect(salonSettings!.settings.staff?.length).toBeGreaterThan(0);
    const units = await database.db
      .selectDistinct({ unit: sql<string>`${places.bookingSettings}->>'priceUnit'` })
      .from(places);
    expect(units.map((row) => row.unit)).toEqual(
      expect.arrayContaining(["per_person_per_day", "deposit_per_booking"]),
    );
    // Issue 29: one restaurant takes its deposit by transfer too, with details that reach nobody.
    const payable = await database.db
      .select({
        title: places.title,
        status: places.status,
        style: places.bookingStyle,
        priceCents: places.bookingPriceCents,
        settings: places.bookingSettings,
      })
      .from(places)
      .where(sql`${places.bookingSettings}->'payment' is not null`);
    expect(payable.map((place) => place.title)).toEqual([FIXED_DEMO_PLACES.fpsRestaurant]);
    const [fps] = payable;
    expect(fps).toMatchObject({ status: "publish", style: "table" });
    expect(fps!.priceCents).toBeGreaterThan(0);
    expect(fps!.settings.priceUnit).toBe("deposit_per_booking");
    expect(bookingSettingsSchema.parse(fps!.settings)).toEqual(fps!.settings);
    const payment = fps!.settings.payment!;
    expect(payment.methods).toContain("bank");
    expect(parseFpsProxy(payment.fps ?? "")).toEqual({ kind: "email", value: payment.fps });
    expect(payment.fps).toMatch(/@example\.com$/);
    expect(payment.accountName).toMatch(/^[A-Z ]+$/);
    const all = await database.db.select().from(bookings);
    for (const booking of all.filter((one) => one.serviceMinutes)) {
      expect(booking.endsAt!.getTime() - booking.startsAt!.getTime()).toBe(
        booking.serviceMinutes! * 60_000,
      );
    }
  });

  it("adds nothing when run again", async () => {
    const before = await placeFingerprints(database);
    const tables = [places, reviews, terms, media, users, placeGallery, placeTerms];
    const counts = async () =>
      Promise.all(tables.map(async (table) => (await database.db.select().from(table)).length));
    const countsBefore = await counts();
    const runs = log.length;
    await seedDemoData(database.db, (message) => log.push(message), {
      storage: new LocalMediaStorage(uploadsRoot),
    });
    expect(log).toHaveLength(runs);
    expect(await counts()).toEqual(countsBefore);
    expect(await placeFingerprints(database)).toEqual(before);
  });

  it("adds the neighbourhoods a directory seeded before them lacks, and nothing else", async () => {
    const lamma = () => database.db.select().from(terms).where(eq(terms.slug, "lamma-island"));
    const [term] = await lamma();
    expect(await database.db.select().from(places).where(eq(places.locationId, term!.id))).toEqual(
      [],
    );
    await database.db.delete(terms).where(eq(terms.id, term!.id));
    const before = await placeFingerprints(database);
    await seedDemoData(database.db, () => {}, { storage: new LocalMediaStorage(uploadsRoot) });
    const [again] = await lamma();
    expect(again).toMatchObject({ parentId: term!.parentId, name: term!.name });
    expect(await placeFingerprints(database)).toEqual(before);
  });

  it("generates thousands more places of the same kind for benchmarks", async () => {
    const before = (await database.db.select({ id: places.id }).from(places)).length;
    const result = await generatePlaces(database.db, { count: 300, log: () => {} });
    expect(result.places).toBe(300);
    const rows = await database.db.select().from(places).orderBy(asc(places.id));
    expect(rows.length).toBe(before + 300);
    expect(await ratingsOutOfStep(database)).toEqual([]);
    const generated = rows.slice(-300);
    // Over every district, in their neighbourhoods.
    const locations = new Map(
      (await database.db.select().from(terms).where(eq(terms.taxonomy, "location"))).map((term) => [
        term.id,
        term,
      ]),
    );
    const generatedDistricts = new Set(
      generated.map((place) => {
        const term = locations.get(place.locationId!)!;
        return neighbourhoodBySlug(term.slug) ? locations.get(term.parentId!)!.slug : term.slug;
      }),
    );
    expect(generatedDistricts.size).toBe(18);
    for (const place of generated) {
      expect(place.status).toBe("publish");
      expect(validateOpeningHours(place.openingHours)).toEqual([]);
      // A branch in both languages: 粵味軒（灣仔分店）, Yue Mei Hin Cantonese Kitchen (Wan Chai).
      expect(place.title).toMatch(/（.+分店）$/);
      expect(place.titleEn).toMatch(/^[A-Z0-9][^\u3400-\u9fff]* \([A-Z][a-z A-Z]+\)$/);
      expect(place.contentEn).toMatch(/^[A-Z0-9].{30,}\.$/);
    }
  });
});

describe("the demo directory's data", () => {
  it("is the same on every fresh database", async () => {
    const runs = await Promise.all(
      [1, 2].map(async () => {
        const database = await freshDatabase("pglite");
        const uploadsRoot = await mkdtemp(path.join(tmpdir(), "tablestart-seed-"));
        try {
          await seedDemoData(database.db, () => {}, {
            storage: new LocalMediaStorage(uploadsRoot),
          });
          return await placeFingerprints(database);
        } finally {
          await database.close();
          await rm(uploadsRoot, { recursive: true, force: true });
        }
      }),
    );
    expect(runs[0]!.length).toBeGreaterThanOrEqual(120);
    expect(runs[1]).toEqual(runs[0]);
    // Two whole seeds, photos included, side by side: far more work than a test's default budget.
  }, 120_000);
});
