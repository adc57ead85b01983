import { inArray, like } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { media, type places, type Taxonomy, terms, users } from "../../db/schema.ts";
import { HK_DISTRICTS, type HkLocation } from "../../shared/places/hk-locations.ts";
import { nearestNeighbourhood, neighbourhoodNamed } from "../../shared/places/hk-neighbourhoods.ts";
import type {
  DatedHours,
  DayKey,
  OpeningHours,
  TimeRange,
} from "../../shared/places/opening-hours.ts";
import { placeSearchText } from "../api/places/place-search-text.ts";
import { CATEGORY_SEEDS, type CategorySeed, type HoursStyle } from "./seed-directory-categories.ts";
import {
  DISTRICT_STREETS,
  FEATURE_SEEDS,
  OWNER_SEEDS,
  REVIEW_TEXTS,
  REVIEWER_SEEDS,
} from "./seed-directory-data.ts";
import { DEMO_MEDIA_FOLDER } from "./seed-directory-images.ts";
import type { SeededRandom } from "./seeded-random.ts";

/**
 * Composing demo places from the seeded terms, people and pictures: shared by the demo seed
 * (seed-directory.ts, about 120 places) and the benchmark's generator (generate-places.ts,
 * thousands), so both make places of the same kind.
 */

type Term = typeof terms.$inferSelect;
export type PlaceValues = typeof places.$inferInsert;

/** What the demo seed put in the database, read back by slug and username. */
export interface DirectoryCatalogue {
  terms: Record<Taxonomy, ReadonlyMap<string, Term>>;
  termById: ReadonlyMap<number, Term>;
  /** Media ids of each category's pictures, by category slug. */
  pictures: ReadonlyMap<string, readonly number[]>;
  allPictures: readonly number[];
  ownerIds: readonly number[];
  reviewerIds: readonly number[];
}

/** The media folder key of a category's n-th picture (1-based). */
export const pictureKey = (categorySlug: string, n: number) => `${categorySlug}-${n}`;

export async function loadDirectoryCatalogue(db: Db): Promise<DirectoryCatalogue> {
  const rows = await db.select().from(terms);
  const byTaxonomy: Record<Taxonomy, Map<string, Term>> = {
    category: new Map(),
    feature: new Map(),
    location: new Map(),
    tag: new Map(),
  };
  for (const row of rows) byTaxonomy[row.taxonomy].set(row.slug, row);
  const mediaRows = await db
    .select({ id: media.id, directory: media.directory })
    .from(media)
    .where(like(media.directory, `${DEMO_MEDIA_FOLDER}/%`));
  const idByKey = new Map(
    mediaRows.map((row) => [row.directory.slice(DEMO_MEDIA_FOLDER.length + 1), row.id]),
  );
  const pictures = new Map(
    CATEGORY_SEEDS.map((category) => [
      category.slug,
      Array.from({ length: category.pictures }, (_, index) =>
        idByKey.get(pictureKey(category.slug, index + 1)),
      ).filter((id): id is number => id !== undefined),
    ]),
  );
  const idsOf = async (usernames: string[]) => {
    const found = await db
      .select({ id: users.id, username: users.username })
      .from(users)
      .where(inArray(users.username, usernames));
    const byName = new Map(found.map((row) => [row.username, row.id]));
    return usernames.flatMap((name) => byName.get(name) ?? []);
  };
  return {
    terms: byTaxonomy,
    termById: new Map(rows.map((row) => [row.id, row])),
    pictures,
    allPictures: [...pictures.values()].flat(),
    ownerIds: await idsOf(OWNER_SEEDS.map((person) => person.username)),
    reviewerIds: await idsOf(REVIEWER_SEEDS.map((person) => person.username)),
  };
}

// ---- opening hours ------------------------------------------------------------------------------

const range = (start: string, end: string): TimeRange => ({ start, end });
const WEEKDAYS: readonly DayKey[] = ["mon", "tue", "wed", "thu", "fri"];
const EVERY_DAY: readonly DayKey[] = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"];

function week(ranges: (day: DayKey) => TimeRange[], dayOff?: DayKey): OpeningHours["weekly"] {
  return Object.fromEntries(
    EVERY_DAY.filter((day) => day !== dayOff).map((day) => [day, ranges(day)]),
  );
}

