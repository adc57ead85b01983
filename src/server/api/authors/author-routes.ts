import { and, eq, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { places, reviews } from "../../../db/schema.ts";
import type { Language } from "../../../shared/i18n/languages.ts";
import { MESSAGES } from "../../../shared/i18n/messages/index.ts";
import { translate } from "../../../shared/i18n/translate.ts";
import { requestLanguage } from "../../request-language.ts";
import { ApiError } from "../api-error.ts";
import { placeReviews } from "../listings/revision-queries.ts";
import { pagination } from "../pagination.ts";
import { localisedPlaceText } from "../places/localised-place-text.ts";
import { loadPlaceCards } from "../places/place-cards.ts";
import { DEFAULT_PER_PAGE, parsePlaceFilter } from "../places/place-filter.ts";
import { placeListItemJson } from "../places/place-list-item-json.ts";
import { listQueryTimeout, searchPlaces } from "../places/place-search.ts";
import { roundKm } from "../places/place-view.ts";
import { reviewComments } from "../reviews/review-queries.ts";
import { documentRoutes, readQuery } from "../route-doc.ts";
import { publicUserJson, withPhoto } from "../users/user-json.ts";
import { findUserById, type User } from "../users/user-repository.ts";
import { authorCommentsQuery, authorDocs, authorQuery } from "./author-schemas.ts";

/** `{ns}/v1/author/listing|comments|overview` (protocol §4.31–4.33). */
export async function authorRoutes(app: FastifyInstance) {
  const { db } = app.database;
  documentRoutes(app, authorDocs);

  /** The author asked for (`user_id`), or the signed-in user; Listar's 200-style errors as 4xx. */
  async function author(request: FastifyRequest, language: Language): Promise<User> {
    const id = readQuery(request, authorQuery).user_id;
    const messages = MESSAGES[language];
    if (id === undefined) {
      if (request.user) return request.user;
      throw new ApiError(401, "rest_permission", translate(messages, "accounts.error.noLogin"));
    }
    const found = await findUserById(db, id);
    if (!found || found.deactivatedAt) {
      throw new ApiError(
        404,
        "rest_permission",
        translate(messages, "directoryApi.author.notFound"),
      );
    }
    return found;
  }

  /** The profile figures Listar adds to the user: reviews received, their average, places. */
  async function authorStats(user: User) {
    const [received] = await db
      .select({
        count: sql<number>`count(${reviews.id})::int`,
        avg: sql<number | null>`avg(${reviews.rating})::real`,
      })
      .from(reviews)
      .innerJoin(places, and(eq(places.id, reviews.placeId), eq(places.status, "publish")))
      .where(eq(places.authorId, user.id));
    const [posts] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(places)
      .where(and(eq(places.authorId, user.id), eq(places.status, "publish")));
    return {
      total_comment: received?.count ?? 0,
      // A string, as Listar's `number_format` gives it (protocol trap 9).
      rating_avg: received?.avg ? received.avg.toFixed(1) : "",
      total_post: posts?.count ?? 0,
    };
  }

  const profile = async (user: User) => ({
    ...publicUserJson(await withPhoto(db, user), app.config.siteUrl),
    ...(await authorStats(user)),
  });

  app.get("/listing", async (request) => {
    const language = requestLanguage(request);
    const user = await author(request, language);
    const filter = { ...parsePlaceFilter(request, language), userIds: [user.id] };
    const now = new Date();
    const catalogue = await app.directoryCache.catalogue();
    const result = await searchPlaces(db, filter, catalogue, request.user, now, {
      timeoutMs: listQueryTimeout(app),
    });
    const paging = pagination(filter.page, filter.perPage, result.total, language);
    const context = {
      catalogue,
      language,
      siteUrl: app.config.siteUrl,
      apiNamespace: app.config.apiNamespace,
      now,
    };
    const saved = await app.accountCache.savedAmong(request.user?.id, result.ids);
    const cards = await loadPlaceCards(db, result.ids);
    const own = request.user?.id === user.id;
    // What became of the owner's edits is theirs (and the admins') to read (decision 082).
    const reviews =
      own || request.user?.role === "admin" ? await placeReviews(db, result.ids) : new Map();
    return {
      success: true,
      user: { ...(await profile(user)), submit: own },
      pagination: paging,
      data: cards.map((card) => {
        const metres = result.distances.get(card.place.id);
        return {
          ...placeListItemJson(card, context, {
            wishlist: saved.has(card.place.id),
            distanceKm: metres === undefined ? null : roundKm(metres),
          }),
          review: reviews.get(card.place.id) ?? null,
        };
      }),
    };
  });

  app.get("/comments", async (request) => {
    const language = requestLanguage(request);
    const user = await author(request, language);
    const query = readQuery(request, authorCommentsQuery);
    const page = query.page ?? 1;
    const perPage = query.per_page ?? DEFAULT_PER_PAGE;
    const onTheirPlaces = sql`${reviews.placeId} in (select ${places.id} from ${places} where ${places.authorId} = ${user.id} and ${places.status} = 'publish')`;
    const [counted] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(reviews)
      .where(onTheirPlaces);
    const paging = pagination(page, perPage, counted?.n ?? 0, language);
    const found = await reviewComments(db, app.config.siteUrl, onTheirPlaces, {
      limit: perPage,
      offset: (page - 1) * perPage,
    });
    const titles = new Map(
      (await loadPlaceCards(db, [...new Set(found.map((one) => one.review.placeId))])).map(
        (card) => [card.place.id, localisedPlaceText(card.place, language).title],
      ),
    );
    return {
      success: true,
      pagination: paging,
      data: found.map((one) => ({ ...one.json, post_title: titles.get(one.review.placeId) ?? "" })),
    };
  });

  app.get("/overview", async (request) => {
    const user = await author(request, requestLanguage(request));
    return { success: true, data: await profile(user) };
  });
}
