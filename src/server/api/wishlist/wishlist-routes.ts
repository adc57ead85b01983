import { and, desc, eq, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { places, wishlistEntries } from "../../../db/schema.ts";
import { MESSAGES } from "../../../shared/i18n/messages/index.ts";
import { translate } from "../../../shared/i18n/translate.ts";
import { requireUser } from "../../plugins/authentication.ts";
import { requestLanguage } from "../../request-language.ts";
import { pagination } from "../pagination.ts";
import { requestedPlace } from "../place-id-field.ts";
import { loadPlaceCards } from "../places/place-cards.ts";
import { DEFAULT_PER_PAGE } from "../places/place-filter.ts";
import { placeListItemJson } from "../places/place-list-item-json.ts";
import { bodyFields } from "../request-fields.ts";
import { documentRoutes, readQuery } from "../route-doc.ts";
import { wishlistDocs, wishlistListQuery } from "./wishlist-schemas.ts";

/** `{ns}/v1/wishlist/…` (protocol §4.10–4.13): the signed-in user's saved places. */
export async function wishlistRoutes(app: FastifyInstance) {
  const { db } = app.database;
  documentRoutes(app, wishlistDocs);
  const signedIn = { config: { signedIn: true as const } };
  const done = (request: FastifyRequest, key: Parameters<typeof translate>[1]) => ({
    success: true,
    message: translate(MESSAGES[requestLanguage(request)], key),
  });

  app.get("/list", signedIn, async (request) => {
    const user = requireUser(request);
    const language = requestLanguage(request);
    const query = readQuery(request, wishlistListQuery);
    const page = query.page ?? 1;
    const perPage = query.per_page ?? DEFAULT_PER_PAGE;
    // A saved place that is no longer public drops out of the list until it is again.
    const visible = and(eq(wishlistEntries.userId, user.id), eq(places.status, "publish"));
    const rows = await db
      .select({ placeId: wishlistEntries.placeId, total: sql<number>`count(*) over ()::int` })
      .from(wishlistEntries)
      .innerJoin(places, eq(places.id, wishlistEntries.placeId))
      .where(visible)
      .orderBy(desc(wishlistEntries.createdAt), desc(wishlistEntries.placeId))
      .limit(perPage)
      .offset((page - 1) * perPage);
    const total =
      rows[0]?.total ??
      (
        await db
          .select({ n: sql<number>`count(*)::int` })
          .from(wishlistEntries)
          .innerJoin(places, eq(places.id, wishlistEntries.placeId))
          .where(visible)
      )[0]?.n ??
      0;
    const paging = pagination(page, perPage, total, language);
    const context = {
      catalogue: await app.directoryCache.catalogue(),
      language,
      siteUrl: app.config.siteUrl,
      apiNamespace: app.config.apiNamespace,
      now: new Date(),
    };
    const cards = await loadPlaceCards(
      db,
      rows.map((row) => row.placeId),
    );
    return {
      success: true,
      data: cards.map((card) => placeListItemJson(card, context, { wishlist: true })),
      pagination: paging,
    };
  });

  app.post("/save", signedIn, async (request) => {
    const user = requireUser(request);
    const place = await requestedPlace(db, request, bodyFields(request).post_id);
    await db
      .insert(wishlistEntries)
      .values({ userId: user.id, placeId: place.id })
      .onConflictDoNothing();
    await app.accountCache.changed(user.id);
    return done(request, "directoryApi.wishlist.saved");
  });

  app.post("/remove", signedIn, async (request) => {
    const user = requireUser(request);
    const place = await requestedPlace(db, request, bodyFields(request).post_id);
    await db
      .delete(wishlistEntries)
      .where(and(eq(wishlistEntries.userId, user.id), eq(wishlistEntries.placeId, place.id)));
    await app.accountCache.changed(user.id);
    return done(request, "directoryApi.wishlist.removed");
  });

  app.post("/reset", signedIn, async (request) => {
    const user = requireUser(request);
    await db.delete(wishlistEntries).where(eq(wishlistEntries.userId, user.id));
    await app.accountCache.changed(user.id);
    return done(request, "directoryApi.wishlist.reset");
  });
}