/** Hours as the kind of business keeps them, varied a little from place to place. */
export function hoursFor(style: HoursStyle, rng: SeededRandom): OpeningHours {
  const holidaysClosed = rng.chance(0.25) ? { holidays: [] } : {};
  switch (style) {
    case "lunch-dinner": {
      const lunch = range(rng.pick(["11:00", "11:30", "12:00"]), rng.pick(["14:30", "15:00"]));
      const dinner = range(rng.pick(["17:30", "18:00"]), rng.pick(["22:00", "22:30", "23:00"]));
      const dayOff = rng.chance(0.4) ? rng.pick<DayKey>(["mon", "tue"]) : undefined;
      return { weekly: week(() => [lunch, dinner], dayOff), ...holidaysClosed };
    }
    case "all-day": {
      const hours = range(rng.pick(["10:30", "11:00", "11:30"]), rng.pick(["21:30", "22:00"]));
      return { weekly: week(() => [hours]), ...holidaysClosed };
    }
    case "early-to-evening": {
      const opens = rng.pick(["06:30", "07:00", "07:30"]);
      const closes = rng.pick(["18:00", "20:00", "21:00"]);
      const dayOff = rng.chance(0.2) ? "sun" : undefined;
      return {
        weekly: week((day) => [range(opens, day === "sun" ? "17:00" : closes)], dayOff),
        ...holidaysClosed,
      };
    }
    case "cafe": {
      const weekday = range(rng.pick(["08:00", "08:30"]), rng.pick(["18:00", "19:00"]));
      const weekend = range(rng.pick(["09:00", "10:00"]), rng.pick(["19:00", "20:00"]));
      const dayOff = rng.chance(0.2) ? "mon" : undefined;
      return {
        weekly: week((day) => [WEEKDAYS.includes(day) ? weekday : weekend], dayOff),
        ...holidaysClosed,
      };
    }
    case "bar": {
      // Past midnight: Friday's 18:00–03:00 is still open at 02:30 on Saturday.
      const closes = rng.pick(["01:00", "02:00"]);
      return {
        weekly: week((day) => {
          if (day === "fri" || day === "sat") return [range("18:00", "03:00")];
          if (day === "sun") return [range("17:00", "24:00")];
          return [range(rng.pick(["17:00", "18:00"]), closes)];
        }),
      };
    }
    case "round-the-clock":
      return { weekly: week(() => [range("00:00", "24:00")]) };
    case "salon": {
      const hours = range(rng.pick(["10:00", "10:30", "11:00"]), rng.pick(["20:00", "21:00"]));
      const dayOff = rng.chance(0.5) ? rng.pick<DayKey>(["tue", "wed"]) : undefined;
      const holidays = rng.weighted<OpeningHours["holidays"]>([
        [null, 5],
        [[], 3],
        [[range("12:00", "18:00")], 2],
      ]);
      return { weekly: week(() => [hours], dayOff), holidays };
    }
    case "late-night": {
      const hours = rng.pick([
        range("12:00", "02:00"),
        range("17:00", "03:00"),
        range("11:00", "24:00"),
      ]);
      return { weekly: week(() => [hours]) };
    }
    case "gym":
      return {
        weekly: week((day) => [
          WEEKDAYS.includes(day) ? range("06:30", "23:00") : range("08:00", "21:00"),
        ]),
        holidays: [range("09:00", "18:00")],
      };
  }
}

