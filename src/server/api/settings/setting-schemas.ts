import { z } from "zod";
import { paymentOptionsSchema } from "../bookings/booking-schemas.ts";
import { queryText } from "../listar-params.ts";
import { categoryTermSchema, success, termSchema } from "../listar-schemas.ts";
import { placeListItemSchema } from "../places/place-schemas.ts";
import type { RouteDoc } from "../route-doc.ts";

const TAGS = ["settings"];

const sortOption = z.strictObject({
  title: z.string(),
  field: z.string(),
  lang_key: z.string(),
  value: z.enum(["ASC", "DESC"]),
});

/** What the apps need before their first screen (protocol §4.5). */
const settingInitDoc: RouteDoc = {
  summary: "The directory's settings: terms, filters, sort options, what a place shows",
  tags: TAGS,
  auth: "none",
  response: success(
    z.strictObject({
      categories: z.array(categoryTermSchema),
      features: z.array(termSchema),
      locations: z.array(termSchema),
      settings: z.strictObject({
        per_page: z.int(),
        color_option: z.array(z.string()),
        unit_price: z.string(),
        price_min: z.number(),
        price_max: z.number(),
        time_min: z.string(),
        time_max: z.string(),
        list_mode: z.string(),
        submit_listing: z.boolean(),
        layout_widget: z.boolean(),
        layout_mode: z.string(),
        default_category: categoryTermSchema.nullable(),
        distance_unit: z.string(),
      }),
      view_option: z.record(z.string(), z.boolean()),
      place_sort_option: z.array(sortOption),
      claim: z.strictObject({ claim_listing_use: z.boolean(), claim_button_text: z.string() }),
    }),
  ),
};

/** The home screen (protocol §4.6). */
const homeInitDoc: RouteDoc = {
  summary: "The home screen: slides, categories, busiest districts, newest places",
  tags: TAGS,
  auth: "optional",
  response: success(
    z.strictObject({
      sliders: z.array(z.string()),
      categories: z.array(categoryTermSchema),
      locations: z.array(termSchema),
      recent_posts: z.array(placeListItemSchema),
    }),
  ),
};

export const settingPaymentQuery = z.object({
  resource_id: queryText(12).meta({
    description: "The place to book; without it, the ways the site takes payment.",
  }),
});

const termWidgetFields = {
  title: z.string(),
  description: z.string(),
  hide_title: z.boolean(),
  hide_desc: z.boolean(),
  layout: z.string().meta({ description: "The item style and shape, e.g. icon-circle." }),
  direction: z.enum(["horizontal", "vertical", "grid"]),
  shape: z.string(),
};

/** One section of the widget home screen, as the plugin's API widgets send them. */
const homeWidgetSchema = z
  .discriminatedUnion("type", [
    z.strictObject({
      ...termWidgetFields,
      type: z.literal("category"),
      data: z.array(categoryTermSchema),
    }),
    z.strictObject({ ...termWidgetFields, type: z.literal("location"), data: z.array(termSchema) }),
    z.strictObject({
      title: z.string(),
      description: z.string(),
      direction: z.enum(["horizontal", "vertical", "grid"]),
      layout: z
        .string()
        .meta({ description: "The place style: list, block, grid, card or small." }),
      type: z.literal("listing"),
      data: z.array(placeListItemSchema),
    }),
  ])
  .meta({ id: "HomeWidget" });

/** `{ns}/v1/setting/…` and `{ns}/v1/home/…`, as settingRoutes registers them. */
export const settingDocs: Record<string, RouteDoc> = {
  "GET /setting/init": settingInitDoc,
  "GET /setting/payment": {
    summary: "How a booking may be paid: at one place, or anywhere on the site",
    description:
      "The stock apps ask for it without a place at the payment step; the object is the one booking/form sends.",
    tags: TAGS,
    auth: "none",
    query: settingPaymentQuery,
    response: z.strictObject({ success: z.literal(true), payment: paymentOptionsSchema }),
    errors: [{ status: 400, codes: ["rest_invalid_param", "rest_invalid_post"] }],
  },
  "GET /home/init": homeInitDoc,
  "GET /home/widget": {
    summary: "The home screen as sections, for the apps' widget layout",
    description:
      "The same slides, categories, districts and newest places as home/init, laid out as the plugin's home widgets.",
    tags: TAGS,
    auth: "optional",
    response: success(
      z.strictObject({
        header: z.strictObject({
          type: z.enum(["basic", "slider"]),
          data: z.array(z.string()).meta({ description: "Slide image URLs." }),
        }),
        widgets: z.array(homeWidgetSchema),
        options: z.array(termSchema).meta({ description: "The locations to choose from." }),
      }),
    ),
  },
};
