import { availableParallelism } from "node:os";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { MESSAGES } from "../../../shared/i18n/messages/index.ts";
import { translate } from "../../../shared/i18n/translate.ts";
import { rateLimitedError } from "../../plugins/error-handling.ts";
import { requestLanguage } from "../../request-language.ts";
import { ApiError } from "../api-error.ts";
import { ClientGoneError, clientGone } from "../client-gone.ts";
import { pagination } from "../pagination.ts";
import { isInternalRead } from "../read-rate-limit.ts";
import { readQuery } from "../route-doc.ts";
import { sendSharedAnswer } from "../shared-answer.ts";
import { createListWork } from "./list-work.ts";
import { loadPlaceCards } from "./place-cards.ts";
import { type PlaceFilter, type Position, parsePlaceFilter } from "./place-filter.ts";
import { type PlaceJsonContext, placeListItemJson } from "./place-list-item-json.ts";
import {
  placeListDoc,
  placeTermsDoc,
  placeTermsQuery,
  placeViewDoc,
  placeViewQuery,
} from "./place-schemas.ts";
import { listQueryTimeout, searchPlaces } from "./place-search.ts";
import { searchTags } from "./place-tags.ts";
import { loadPlaceView, roundKm } from "./place-view.ts";
import { withWishlistFlags } from "./wishlist-variants.ts";

/** `{ns}/v1/place/…`: the directory's places (protocol §4.22, §4.23, §4.27). */
export async function placeRoutes(app: FastifyInstance) {
  const { db } = app.database;

  const jsonContext = async (request: FastifyRequest, now: Date): Promise<PlaceJsonContext> => ({
    catalogue: await app.directoryCache.catalogue(),
    language: requestLanguage(request),
    siteUrl: app.config.siteUrl,
    apiNamespace: app.config.apiNamespace,
    now,
  });

  // One fewer at once than the machine has cores, so a core is left for everything else (the
  // database computing them is most often on the same machine): one at a time on two cores.
  const listWork = createListWork({
    running: Math.max(1, availableParallelism() - 1),
    waiting: 16,
    perClient: 3,
  });

  /** One page of list items with its pagination (throws for a page past the last). */
  const listAnswer = (request: FastifyRequest, filter: PlaceFilter, now: Date) =>
    listWork.run(
      // Pages rendered for many visitors at once all read from this process's own address.
      isInternalRead(request) ? `page:${request.id}` : request.ip,
      () => computeList(request, filter, now),
      () => rateLimitedError(request),
      () => clientGone(request),
    );

  const computeList = async (request: FastifyRequest, filter: PlaceFilter, now: Date) => {
    const context = await jsonContext(request, now);
    const result = await searchPlaces(db, filter, context.catalogue, request.user, now, {
      timeoutMs: listQueryTimeout(app),
    });
    const paging = pagination(filter.page, filter.perPage, result.total, context.language);
    const cards = await loadPlaceCards(db, result.ids);
    return {
      success: true,
      pagination: paging,
      data: cards.map((card) => {
        const metres = result.distances.get(card.place.id);
        return placeListItemJson(card, context, {
          wishlist: false,
          distanceKm: metres === undefined ? null : roundKm(metres),
        });
      }),
    };
  };

  app.get("/list", { config: { doc: placeListDoc } }, async (request, reply) => {
    const language = requestLanguage(request);
    const filter = parsePlaceFilter(request, language);
    // Others' unpublished places depend on who asks: only published lists are shared.
    if (filter.status !== "publish") return listAnswer(request, filter, new Date());
    const key = `place/list|${language}|${JSON.stringify(filter)}`;
    const compute = (now: Date) => listAnswer(request, filter, now);
    const shared = await app.directoryCache.answerThisMinute(key, compute).catch((error) => {
      // The request that began this shared answer went away before its turn: one still here
      // begins it again (the failed answer was not kept).
      if (error instanceof ClientGoneError && !clientGone(request)) {
        return app.directoryCache.answerThisMinute(key, compute);
      }
      throw error;
    });
    const saved = await app.accountCache.savedAmong(
      request.user?.id,
      shared.data.map((item) => item.ID),
    );
    return sendSharedAnswer(request, reply, withWishlistFlags(shared, saved));
  });

  /** The same view object (a cached one) always gets the same answer, encoded once. */
  const answers = new WeakMap<object, object>();

  app.get("/view", { config: { doc: placeViewDoc } }, async (request, reply) => {
    const language = requestLanguage(request);
    const { id, latitude, longitude } = readQuery(request, placeViewQuery);
    const position: Position | undefined =
      latitude !== undefined && longitude !== undefined ? { latitude, longitude } : undefined;
    const view =
      id === undefined
        ? null
        : await loadPlaceView(app, { id, language, viewer: request.user, position });
    if (!view) {
      throw new ApiError(
        400,
        "rest_invalid_post",
        translate(MESSAGES[language], "directoryApi.invalidPlace"),
      );
    }
    let answer = answers.get(view);
    if (!answer) {
      answer = { success: true, data: view };
      answers.set(view, answer);
    }
    return sendSharedAnswer(request, reply, answer);
  });

  app.get("/terms", { config: { doc: placeTermsDoc } }, async (request) => {
    const language = requestLanguage(request);
    const query = readQuery(request, placeTermsQuery);
    const page = query.page ?? 1;
    const perPage = query.per_page ?? 20;
    const search = query.s ?? "";
    const catalogue = await app.directoryCache.catalogue();
    const found = searchTags(catalogue, search, language);
    return {
      success: true,
      pagination: pagination(page, perPage, found.length, language),
      data: found.slice((page - 1) * perPage, page * perPage),
    };
  });
}
