import { z } from "zod";
import { pageParams, queryInt, queryNumber, queryText } from "../listar-params.ts";
import {
  imageSchema,
  pagedList,
  publicUserSchema,
  success,
  tagSchema,
  termSchema,
  wpTermSchema,
} from "../listar-schemas.ts";
import type { RouteDoc } from "../route-doc.ts";
import { placeListQuery } from "./place-filter.ts";

const TAGS = ["places"];

export const placeViewQuery = z.object({
  id: queryInt({ min: 1 }),
  latitude: queryNumber({ min: -90, max: 90 }),
  longitude: queryNumber({ min: -180, max: 180 }),
});

export const placeTermsQuery = z.object({
  ...pageParams(100),
  s: queryText(),
});

const wpPostFields = {
  ID: z.int(),
  post_author: z.string(),
  post_date: z.string(),
  post_date_gmt: z.string(),
  post_content: z.string().meta({
    description: "In the request's language, the other standing in when not given (decision 083).",
  }),
  post_title: z.string().meta({ description: "In the request's language, as `post_content`." }),
  post_excerpt: z.string(),
  post_status: z.enum(["publish", "pending", "draft", "trash"]),
  comment_status: z.literal("open"),
  ping_status: z.literal("closed"),
  post_password: z.literal(""),
  post_name: z.string(),
  to_ping: z.literal(""),
  pinged: z.literal(""),
  post_modified: z.string(),
  post_modified_gmt: z.string(),
  post_content_filtered: z.literal(""),
  post_parent: z.literal(0),
  guid: z.string(),
  menu_order: z.literal(0),
  post_type: z.literal("listar"),
  post_mime_type: z.literal(""),
  comment_count: z.string(),
  filter: z.literal("raw"),
};

const openingStatusSchema = z.union([
  z.strictObject({ state: z.literal("open"), closes_at: z.string().nullable() }),
  z.strictObject({ state: z.literal("closed"), opens_at: z.string().nullable() }),
]);

const listItemFields = {
  ...wpPostFields,
  address: z.string(),
  phone: z.string(),
  status: z.string().meta({ description: 'Open or closed now, as text; "" without hours.' }),
  latitude: z.string(),
  longitude: z.string(),
  image: imageSchema,
  rating_avg: z.number().min(0).max(5),
  rating_count: z.int().min(0),
  wishlist: z.boolean(),
  booking_use: z.boolean(),
  booking_style: z.string(),
  booking_price: z.string(),
  booking_price_display: z.string(),
  rejection_reason: z.string().optional(),
  open_now: z.boolean(),
  opening_status: openingStatusSchema.nullable(),
  distance: z
    .union([z.literal(""), z.number()])
    .meta({ description: "km, when a position was given." }),
  link: z.string(),
  app_link: z.string(),
};

const href = z.strictObject({ href: z.string() });

/** Listar's place list item (`Place_Model::assign_data_list`) with our additions. */
export const placeListItemSchema = z
  .strictObject({
    ...listItemFields,
    category: wpTermSchema.nullable(),
    links: z.strictObject({ self: href, collection: href }),
  })
  .meta({ id: "PlaceListItem" });

const timeRange = z.strictObject({ start: z.string(), end: z.string() });
const locationRef = z.strictObject({ id: z.int(), name: z.string() }).nullable();

/** Listar's place detail (protocol §4.23) with our additions. */
export const placeViewSchema = z
  .strictObject({
    ...listItemFields,
    tags: z.array(tagSchema),
    author: z.union([publicUserSchema, z.strictObject({})]),
    category: termSchema.nullable(),
    categories: z.array(wpTermSchema),
    features: z.array(termSchema),
    rating_meta: z.record(z.string(), z.int()),
    galleries: z.array(imageSchema),
    attachments: z.array(
      z.strictObject({
        id: z.int(),
        url: z.string(),
        name: z.string(),
        size: z.string(),
        mime_type: z.string(),
      }),
    ),
    opening_hour: z.array(
      z.strictObject({
        label: z.string(),
        key: z.string(),
        day_of_week: z.int().min(0).max(6),
        schedule: z.array(timeRange),
      }),
    ),
    hours: z.strictObject({
      weekly: z.record(z.string(), z.array(timeRange)),
      holidays: z.array(timeRange).nullable(),
      exceptions: z.array(z.strictObject({ date: z.string(), ranges: z.array(timeRange) })),
    }),
    location: z.strictObject({ country: locationRef, state: locationRef, city: locationRef }),
    country_name: z.string(),
    state_name: z.string(),
    city_name: z.string(),
    full_address: z.string(),
    country: z.int().nullable(),
    state: z.int().nullable(),
    city: z.int().nullable(),
    neighbourhood: z.int().nullable().meta({
      description:
        "Ours: the neighbourhood (below the district in `city`) the place is in, if any.",
    }),
    neighbourhood_name: z.string().meta({ description: "Ours: its name, or empty." }),
    zip_code: z.string(),
    whatsapp: z.string(),
    fax: z.string(),
    email: z.string(),
    website: z.string(),
    color: z.string().nullable(),
    icon: z.string().nullable(),
    date_establish: z.string(),
    price_min: z.string(),
    price_max: z.string(),
    gallery: z.string(),
    attachment: z.string(),
    video_url: z.string(),
    social_network: z.record(z.string(), z.string()).nullable(),
    booking_disable: z.null(),
    claim_method_charge: z.null(),
    claim_price: z.null(),
    related: z.array(placeListItemSchema),
    lastest: z.array(placeListItemSchema),
    claim_use: z.literal(false),
    claim_verified: z.literal(false),
    revision: z
      .int()
      .min(1)
      .meta({ description: "Raised by every save; place/approve names the one reviewed." }),
  })
  .meta({ id: "PlaceView" });

export const placeListDoc: RouteDoc = {
  summary: "Places of the directory, filtered, sorted and paged",
  description:
    "Published places for everyone; `post_status` other than publish lists only the caller's own (all for an admin). A position comes from latitude/longitude or the Latitude/Longitude headers; radius and orderby=distance need one.",
  tags: TAGS,
  auth: "optional",
  query: placeListQuery,
  response: pagedList(placeListItemSchema),
  errors: [
    {
      status: 400,
      codes: ["rest_invalid_param", "rest_invalid_page_number", "rest_list_too_broad"],
    },
  ],
};

export const placeViewDoc: RouteDoc = {
  summary: "One place in full",
  tags: TAGS,
  auth: "optional",
  query: placeViewQuery,
  response: success(placeViewSchema),
  errors: [{ status: 400, codes: ["rest_invalid_param", "rest_invalid_post"] }],
};

export const placeTermsDoc: RouteDoc = {
  summary: "Tags matching a text, for the listing form",
  tags: TAGS,
  auth: "none",
  query: placeTermsQuery,
  response: pagedList(tagSchema),
  errors: [{ status: 400, codes: ["rest_invalid_param", "rest_invalid_page_number"] }],
};