/** YYYY-MM-DD of the Hong Kong day `days` after `from`. */
export function hongKongDatePlus(from: Date, days: number): string {
  return new Date(from.getTime() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/** Dated exceptions a few places carry: closed for a refit, or special hours one evening. */
export function exceptionsFor(kind: "refit" | "private-event", now: Date): DatedHours[] {
  if (kind === "refit") {
    return [10, 11, 12].map((days) => ({ date: hongKongDatePlus(now, days), ranges: [] }));
  }
  return [{ date: hongKongDatePlus(now, 6), ranges: [range("12:00", "15:00")] }];
}

// ---- a place ------------------------------------------------------------------------------------

const FOOD_EXTRA_TAGS = ["vegetarian", "gluten-free", "halal", "harbour-view", "value"];
const ANY_EXTRA_TAGS = ["instagrammable", "hidden-gem", "new-opening", "family"];
const NOT_FOOD = new Set(["salon", "fitness-yoga", "spa-massage"]);
const SHOPS_TC = ["地舖", "地下", "地下A舖", "1樓", "2樓", "3樓"];
const SHOPS_EN = ["G/F", "Shop A, G/F", "Shop 2, G/F", "1/F", "2/F", "3/F"];

export interface PlaceSpec {
  category: CategorySeed;
  district: HkLocation;
  /** The Traditional title, as the shop's sign has it. */
  title: string;
  titleEn: string;
  slug: string;
  authorId: number;
  status: PlaceValues["status"];
  createdAt: Date;
  /** Instead of the category's hours. */
  hours?: OpeningHours;
  /** A fixed point instead of one near the district's centre. */
  point?: readonly [latitude: number, longitude: number];
  /** The street to use (index into the district's list). */
  street?: number;
}

export interface ComposedPlace {
  values: PlaceValues;
  /** Category first, then features and tags, in the order place_terms keeps. */
  termIds: number[];
  /** Cover first. */
  galleryIds: number[];
}

const isEnglishTitle = (title: string) => /^[A-Za-z]/.test(title);
const phone = (rng: SeededRandom, first: string) =>
  `+852 ${first}${rng.int(100, 999)} ${rng.int(1000, 9999)}`;
/** How much of the district's scatter a place keeps around its neighbourhood's centre (±150 m). */
const NEIGHBOURHOOD_SPREAD = 0.35;
const round10 = (value: number) => Math.max(10, Math.round(value / 10) * 10);

/** A slug from a title's Latin words, or the given fallback. */
export function slugOf(title: string, fallback: string): string {
  const latin = title
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return latin.length >= 3 ? latin : fallback;
}

function termOf(catalogue: DirectoryCatalogue, taxonomy: Taxonomy, slug: string): Term {
  const term = catalogue.terms[taxonomy].get(slug);
  if (!term) throw new Error(`the demo ${taxonomy} "${slug}" is not in the database`);
  return term;
}

/** Every field of a place, its terms and its gallery, with the folded search text. */
export function composePlace(
  rng: SeededRandom,
  catalogue: DirectoryCatalogue,
  spec: PlaceSpec,
): ComposedPlace {
  const { category, district } = spec;
  const streets = DISTRICT_STREETS[district.slug] ?? [];
  const [areaTc, streetTc, areaEn, streetEn] =
    streets[spec.street ?? rng.int(0, streets.length - 1)]!;
  const english = isEnglishTitle(spec.title) && rng.chance(0.6);
  const number = rng.int(1, 388);
  const address = english
    ? `${rng.pick(SHOPS_EN)}, ${number} ${streetEn}, ${areaEn}`
    : `${areaTc}${streetTc}${number}號${rng.pick(SHOPS_TC)}`;
  // A place with an English name may describe itself in its English sentences; either way the
  // description is in both languages, sentence by sentence.
  const chosen = rng.sample(
    english ? category.aboutEn : category.about,
    english ? 2 : rng.int(2, 3),
  );
  const sentences = chosen.map(([tc]) =>
    tc.replaceAll("{name}", spec.title).replaceAll("{area}", areaTc),
  );
  const content = sentences.join("");
  const contentEn = chosen
    .map(([, en]) => en.replaceAll("{name}", spec.titleEn).replaceAll("{area}", areaEn))
    .join(" ");

  const food = !NOT_FOOD.has(category.slug);
  const tagSlugs = new Set(rng.sample(category.tags, rng.int(1, 3)));
  if (rng.chance(0.4)) {
    tagSlugs.add(rng.pick(food ? [...ANY_EXTRA_TAGS, ...FOOD_EXTRA_TAGS] : ANY_EXTRA_TAGS));
  }
  const featureSlugs = new Set(
    FEATURE_SEEDS.filter((feature) => rng.chance(feature.share) && (food || !feature.foodOnly)).map(
      (feature) => feature.slug,
    ),
  );
  // Every place takes some way of paying that the filters can find.
  for (const slug of ["octopus", "card-payment"]) {
    if (featureSlugs.size < 2) featureSlugs.add(slug);
  }
  const categoryTerm = termOf(catalogue, "category", category.slug);
  const features = [...featureSlugs].map((slug) => termOf(catalogue, "feature", slug));
  const tags = [...tagSlugs].map((slug) => termOf(catalogue, "tag", slug));
  const own = catalogue.pictures.get(category.slug) ?? [];
  const others = catalogue.allPictures.filter((id) => !own.includes(id));
  const galleryIds = [...rng.sample(own, own.length), ...rng.sample(others, 2)].slice(
    0,
    rng.int(2, 5),
  );

  const [lowest, highest] = category.priceHkd;
  const priceMin = round10(rng.between(lowest, lowest + (highest - lowest) * 0.35));
  const priceMax = round10(rng.between(priceMin + (highest - lowest) * 0.15, highest));
  // Near the neighbourhood its street is in (旺角西洋菜南街 in 旺角), close enough to its centre that
  // the nearest neighbourhood is that one; at the district's centre when the street names none.
  const area = neighbourhoodNamed(district.slug, areaTc);
  const spread = area ? NEIGHBOURHOOD_SPREAD : 1;
  const [centreLatitude, centreLongitude] = area?.centre ?? [district.latitude, district.longitude];
  const [latitude, longitude] = spec.point ?? [
    centreLatitude + rng.between(-0.004, 0.004) * spread,
    centreLongitude + rng.between(-0.0045, 0.0045) * spread,
  ];
  const neighbourhood = nearestNeighbourhood(district.slug, [latitude, longitude]);
  const location =
    (neighbourhood && catalogue.terms.location.get(neighbourhood.slug)) ??
    termOf(catalogue, "location", district.slug);
  const ancestry: Term[] = [];
  for (let term: Term | undefined = location; term; ) {
    ancestry.push(term);
    term = term.parentId === null ? undefined : catalogue.termById.get(term.parentId);
  }

  const oldShop = tagSlugs.has("old-shop") || tagSlugs.has("hk-classic");
  const year = oldShop ? rng.int(1962, 1999) : rng.int(1995, 2025);
  const webName = spec.slug.replace(/-/g, "");
  const socialNetwork: Record<string, string> = {};
  if (rng.chance(0.5)) socialNetwork.facebook = `https://www.facebook.com/${webName}`;
  if (rng.chance(0.5)) socialNetwork.instagram = `https://www.instagram.com/${webName}`;

  return {
    values: {
      authorId: spec.authorId,
      status: spec.status,
      slug: spec.slug,
      title: spec.title,
      content,
      titleEn: spec.titleEn,
      contentEn,
      excerpt: sentences[0] ?? "",
      address,
      zipCode: "",
      phone: phone(rng, rng.pick(["2", "3"])),
      fax: category.slug === "dim-sum" && rng.chance(0.5) ? phone(rng, "2") : "",
      email: rng.chance(0.4) ? `hello@${webName}.example.com` : "",
      website: rng.chance(0.35) ? `https://${webName}.example.com` : "",
      whatsapp: rng.chance(0.4) ? phone(rng, rng.pick(["5", "6", "9"])) : "",
      color: categoryTerm.color,
      icon: categoryTerm.icon,
      priceMinCents: priceMin * 100,
      priceMaxCents: priceMax * 100,
      dateEstablished: `${year}-${String(rng.int(1, 12)).padStart(2, "0")}-${String(rng.int(1, 28)).padStart(2, "0")}`,
      latitude: Math.round(latitude * 1e6) / 1e6,
      longitude: Math.round(longitude * 1e6) / 1e6,
      locationId: location.id,
      openingHours: spec.hours ?? hoursFor(rng.pick(category.hours), rng),
      socialNetwork,
      imageMediaId: galleryIds[0] ?? null,
      searchText: placeSearchText({
        title: spec.title,
        content,
        titleEn: spec.titleEn,
        contentEn,
        address,
        termNames: [categoryTerm, ...features, ...tags, ...ancestry].map((term) => term.name),
        locationSlugs: ancestry.map((term) => term.slug),
      }),
      createdAt: spec.createdAt,
      updatedAt: spec.createdAt,
    },
    termIds: [categoryTerm.id, ...features.map((term) => term.id), ...tags.map((term) => term.id)],
    galleryIds,
  };
}

// ---- reviews ------------------------------------------------------------------------------------

export interface ReviewValues {
  userId: number;
  rating: number;
  content: string;
  createdAt: Date;
  updatedAt: Date;
}

const DAY_MS = 86_400_000;

/** 0–8 reviews by distinct reviewers, mostly good, dated within the last year after `since`. */
export function composeReviews(
  rng: SeededRandom,
  reviewerIds: readonly number[],
  since: Date,
  now: Date,
  atLeast = 0,
): ReviewValues[] {
  const count = Math.max(
    atLeast,
    rng.weighted([
      [0, 10],
      [1, 10],
      [2, 15],
      [3, 15],
      [4, 15],
      [5, 12],
      [6, 10],
      [7, 8],
      [8, 5],
    ]),
  );
  const earliest = Math.max(since.getTime(), now.getTime() - 365 * DAY_MS);
  return rng.sample(reviewerIds, count).map((userId) => {
    const rating = rng.weighted([
      [5, 40],
      [4, 35],
      [3, 14],
      [2, 6],
      [1, 5],
    ]);
    const createdAt = new Date(rng.between(earliest, now.getTime()));
    return {
      userId,
      rating,
      content: rng.pick(REVIEW_TEXTS[rating >= 4 ? "good" : rating === 3 ? "fair" : "poor"]),
      createdAt,
      updatedAt: createdAt,
    };
  });
}

/** Districts in the order places are spread over them: neighbours apart, every one used. */
export function districtForIndex(index: number): HkLocation {
  return HK_DISTRICTS[(index * 7) % HK_DISTRICTS.length]!;
}
