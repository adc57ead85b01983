import { z } from "zod/mini";

// The Listar objects the directory screens read (protocol §2.3), as loose as the protocol allows:
// fields a stock Listar server leaves out default, so one missing key never blanks a screen.

const text = z._default(z.string(), "");
/** Listar sends some numbers as strings ("3") and some as numbers. */
export const numberish = z._default(
  z.pipe(
    z.union([z.number(), z.string()]),
    z.transform((value) => Number(value) || 0),
  ),
  0,
);
const optionalText = z.pipe(
  z.optional(z.nullable(z.union([z.string(), z.number()]))),
  z.transform((value) => (value === null || value === undefined ? "" : String(value))),
);

/** Every directory query's key starts with this, so a review or a wish list change refreshes them. */
export const DIRECTORY_QUERY_ROOT = "directory";

export const imageSchema = z.object({
  id: numberish,
  full: z.object({ url: text }),
  medium: z.optional(z.object({ url: text })),
  thumb: z.object({ url: text }),
});
export type DirectoryImage = z.infer<typeof imageSchema>;

export const termSchema = z.object({
  term_id: z.number(),
  name: text,
  count: numberish,
  taxonomy: text,
  parent: numberish,
  icon: z.optional(z.nullable(z.string())),
  color: z.optional(z.nullable(z.string())),
  image: z.optional(z.nullable(imageSchema)),
  has_child: z.optional(z.boolean()),
});
export type Term = z.infer<typeof termSchema>;

export const openingStatusSchema = z.nullable(
  z.object({
    state: z.enum(["open", "closed"]),
    closes_at: z.optional(z.nullable(z.string())),
    opens_at: z.optional(z.nullable(z.string())),
  }),
);
export type OpeningStatus = z.infer<typeof openingStatusSchema>;

export const placeListItemSchema = z.object({
  ID: z.number(),
  post_title: text,
  post_excerpt: text,
  post_author: optionalText,
  post_date: text,
  address: optionalText,
  phone: optionalText,
  status: optionalText,
  latitude: optionalText,
  longitude: optionalText,
  image: imageSchema,
  category: z.optional(z.nullable(z.object({ term_id: z.number(), name: text }))),
  rating_avg: numberish,
  rating_count: numberish,
  wishlist: z._default(z.boolean(), false),
  open_now: z.optional(z.boolean()),
  opening_status: z.optional(openingStatusSchema),
  /** km from the position the request gave; "" without one. */
  distance: z.optional(z.union([z.number(), z.string()])),
  link: z.optional(z.string()),
  app_link: z.optional(z.string()),
  /** Whether the place takes bookings, how, and its price ("" when free; the text says so). */
  booking_use: z._default(z.boolean(), false),
  booking_style: optionalText,
  booking_price: optionalText,
  booking_price_display: optionalText,
});
export type PlaceListItem = z.infer<typeof placeListItemSchema>;

export const userSchema = z.object({
  id: numberish,
  display_name: text,
  user_photo: text,
  description: text,
  user_url: text,
  /** A string on author objects (protocol §6.9). */
  rating_avg: optionalText,
  total_comment: z.optional(numberish),
  total_post: z.optional(numberish),
});
export type DirectoryUser = z.infer<typeof userSchema>;

/**
 * Listar's stars per rating, always keyed "1".."5" (protocol §2.3). Spelled out rather than a
 * record: every zod schema kind the app uses lands in the website's first-load chunk too.
 */
export const ratingMetaSchema = z._default(
  z.object({ "1": numberish, "2": numberish, "3": numberish, "4": numberish, "5": numberish }),
  { "1": 0, "2": 0, "3": 0, "4": 0, "5": 0 },
);

export const ratingSummarySchema = z.object({
  rating_avg: numberish,
  rating_count: numberish,
  rating_meta: ratingMetaSchema,
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

const openingHourSchema = z.object({
  label: text,
  key: text,
  day_of_week: numberish,
  schedule: z._default(z.array(z.object({ start: text, end: text })), []),
});
export type OpeningHourDay = z.infer<typeof openingHourSchema>;

export const placeViewSchema = z.extend(placeListItemSchema, {
  post_content: text,
  tags: z._default(z.array(z.object({ id: z.number(), name: text })), []),
  author: z.optional(z.nullable(userSchema)),
  categories: z._default(z.array(z.object({ term_id: z.number(), name: text })), []),
  features: z._default(z.array(termSchema), []),
  rating_meta: ratingMetaSchema,
  galleries: z._default(z.array(imageSchema), []),
  opening_hour: z._default(z.array(openingHourSchema), []),
  full_address: optionalText,
  email: optionalText,
  website: optionalText,
  whatsapp: optionalText,
  fax: optionalText,
  price_min: optionalText,
  price_max: optionalText,
  date_establish: optionalText,
  /** Network name → URL; only web addresses among them are ever linked (place-contact.ts). */
  social_network: z.optional(
    z.nullable(
      z.custom<Record<string, unknown>>(
        (value) => typeof value === "object" && value !== null && !Array.isArray(value),
      ),
    ),
  ),
  related: z._default(z.array(placeListItemSchema), []),
  /** Sic: Listar's name (protocol §6.7). */
  lastest: z._default(z.array(placeListItemSchema), []),
});
export type PlaceView = z.infer<typeof placeViewSchema>;

export const commentSchema = z.object({
  comment_ID: optionalText,
  comment_post_ID: optionalText,
  comment_author: text,
  comment_author_image: text,
  comment_content: text,
  comment_date: text,
  user_id: optionalText,
  rate: numberish,
  post_title: z.optional(z.string()),
});
export type Comment = z.infer<typeof commentSchema>;

export const paginationSchema = z.object({
  page: numberish,
  per_page: numberish,
  max_page: numberish,
  total: numberish,
});
export type Pagination = z.infer<typeof paginationSchema>;

/** The page after a list's last loaded page, while there is one ("load more"). */
export const nextPage = (last: { pagination: Pagination }) =>
  last.pagination.page < last.pagination.max_page ? last.pagination.page + 1 : undefined;
