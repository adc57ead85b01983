import { asc, inArray } from "drizzle-orm";
import type { Db } from "../../../db/database.ts";
import { media, places, placeTerms } from "../../../db/schema.ts";
import type { Media } from "../media/media-service.ts";

export type Place = typeof places.$inferSelect;

/** A place with what every answer about it shows: its terms in order and its cover image. */
export interface PlaceCard {
  place: Place;
  /** Categories, features and tags, in the author's order. */
  termIds: number[];
  image: Media | undefined;
}

/** The cards of these places, in the order of `ids` (missing ids are left out). */
export async function loadPlaceCards(db: Db, ids: readonly number[]): Promise<PlaceCard[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(places)
    .where(inArray(places.id, [...ids]));
  const links = await db
    .select({ placeId: placeTerms.placeId, termId: placeTerms.termId })
    .from(placeTerms)
    .where(inArray(placeTerms.placeId, [...ids]))
    .orderBy(asc(placeTerms.position), asc(placeTerms.termId));
  const imageIds = rows.flatMap((row) => (row.imageMediaId ? [row.imageMediaId] : []));
  const images = imageIds.length
    ? await db.select().from(media).where(inArray(media.id, imageIds))
    : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const imageById = new Map(images.map((item) => [item.id, item]));
  const termsOf = new Map<number, number[]>();
  for (const { placeId, termId } of links) {
    termsOf.set(placeId, [...(termsOf.get(placeId) ?? []), termId]);
  }
  return ids.flatMap((id) => {
    const place = byId.get(id);
    if (!place) return [];
    const image = place.imageMediaId ? imageById.get(place.imageMediaId) : undefined;
    return [{ place, termIds: termsOf.get(id) ?? [], image }];
  });
}
