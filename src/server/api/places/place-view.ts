import { and, asc, desc, eq, ne, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import {
  files,
  media,
  placeAttachments,
  placeGallery,
  places,
  placeTerms,
} from "../../../db/schema.ts";
import type { Language } from "../../../shared/i18n/languages.ts";
import { hongKongDate } from "../../../shared/places/hong-kong-clock.ts";
import type { OpeningHours } from "../../../shared/places/opening-hours.ts";
import { publicUserJson, withPhoto } from "../users/user-json.ts";
import { findUserById, type User } from "../users/user-repository.ts";
import { loadPlaceCards } from "./place-cards.ts";
import type { Position } from "./place-filter.ts";
import {
  mainCategory,
  openingJson,
  type PlaceJsonContext,
  placeListItemJson,
} from "./place-list-item-json.ts";
import { placeViewJson } from "./place-view-json.ts";

/** Related and latest places shown under a place. */
const NEIGHBOURS = 5;

/** Whether a viewer may see a place: published ones everyone, others their author and admins. */
export const canSeePlace = (place: { status: string; authorId: number }, viewer: User | null) =>
  place.status === "publish" || viewer?.role === "admin" || viewer?.id === place.authorId;

type PlaceView = NonNullable<Awaited<ReturnType<typeof buildPlaceView>>>["view"];

/**
 * A place's `place/view` answer for this viewer, or null when it does not exist or the viewer
 * may not see it. Used by the API and by the website's place pages. A published place's answer
 * is the same for everyone but the wish-list flags: it is built once per content version, and
 * "open now" is laid over it once a minute without asking the database again.
 */
export async function loadPlaceView(
  app: FastifyInstance,
  options: { id: number; language: Language; viewer: User | null; position?: Position },
) {
  const { directoryCache } = app;
  const key = `place/view|${options.language}|${options.id}|${options.position?.latitude},${options.position?.longitude}`;
  const shared = await directoryCache.answerThisMinute(key, async (now) => {
    const built = await directoryCache.answer(key, () =>
      buildPlaceView(app, { ...options, viewer: null, now }),
    );
    return built && openAt(built, now, options.language);
  });
  const own = shared
    ? null
    : options.viewer && (await buildPlaceView(app, { ...options, now: new Date() }));
  const view = shared ?? own?.view ?? null;
  if (!view || !options.viewer) return view;
  const saved = await app.accountCache.savedAmong(options.viewer.id, [
    view.ID,
    ...view.related.map((item) => item.ID),
    ...view.lastest.map((item) => item.ID),
  ]);
  if (saved.size === 0) return view;
  const flag = <T extends { ID: number }>(item: T) => ({ ...item, wishlist: saved.has(item.ID) });
  return { ...flag(view), related: view.related.map(flag), lastest: view.lastest.map(flag) };
}

/** The view with "open now" (its own and its neighbours') and the coming exceptions as of `now`. */
function openAt(
  built: { view: PlaceView; hours: ReadonlyMap<number, OpeningHours> },
  now: Date,
  language: Language,
): PlaceView {
  const opening = (id: number) => {
    const hours = built.hours.get(id);
    return hours ? openingJson(hours, now, language) : {};
  };
  const { view } = built;
  const today = hongKongDate(now);
  const exceptions = built.hours.get(view.ID)?.exceptions ?? [];
  return {
    ...view,
    ...opening(view.ID),
    hours: { ...view.hours, exceptions: exceptions.filter((entry) => entry.date >= today) },
    related: view.related.map((item) => ({ ...item, ...opening(item.ID) })),
    lastest: view.lastest.map((item) => ({ ...item, ...opening(item.ID) })),
  };
}

async function buildPlaceView(
  app: FastifyInstance,
  options: { id: number; language: Language; viewer: User | null; position?: Position; now: Date },
) {
  const { db } = app.database;
  const [card] = await loadPlaceCards(db, [options.id]);
  if (!card || !canSeePlace(card.place, options.viewer)) return null;
  const catalogue = await app.directoryCache.catalogue();
  const context: PlaceJsonContext = {
    catalogue,
    language: options.language,
    siteUrl: app.config.siteUrl,
    apiNamespace: app.config.apiNamespace,
    now: options.now,
  };
  const { place } = card;
  const category = mainCategory(card, catalogue);
  const published = and(eq(places.status, "publish"), ne(places.id, place.id));
  // Independent reads: on PostgreSQL they go out on several connections at once.
  const [author, gallery, attachments, relatedIds, latestIds, distanceKm] = await Promise.all([
    findUserById(db, place.authorId),
    db
      .select({ item: media })
      .from(placeGallery)
      .innerJoin(media, eq(media.id, placeGallery.mediaId))
      .where(eq(placeGallery.placeId, place.id))
      .orderBy(asc(placeGallery.position), asc(placeGallery.mediaId)),
    db
      .select({ file: files })
      .from(placeAttachments)
      .innerJoin(files, eq(files.id, placeAttachments.fileId))
      .where(eq(placeAttachments.placeId, place.id))
      .orderBy(asc(placeAttachments.position))
      .then((rows) => rows.map((row) => row.file)),
    category
      ? db
          .select({ id: places.id })
          .from(places)
          .innerJoin(placeTerms, eq(placeTerms.placeId, places.id))
          .where(and(published, eq(placeTerms.termId, category.id)))
          .orderBy(desc(places.ratingAvg), desc(places.id))
          .limit(NEIGHBOURS)
          .then((rows) => rows.map((row) => row.id))
      : [],
    db
      .select({ id: places.id })
      .from(places)
      .where(published)
      .orderBy(desc(places.createdAt), desc(places.id))
      .limit(NEIGHBOURS)
      .then((rows) => rows.map((row) => row.id)),
    options.position && place.latitude !== null && place.longitude !== null
      ? distanceBetween(app, options.position, {
          latitude: place.latitude,
          longitude: place.longitude,
        })
      : null,
  ]);
  const neighbours = await loadPlaceCards(db, [...new Set([...relatedIds, ...latestIds])]);
  const items = (ids: number[]) =>
    neighbours
      .filter((one) => ids.includes(one.place.id))
      .sort((a, b) => ids.indexOf(a.place.id) - ids.indexOf(b.place.id))
      .map((one) => placeListItemJson(one, context, { wishlist: false }));
  const view = placeViewJson(
    {
      card,
      author: author ? publicUserJson(await withPhoto(db, author), app.config.siteUrl) : {},
      gallery: gallery.map((row) => row.item),
      attachments,
      wishlist: false,
      distanceKm,
      related: items(relatedIds),
      latest: items(latestIds),
    },
    context,
  );
  const hours = new Map(
    [card, ...neighbours].map((one) => [one.place.id, one.place.openingHours] as const),
  );
  return { view, hours };
}

/** Kilometres on the earth's surface, to 0.01 km, by the database's earthdistance. */
async function distanceBetween(app: FastifyInstance, from: Position, to: Position) {
  const [row] = await app.database.db
    .select({
      metres: sql<number>`earth_distance(ll_to_earth(${from.latitude}::float8, ${from.longitude}::float8), ll_to_earth(${to.latitude}::float8, ${to.longitude}::float8))`,
    })
    .from(sql`(select 1) as one`);
  return roundKm(Number(row?.metres ?? 0));
}

export const roundKm = (metres: number) => Math.round(metres / 10) / 100;
