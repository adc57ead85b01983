import { z } from "zod";
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
export const settingInitDoc: RouteDoc = {
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
export const homeInitDoc: RouteDoc = {
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
