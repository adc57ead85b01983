import { count, sql } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { placeGallery, places, placeTerms, reviews } from "../../db/schema.ts";
import { bumpContentVersion } from "../api/content-version.ts";
import {
  type ComposedPlace,
  composePlace,
  composeReviews,
  districtForIndex,
  loadDirectoryCatalogue,
  type ReviewValues,
  slugOf,
} from "./demo-places.ts";
import { FIXED_DEMO_PLACES } from "./seed-directory.ts";
import { CATEGORY_SEEDS } from "./seed-directory-categories.ts";
import { seededRandom } from "./seeded-random.ts";

export interface GeneratePlacesOptions {
  count: number;
  log: (message: string) => void;
  /** Another seed gives other places; the default gives the same ones every time. */
  seed?: number;
}

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters for the widest table (places). */
const PLACE_BATCH = 500;
const ROW_BATCH = 4000;
const DAY_MS = 86_400_000;
/** The places the end-to-end tests find by name stay one of a kind. */
const FIXED_TITLES = new Set<string>(Object.values(FIXED_DEMO_PLACES));

/**
 * Adds `count` published places like the demo ones (branches of the demo names across the 18
 * districts, with terms, galleries and reviews) for load tests: run it after seedDirectory,
 * whose terms, pictures, owners and reviewers it reuses. Everything is written in one
 * transaction with batched inserts. Each place's rating is counted from its reviews as they are
 * made, rather than recounted one place at a time as the API does after a single review.
 */
export async function generatePlaces(
  db: Db,
  options: GeneratePlacesOptions,
): Promise<{ places: number; reviews: number }> {
  const started = Date.now();
  const catalogue = await loadDirectoryCatalogue(db);
  if (catalogue.terms.category.size === 0 || catalogue.ownerIds.length === 0) {
    throw new Error("generatePlaces needs the demo directory: run seedDirectory first");
  }
  const rng = seededRandom(options.seed ?? 10_000);
  const now = new Date();
  const [existing] = await db.select({ n: count() }).from(places);
  const offset = existing?.n ?? 0;

  const composed: { place: ComposedPlace; placeReviews: ReviewValues[] }[] = [];
  for (let i = 0; i < options.count; i++) {
    const category = CATEGORY_SEEDS[i % CATEGORY_SEEDS.length]!;
    const district = districtForIndex(i + Math.floor(i / CATEGORY_SEEDS.length));
    const [name, nameEn] = rng.pick(category.names.filter(([title]) => !FIXED_TITLES.has(title)));
    const createdAt = new Date(now.getTime() - rng.between(1, 1500) * DAY_MS);
    const place = composePlace(rng, catalogue, {
      category,
      district,
      title: `${name}（${district.name.tc}分店）`,
      titleEn: `${nameEn} (${district.name.en})`,
      slug: `${slugOf(name, category.slug)}-${offset + i + 1}`,
      authorId: rng.pick(catalogue.ownerIds),
      status: "publish",
      createdAt,
    });
    const placeReviews = composeReviews(rng, catalogue.reviewerIds, createdAt, now);
    const stars = [1, 2, 3, 4, 5].map(
      (star) => placeReviews.filter((review) => review.rating === star).length,
    );
    const total = placeReviews.reduce((sum, review) => sum + review.rating, 0);
    place.values.ratingCount = placeReviews.length;
    place.values.ratingAvg = placeReviews.length ? total / placeReviews.length : 0;
    place.values.ratingStars = stars;
    composed.push({ place, placeReviews });
  }

  const composedAt = Date.now();
  let reviewCount = 0;
  await db.transaction(async (tx) => {
    for (let start = 0; start < composed.length; start += PLACE_BATCH) {
      const batch = composed.slice(start, start + PLACE_BATCH);
      const inserted = await tx
        .insert(places)
        .values(batch.map(({ place }) => place.values))
        .returning({ id: places.id, slug: places.slug });
      const idBySlug = new Map(inserted.map((row) => [row.slug, row.id]));
      const rows = batch.map((item) => ({ ...item, id: idBySlug.get(item.place.values.slug)! }));
      const termRows = rows.flatMap(({ id, place }) =>
        place.termIds.map((termId, position) => ({ placeId: id, termId, position })),
      );
      const galleryRows = rows.flatMap(({ id, place }) =>
        place.galleryIds.map((mediaId, position) => ({ placeId: id, mediaId, position })),
      );
      const reviewRows = rows.flatMap(({ id, placeReviews }) =>
        placeReviews.map((review) => ({ ...review, placeId: id })),
      );
      for (const chunk of chunks(termRows, ROW_BATCH)) await tx.insert(placeTerms).values(chunk);
      for (const chunk of chunks(galleryRows, ROW_BATCH)) {
        await tx.insert(placeGallery).values(chunk);
      }
      for (const chunk of chunks(reviewRows, ROW_BATCH)) await tx.insert(reviews).values(chunk);
      reviewCount += reviewRows.length;
    }
    await bumpContentVersion(tx);
  });
  // Fresh planner statistics: without them PostgreSQL plans the next queries for the small
  // tables it last saw (a join over 10,000 places took 77 ms instead of 5 ms).
  await db.execute(sql`analyze places, place_terms, place_gallery, reviews`);
  options.log(
    `generated ${composed.length} places with ${reviewCount} reviews (${composedAt - started} ms to compose, ${Date.now() - composedAt} ms to insert)`,
  );
  return { places: composed.length, reviews: reviewCount };
}

/** The rows in slices of at most `size`. */
function chunks<T>(rows: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(rows.length / size) }, (_, index) =>
    rows.slice(index * size, (index + 1) * size),
  );
}
