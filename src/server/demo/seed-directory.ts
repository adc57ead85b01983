import { count, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import {
  placeGallery,
  places,
  placeTerms,
  reviews,
  terms,
  users,
  wishlistEntries,
} from "../../db/schema.ts";
import { HK_LOCATIONS, locationBySlug } from "../../shared/places/hk-locations.ts";
import { HK_NEIGHBOURHOODS } from "../../shared/places/hk-neighbourhoods.ts";
import type { OpeningHours } from "../../shared/places/opening-hours.ts";
import { refreshPlaceRating } from "../api/reviews/place-rating.ts";
import type { MediaStorage } from "../services/media-storage/media-storage.ts";
import {
  type ComposedPlace,
  composePlace,
  composeReviews,
  type DirectoryCatalogue,
  districtForIndex,
  exceptionsFor,
  loadDirectoryCatalogue,
  type PlaceSpec,
  pictureKey,
  type ReviewValues,
  slugOf,
} from "./demo-places.ts";
// A type only: seed.ts imports this module, so a value import would be circular.
import type { DEMO_ACCOUNTS } from "./seed.ts";
import { CATEGORY_SEEDS } from "./seed-directory-categories.ts";
import {
  FEATURE_SEEDS,
  OWNER_SEEDS,
  type PersonSeed,
  REVIEWER_SEEDS,
  TAG_SEEDS,
} from "./seed-directory-data.ts";
import { type DemoPicture, storeDemoPictures } from "./seed-directory-images.ts";
import { seededRandom } from "./seeded-random.ts";

/** The seed of the demo directory's random choices: the same data on every fresh database. */
const DIRECTORY_SEED = 20_260_812;

/**
 * Places the end-to-end tests look for by name; they are always published, with these owners,
 * districts and hours, whatever else changes in the demo data.
 */
export const FIXED_DEMO_PLACES = {
  chaChaanTeng: "灣仔茶餐廳",
  nightOwl: "Lan Kwai Fong Night Owl 夜貓酒吧",
  salon: "星光髮型屋",
  /** The restaurant whose deposit may be paid by bank transfer or FPS (seed-bookings.ts). */
  fpsRestaurant: "Casa Verde 綠屋",
} as const;

/** The demo accounts (seed.ts) whose places, reviews and wish list the directory fills. */
type DemoUsername = (typeof DEMO_ACCOUNTS)[number]["username"];
const DEMO_AUTHOR: DemoUsername = "demo-author";
const DEMO_CUSTOMER: DemoUsername = "demo-customer";

export interface SeedDirectoryOptions {
  /** Where the generated pictures are stored (the uploads folder or the bucket). */
  storage: MediaStorage;
  log: (message: string) => void;
}

export interface SeededDirectory {
  places: number;
  reviews: number;
}

/**
 * The directory's demo data: locations (down to neighbourhoods), categories (salon first), features, tags, demo owners and
 * reviewers, about 120 places over the 18 districts with pictures, hours, reviews and ratings, and
 * the demo customer's reviews and wish list. Runs only while there are no places; the pictures and
 * terms it finds already there are reused, so it never duplicates them.
 */
export async function seedDirectory(
  db: Db,
  options: SeedDirectoryOptions,
): Promise<SeededDirectory | null> {
  const [existing] = await db.select({ n: count() }).from(places);
  // A directory seeded before the neighbourhoods existed gets them (and nothing else) added.
  if ((existing?.n ?? 0) > 0) {
    await insertLocations(db);
    return null;
  }
  const started = Date.now();
  const pictures = await storeDemoPictures(db, options.storage, demoPictures());
  const now = new Date();
  const result = await db.transaction(async (tx) => {
    await insertTerms(tx, pictures);
    await insertPeople(tx, [...OWNER_SEEDS], "author", now);
    await insertPeople(tx, [...REVIEWER_SEEDS], "user", now);
    const catalogue = await loadDirectoryCatalogue(tx);
    return insertDemoPlaces(tx, catalogue, now);
  });
  options.log(
    `seeded the demo directory: ${result.places} places, ${result.reviews} reviews, ${pictures.size} pictures (${Date.now() - started} ms)`,
  );
  return result;
}

function demoPictures(): DemoPicture[] {
  return CATEGORY_SEEDS.flatMap((category, index) =>
    Array.from({ length: category.pictures }, (_, n) => ({
      key: pictureKey(category.slug, n + 1),
      color: category.color,
      seed: DIRECTORY_SEED + index * 101 + n,
    })),
  );
}

async function insertTerms(db: Db, pictures: ReadonlyMap<string, number>): Promise<void> {
  await insertLocations(db);
  await db
    .insert(terms)
    .values([
      ...CATEGORY_SEEDS.map((category, position) => ({
        taxonomy: "category" as const,
        slug: category.slug,
        name: category.name,
        icon: category.icon,
        color: category.color,
        imageMediaId: pictures.get(pictureKey(category.slug, 1)) ?? null,
        position,
      })),
      ...FEATURE_SEEDS.map((feature, position) => ({
        taxonomy: "feature" as const,
        slug: feature.slug,
        name: feature.name,
        icon: feature.icon,
        position,
      })),
      ...TAG_SEEDS.map(([slug, text], position) => ({
        taxonomy: "tag" as const,
        slug,
        name: { tc: text, sc: text, en: text },
        position,
      })),
    ])
    .onConflictDoNothing();
}

/** The location tree, country to neighbourhoods; what is there already stays as it is. */
async function insertLocations(db: Db): Promise<void> {
  // Parents first, a level at a time, so each level can point at the ids of the one above.
  const locationIds = async () =>
    new Map(
      (
        await db
          .select({ id: terms.id, slug: terms.slug })
          .from(terms)
          .where(eq(terms.taxonomy, "location"))
      ).map((row) => [row.slug, row.id]),
    );
  for (const level of ["country", "state", "city"] as const) {
    const parents = await locationIds();
    const siblings = new Map<string | null, number>();
    const rows = HK_LOCATIONS.filter((location) => location.level === level).map((location) => {
      const position = siblings.get(location.parent) ?? 0;
      siblings.set(location.parent, position + 1);
      return {
        taxonomy: "location" as const,
        slug: location.slug,
        parentId: location.parent ? (parents.get(location.parent) ?? null) : null,
        name: { ...location.name },
        latitude: location.latitude,
        longitude: location.longitude,
        position,
      };
    });
    await db.insert(terms).values(rows).onConflictDoNothing();
  }
  // Neighbourhoods below their districts, in the gazetteer's order within each.
  const districts = await locationIds();
  const neighbourhoodPosition = new Map<string, number>();
  await db
    .insert(terms)
    .values(
      HK_NEIGHBOURHOODS.map((neighbourhood) => {
        const position = neighbourhoodPosition.get(neighbourhood.district) ?? 0;
        neighbourhoodPosition.set(neighbourhood.district, position + 1);
        return {
          taxonomy: "location" as const,
          slug: neighbourhood.slug,
          parentId: districts.get(neighbourhood.district) ?? null,
          name: { ...neighbourhood.name },
          latitude: neighbourhood.centre[0],
          longitude: neighbourhood.centre[1],
          position,
        };
      }),
    )
    .onConflictDoNothing();
}

/** Demo people without a password: their names show on places and reviews; nobody signs in. */
async function insertPeople(
  db: Db,
  people: PersonSeed[],
  role: "user" | "author",
  now: Date,
): Promise<void> {
  await db
    .insert(users)
    .values(
      people.map((person) => ({
        ...person,
        email: `${person.username}@example.com`,
        passwordHash: null,
        role,
        emailVerifiedAt: now,
      })),
    )
    .onConflictDoNothing();
}

/** Which demo places demo-author owns, and those not (yet) published. */
const AUTHOR_PLACES: Readonly<Record<string, "publish" | "pending" | "draft">> = {
  [FIXED_DEMO_PLACES.chaChaanTeng]: "publish",
  "慢活咖啡 Slow Life Café": "publish",
  粵味軒: "publish",
  金冠餅店: "publish",
  和心日本料理: "pending",
  椰林糖水: "pending",
  晨曦瑜伽: "pending",
  順利冰室: "draft",
};
/** Another owner's place waiting for review: others' pending places must never show. */
const OTHERS_PENDING = "牛雜佬";
/** The demo customer's two reviews and three saved places (none of the fixed places). */
const CUSTOMER_REVIEWS: readonly (readonly [title: string, rating: number, text: string])[] = [
  ["Brew Lab 咖啡研究所", 5, "手沖咖啡好出色，店員好有耐性介紹咖啡豆，週末會再嚟。"],
  ["新星冰室", 4, "菠蘿油夠熱，奶茶滑，不過午市要排隊十分鐘。"],
];
const CUSTOMER_WISHLIST = ["Olive & Thyme", "拉麵道 Ramen Michi", "豆花小站"];

const NIGHT_OWL_HOURS: OpeningHours = {
  weekly: Object.fromEntries(
    (["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const).map((day) => [
      day,
      [{ start: "18:00", end: "02:00" }],
    ]),
  ),
};

/**
 * Fixed districts (and a point in Lan Kwai Fong) for the places the e2e tests name; each lands in
 * the neighbourhood of its street: 灣仔, 蘭桂坊, 旺角.
 */
const FIXED_SPECS: Readonly<Record<string, Partial<PlaceSpec> & { districtSlug: string }>> = {
  [FIXED_DEMO_PLACES.chaChaanTeng]: { districtSlug: "wan-chai", street: 0 },
  [FIXED_DEMO_PLACES.nightOwl]: {
    districtSlug: "central-and-western",
    street: 1,
    point: [22.28098, 114.15556],
    hours: NIGHT_OWL_HOURS,
  },
  // On Sai Yeung Choi Street South, so Mong Kok, the district's busiest, has a place.
  [FIXED_DEMO_PLACES.salon]: { districtSlug: "yau-tsim-mong", street: 2 },
};

const DAY_MS = 86_400_000;

async function insertDemoPlaces(
  db: Db,
  catalogue: DirectoryCatalogue,
  now: Date,
): Promise<SeededDirectory> {
  const rng = seededRandom(DIRECTORY_SEED);
  const usernames = [DEMO_AUTHOR, DEMO_CUSTOMER];
  const found = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.username, usernames));
  const idOf = (username: string) => found.find((row) => row.username === username)?.id;
  const firstOwner = catalogue.ownerIds[0];
  if (firstOwner === undefined) throw new Error("the demo owners are missing");
  // Without the demo accounts (a database whose users came first), their places go to an owner.
  const authorId = idOf(DEMO_AUTHOR) ?? firstOwner;
  const customerId = idOf(DEMO_CUSTOMER);

  const slugs = new Set<string>();
  const composed: ComposedPlace[] = [];
  let index = 0;
  for (const category of CATEGORY_SEEDS) {
    for (const [title, titleEn] of category.names) {
      const fixed = FIXED_SPECS[title];
      const district = fixed ? locationBySlug(fixed.districtSlug)! : districtForIndex(index);
      let slug = slugOf(title, `${category.slug}-${district.slug}`);
      for (let n = 2; slugs.has(slug); n++) slug = `${slugOf(title, category.slug)}-${n}`;
      slugs.add(slug);
      const status = AUTHOR_PLACES[title] ?? (title === OTHERS_PENDING ? "pending" : "publish");
      const place = composePlace(rng, catalogue, {
        category,
        district,
        title,
        titleEn,
        slug,
        authorId:
          title in AUTHOR_PLACES
            ? authorId
            : catalogue.ownerIds[index % catalogue.ownerIds.length]!,
        status,
        // The fixed places are among the newest, so they are on the first pages of every list.
        createdAt: new Date(now.getTime() - (fixed ? rng.int(1, 20) : rng.int(30, 900)) * DAY_MS),
        ...fixed,
      });
      if (fixed) {
        // Every contact action of the place screen has something to act on for these.
        place.values.whatsapp ||= "+852 9170 2846";
        place.values.email ||= `hello@${slug.replace(/-/g, "")}.example.com`;
      }
      composed.push(place);
      index++;
    }
  }
  // Dated exceptions on two restaurants: a refit (closed three days) and a private lunch only.
  const restaurants = composed.filter(
    (place) => place.values.status === "publish" && place.values.icon === "fas fa-utensils",
  );
  for (const [place, kind] of [
    [restaurants[0], "refit"],
    [restaurants[1], "private-event"],
  ] as const) {
    if (place) {
      place.values.openingHours = {
        ...place.values.openingHours!,
        exceptions: exceptionsFor(kind, now),
      };
    }
  }

  const inserted = await db
    .insert(places)
    .values(composed.map((place) => place.values))
    .returning({ id: places.id, slug: places.slug, title: places.title });
  const idBySlug = new Map(inserted.map((row) => [row.slug, row.id]));
  const idByTitle = new Map(inserted.map((row) => [row.title, row.id]));
  const placeId = (place: ComposedPlace) => idBySlug.get(place.values.slug)!;

  await db
    .insert(placeTerms)
    .values(
      composed.flatMap((place) =>
        place.termIds.map((termId, position) => ({ placeId: placeId(place), termId, position })),
      ),
    );
  await db.insert(placeGallery).values(
    composed.flatMap((place) =>
      place.galleryIds.map((mediaId, position) => ({
        placeId: placeId(place),
        mediaId,
        position,
      })),
    ),
  );

  const reviewRows: (ReviewValues & { placeId: number })[] = [];
  for (const place of composed) {
    if (place.values.status !== "publish") continue;
    const atLeast = place.values.title === FIXED_DEMO_PLACES.chaChaanTeng ? 5 : 0;
    reviewRows.push(
      ...composeReviews(rng, catalogue.reviewerIds, place.values.createdAt!, now, atLeast).map(
        (review) => ({ ...review, placeId: placeId(place) }),
      ),
    );
  }
  if (customerId !== undefined) {
    for (const [title, rating, content] of CUSTOMER_REVIEWS) {
      const createdAt = new Date(now.getTime() - rng.int(3, 60) * DAY_MS);
      reviewRows.push({
        placeId: idByTitle.get(title)!,
        userId: customerId,
        rating,
        content,
        createdAt,
        updatedAt: createdAt,
      });
    }
    await db.insert(wishlistEntries).values(
      CUSTOMER_WISHLIST.map((title, n) => ({
        userId: customerId,
        placeId: idByTitle.get(title)!,
        createdAt: new Date(now.getTime() - (n + 1) * DAY_MS),
      })),
    );
  }
  await db.insert(reviews).values(reviewRows);
  for (const id of new Set(reviewRows.map((review) => review.placeId))) {
    await refreshPlaceRating(db, id);
  }
  return { places: inserted.length, reviews: reviewRows.length };
}
