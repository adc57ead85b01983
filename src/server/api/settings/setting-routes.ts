import { desc, eq, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { places } from "../../../db/schema.ts";
import { MESSAGES } from "../../../shared/i18n/messages/index.ts";
import { translate } from "../../../shared/i18n/translate.ts";
import { requestLanguage } from "../../request-language.ts";
import { findBookablePlace } from "../bookings/bookable-place.ts";
import { imageJson } from "../media/image-json.ts";
import { paymentOptionsJson } from "../payments/payment-options.ts";
import { loadPlaceCards } from "../places/place-cards.ts";
import { DEFAULT_PER_PAGE } from "../places/place-filter.ts";
import { type PlaceJsonContext, placeListItemJson } from "../places/place-list-item-json.ts";
import { documentRoutes, readQuery } from "../route-doc.ts";
import { termJson } from "../terms/term-json.ts";
import { type HomeSections, homeWidgetJson } from "./home-widget-json.ts";
import { settingDocs, settingPaymentQuery } from "./setting-schemas.ts";

/** The spec's default category (§9): the apps open on it. */
export const DEFAULT_CATEGORY_SLUG = "salon";
const HOME_DISTRICTS = 5;
const HOME_RECENT = 5;
const HOME_SLIDES = 5;

/** Every `view_option` on: our places may fill any field, and the apps hide empty ones. */
const VIEW_OPTIONS = Object.fromEntries(
  [
    "view_address_use",
    "view_phone_use",
    "view_fax_use",
    "view_email_use",
    "view_website_use",
    "view_status_use",
    "view_date_establish_use",
    "view_galleries_use",
    "view_attachment_use",
    "view_map_use",
    "view_price_use",
    "view_opening_hour_use",
    "view_tags_use",
    "view_feature_use",
    "view_video_url_use",
    "social_network_use",
  ].map((key) => [key, true]),
);

/** `{ns}/v1/setting/…` and `{ns}/v1/home/…` (protocol §4.5, §4.6, §4.39). */
export async function settingRoutes(app: FastifyInstance) {
  const { db } = app.database;
  documentRoutes(app, settingDocs);
  const context = async (request: FastifyRequest): Promise<PlaceJsonContext> => ({
    catalogue: await app.directoryCache.catalogue(),
    language: requestLanguage(request),
    siteUrl: app.config.siteUrl,
    apiNamespace: app.config.apiNamespace,
    now: new Date(),
  });

  app.get("/setting/init", async (request) => {
    const ctx = await context(request);
    const data = await app.directoryCache.answer(`setting/init|${ctx.language}`, async () => {
      const messages = MESSAGES[ctx.language];
      const { catalogue } = ctx;
      const [prices] = await db
        .select({ max: sql<number | null>`max(${places.priceMaxCents})` })
        .from(places)
        .where(eq(places.status, "publish"));
      const categories = catalogue.children(null, "category");
      const colours = [...new Set(categories.flatMap((term) => (term.color ? [term.color] : [])))];
      const sort = (title: string, field: string, key: string, value: "ASC" | "DESC") => ({
        title,
        field,
        lang_key: key,
        value,
      });
      const defaultCategory = categories.find((term) => term.slug === DEFAULT_CATEGORY_SLUG);
      return {
        categories: categories.map((term) => termJson(term, ctx)),
        features: catalogue.children(null, "feature").map((term) => termJson(term, ctx)),
        locations: catalogue.children(null, "location").map((term) => termJson(term, ctx)),
        settings: {
          per_page: DEFAULT_PER_PAGE,
          color_option: colours,
          unit_price: "HKD",
          price_min: 0,
          // Whole dollars, rounded up to a hundred: the filter's slider runs to the dearest place.
          price_max: Math.max(100, Math.ceil((prices?.max ?? 0) / 100 / 100) * 100),
          time_min: "00:00",
          time_max: "23:59",
          list_mode: "list",
          submit_listing: true,
          layout_widget: false,
          layout_mode: "default",
          default_category: defaultCategory ? termJson(defaultCategory, ctx) : null,
          distance_unit: "km",
        },
        view_option: { ...VIEW_OPTIONS, view_admob_use: false },
        place_sort_option: [
          sort(
            translate(messages, "directoryApi.sort.newest"),
            "post_date",
            "post_date_desc",
            "DESC",
          ),
          sort(
            translate(messages, "directoryApi.sort.oldest"),
            "post_date",
            "post_date_asc",
            "ASC",
          ),
          sort(
            translate(messages, "directoryApi.sort.mostReviewed"),
            "comment_count",
            "comment_count_desc",
            "DESC",
          ),
          sort(translate(messages, "directoryApi.sort.rating"), "rating", "rating_desc", "DESC"),
          sort(translate(messages, "directoryApi.sort.title"), "title", "title_asc", "ASC"),
        ],
        claim: {
          claim_listing_use: false,
          claim_button_text: translate(messages, "directoryApi.claim"),
        },
      };
    });
    return { success: true, data };
  });

  app.get("/setting/payment", async (request) => {
    const language = requestLanguage(request);
    const { resource_id: placeId } = readQuery(request, settingPaymentQuery);
    const place = placeId === undefined ? null : await findBookablePlace(db, placeId, language);
    return { success: true, payment: paymentOptionsJson(place, app.config, language) };
  });

  /**
   * The home screen's sections, the same for everyone but the wish-list flags: built once per
   * content version and minute ("open now"), then flagged for the viewer.
   */
  const homeSections = async (
    request: FastifyRequest,
    ctx: PlaceJsonContext,
  ): Promise<HomeSections> => {
    const data = await app.directoryCache.answerThisMinute(
      `home/init|${ctx.language}`,
      async () => {
        const { catalogue } = ctx;
        const recentIds = (
          await db
            .select({ id: places.id })
            .from(places)
            .where(eq(places.status, "publish"))
            .orderBy(desc(places.createdAt), desc(places.id))
            .limit(HOME_RECENT)
        ).map((row) => row.id);
        const slideIds = (
          await db
            .select({ id: places.id })
            .from(places)
            .where(eq(places.status, "publish"))
            .orderBy(desc(places.ratingAvg), desc(places.ratingCount), desc(places.id))
            .limit(HOME_SLIDES)
        ).map((row) => row.id);
        const cards = await loadPlaceCards(db, [...new Set([...recentIds, ...slideIds])]);
        const card = (id: number) => cards.find((one) => one.place.id === id);
        const districts = catalogue
          .ofTaxonomy("location")
          .filter((term) => catalogue.ancestry(term.id).length === 3)
          .sort((a, b) => catalogue.count(b.id) - catalogue.count(a.id) || a.position - b.position)
          .slice(0, HOME_DISTRICTS);
        return {
          sliders: slideIds.flatMap((id) => {
            const image = card(id)?.image;
            return image ? [imageJson(image, ctx.siteUrl).full.url] : [];
          }),
          categories: catalogue.children(null, "category").map((term) => termJson(term, ctx)),
          locations: districts.map((term) => termJson(term, ctx)),
          recent_posts: recentIds.flatMap((id) => {
            const one = card(id);
            return one ? [placeListItemJson(one, ctx, { wishlist: false })] : [];
          }),
        };
      },
    );
    const saved = await app.accountCache.savedAmong(
      request.user?.id,
      data.recent_posts.map((item) => item.ID),
    );
    if (!saved.size) return data;
    return {
      ...data,
      recent_posts: data.recent_posts.map((item) => ({ ...item, wishlist: saved.has(item.ID) })),
    };
  };

  app.get("/home/init", async (request) => ({
    success: true,
    data: await homeSections(request, await context(request)),
  }));

  app.get("/home/widget", async (request) => {
    const ctx = await context(request);
    const options = ctx.catalogue.children(null, "location").map((term) => termJson(term, ctx));
    return {
      success: true,
      data: homeWidgetJson(await homeSections(request, ctx), options, ctx.language),
    };
  });
}
