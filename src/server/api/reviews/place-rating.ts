import { eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/database.ts";
import { places, reviews } from "../../../db/schema.ts";

/**
 * Recounts a place's rating from its reviews; call it in the transaction that wrote a review,
 * so the stored average never disagrees with the reviews behind it.
 */
export async function refreshPlaceRating(db: Db, placeId: number): Promise<void> {
  const star = (n: number) => sql<number>`count(*) filter (where ${reviews.rating} = ${n})::int`;
  const [summary] = await db
    .select({
      count: sql<number>`count(*)::int`,
      avg: sql<number>`coalesce(avg(${reviews.rating}), 0)::real`,
      stars: sql<number[]>`array[${star(1)}, ${star(2)}, ${star(3)}, ${star(4)}, ${star(5)}]`,
    })
    .from(reviews)
    .where(eq(reviews.placeId, placeId));
  await db
    .update(places)
    .set({
      ratingCount: summary?.count ?? 0,
      ratingAvg: summary?.avg ?? 0,
      ratingStars: summary?.stars ?? [0, 0, 0, 0, 0],
    })
    .where(eq(places.id, placeId));
}

/**
 * Deletes a user's reviews and recounts the places they were on (the rows' cascade from the
 * user would leave the places' stored ratings counting them). Answers how many went.
 */
export async function deleteReviewsOfUser(db: Db, userId: number): Promise<number> {
  const removed = await db
    .delete(reviews)
    .where(eq(reviews.userId, userId))
    .returning({ placeId: reviews.placeId });
  for (const placeId of new Set(removed.map((row) => row.placeId))) {
    await refreshPlaceRating(db, placeId);
  }
  return removed.length;
}
