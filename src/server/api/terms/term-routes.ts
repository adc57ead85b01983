import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { places, placeTerms } from "../../../db/schema.ts";
import { requestLanguage } from "../../request-language.ts";
import { defaultImageJson, imageJson } from "../media/image-json.ts";
import { localisedPlaceText } from "../places/localised-place-text.ts";
import { loadPlaceCards } from "../places/place-cards.ts";
import { readQuery } from "../route-doc.ts";
import { type TermJsonContext, termJson } from "./term-json.ts";
import {
  categoryDiscoverDoc,
  categoryListDoc,
  categoryListQuery,
  locationListDoc,
  locationListQuery,
} from "./term-schemas.ts";

/** Places shown under each category on the discover screen. */
const DISCOVER_PLACES = 10;

/** `{ns}/v1/category/…` and `{ns}/v1/location/list` (protocol §4.7–4.9). */
export async function termRoutes(app: FastifyInstance) {
  const { db } = app.database;
  const context = async (request: FastifyRequest): Promise<TermJsonContext> => ({
    catalogue: await app.directoryCache.catalogue(),
    language: requestLanguage(request),
    siteUrl: app.config.siteUrl,
  });
  app.get("/category/list", { config: { doc: categoryListDoc } }, async (request) => {
    const parent = readQuery(request, categoryListQuery).category_id || null;
    const ctx = await context(request);
    const data = ctx.catalogue.children(parent, "category").map((term) => termJson(term, ctx));
    return { success: true, size: data.length, data };
  });

  app.get("/location/list", { config: { doc: locationListDoc } }, async (request) => {
    const parent = readQuery(request, locationListQuery).parent_id || null;
    const ctx = await context(request);
    const data = ctx.catalogue.children(parent, "location").map((term) => termJson(term, ctx));
    return { success: true, code: "", message: "", data };
  });

  app.get("/category/list_discover", { config: { doc: categoryDiscoverDoc } }, async (request) => {
    const ctx = await context(request);
    const data = await app.directoryCache.answer(
      `category/list_discover|${ctx.language}`,
      async () => {
        const categories = ctx.catalogue.children(null, "category");
        const ranked = await db
          .select({
            termId: placeTerms.termId,
            placeId: placeTerms.placeId,
            rank: sql<number>`row_number() over (partition by ${placeTerms.termId} order by ${places.ratingAvg} desc, ${places.id} desc)::int`,
          })
          .from(placeTerms)
          .innerJoin(places, and(eq(places.id, placeTerms.placeId), eq(places.status, "publish")))
          .where(
            inArray(placeTerms.termId, categories.length ? categories.map((term) => term.id) : [0]),
          )
          .orderBy(desc(places.ratingAvg));
        const top = ranked.filter((row) => row.rank <= DISCOVER_PLACES);
        const cards = new Map(
          (await loadPlaceCards(db, [...new Set(top.map((row) => row.placeId))])).map((card) => [
            card.place.id,
            card,
          ]),
        );
        return categories.map((term) => ({
          ...termJson(term, ctx),
          posts: top
            .filter((row) => row.termId === term.id)
            .sort((a, b) => a.rank - b.rank)
            .flatMap((row) => {
              const card = cards.get(row.placeId);
              if (!card) return [];
              return [
                {
                  ID: card.place.id,
                  post_title: localisedPlaceText(card.place, ctx.language).title,
                  image: card.image
                    ? imageJson(card.image, ctx.siteUrl)
                    : defaultImageJson(ctx.siteUrl),
                },
              ];
            }),
        }));
      },
    );
    return { success: true, code: "", message: "", data };
  });
}
