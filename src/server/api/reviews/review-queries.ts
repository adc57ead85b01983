import { desc, eq, type SQL } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../../db/database.ts";
import { media, reviews, users } from "../../../db/schema.ts";
import { mediaFileUrl } from "../media/media-files.ts";
import { commentJson } from "./comment-json.ts";

/** Reviews matching a condition, newest first, as Listar comments (with the reviewer's name and photo). */
export async function reviewComments(
  db: Db,
  siteUrl: string,
  where: SQL,
  page: { limit: number; offset: number },
) {
  const rows = await db
    .select({ review: reviews, name: users.displayName, photo: media })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .leftJoin(media, eq(media.id, users.photoMediaId))
    .where(where)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((row) => ({
    review: row.review,
    json: commentJson(row.review, {
      displayName: row.name,
      photoUrl: row.photo
        ? mediaFileUrl(siteUrl, row.photo.directory, row.photo.sizes.thumbnail.file)
        : `${siteUrl}/images/default-avatar.svg`,
    }),
  }));
}

/** The latest reviews of a place, for its public page. */
export async function loadPlaceReviews(
  app: FastifyInstance,
  options: { placeId: number; limit: number },
) {
  const found = await reviewComments(
    app.database.db,
    app.config.siteUrl,
    eq(reviews.placeId, options.placeId),
    { limit: options.limit, offset: 0 },
  );
  return found.map((one) => one.json);
}
