import { z } from "zod/mini";
import { imageSchema, numberish, placeListItemSchema } from "../../directory/index.ts";

// What the listing owners' screens read (the listings contract): `place/form` and its `values`,
// and the answers of saving, deleting and moderating. Loose where Listar is loose.

const text = z._default(z.string(), "");
/** A record of strings, spelled without z.record (see directory-schemas.ts on first-load JS). */
const stringRecord = z.custom<Record<string, unknown>>(
  (value) => typeof value === "object" && value !== null && !Array.isArray(value),
);
const numberOrBlank = z.pipe(
  z.optional(z.nullable(z.union([z.number(), z.string()]))),
  z.transform((value) => (value === null || value === undefined ? "" : String(value))),
);
const idOrNull = z.optional(z.nullable(z.number()));

/**
 * An owner's edit of a published place waiting for an admin, or the last one sent back
 * (decision 082); null when there is none.
 */
export const placeReviewSchema = z.optional(
  z.nullable(
    z.object({
      revision_id: z.number(),
      status: z.enum(["pending", "returned"]),
      reason: z.optional(z.nullable(z.string())),
      submitted_at: z.optional(z.string()),
    }),
  ),
);
export type PlaceReview = NonNullable<z.infer<typeof placeReviewSchema>>;

/** A WordPress term as `place/form` lists it (locations, categories, features). */
export const formTermSchema = z.object({
  term_id: z.number(),
  name: text,
  parent: numberish,
});
export type FormTerm = z.infer<typeof formTermSchema>;

const rangeSchema = z.object({ start: z.string(), end: z.string() });

export const openingHoursSchema = z.object({
  weekly: z._default(
    z.custom<Record<string, { start: string; end: string }[]>>(
      (value) => typeof value === "object" && value !== null && !Array.isArray(value),
    ),
    {},
  ),
  holidays: z.optional(z.nullable(z.array(rangeSchema))),
  exceptions: z._default(
    z.array(z.object({ date: z.string(), ranges: z._default(z.array(rangeSchema), []) })),
    [],
  ),
});

export const attachmentSchema = z.object({
  id: z.number(),
  url: text,
  name: text,
  size: numberish,
});
export type PlaceAttachment = z.infer<typeof attachmentSchema>;

export const bookingSettingsAnswerSchema = z.object({
  capacity: z.optional(z.number()),
  tables: z.optional(
    z.array(
      z.object({
        name: z.string(),
        seats: z.number(),
        minParty: z.optional(z.number()),
        maxParty: z.optional(z.number()),
      }),
    ),
  ),
  tableCombinations: z.optional(
    z.array(z.object({ tables: z.array(z.number()), minParty: z.number(), maxParty: z.number() })),
  ),
  slotMinutes: z.optional(z.number()),
  minNoticeHours: z.optional(z.number()),
  maxDaysAhead: z.optional(z.number()),
  cancelCutoffHours: z.optional(z.number()),
  priceUnit: z.optional(z.string()),
  serviceChargePercent: z.optional(z.number()),
  services: z.optional(
    z.array(
      z.object({ id: z.string(), name: z.string(), minutes: z.number(), priceCents: z.number() }),
    ),
  ),
  staff: z.optional(z.array(z.object({ id: z.string(), name: z.string() }))),
  payment: z.optional(
    z.object({
      methods: z._default(z.array(z.string()), []),
      fps: z.optional(z.string()),
      accountName: z.optional(z.string()),
      bankName: z.optional(z.string()),
      accountNumber: z.optional(z.string()),
      payWithinHours: z.optional(z.number()),
    }),
  ),
});

/** A place's current values, for its edit form (only for a place the user may edit). */
export const placeValuesSchema = z.object({
  post_id: z.number(),
  post_status: text,
  rejection_reason: z.optional(z.nullable(z.string())),
  /** The Traditional Chinese name and description (the place's own words, decision 083). */
  title: text,
  content: text,
  title_en: text,
  content_en: text,
  /** The owner's Simplified override, "" when the converted Traditional is used. */
  title_sc: text,
  content_sc: text,
  /** The Traditional converted to Simplified, for the override fields' placeholders. */
  title_sc_generated: text,
  content_sc_generated: text,
  review: placeReviewSchema,
  /** The most precise location term the place has (a district, a region or Hong Kong). */
  location: idOrNull,
  /** Its neighbourhood (a term below `location`), null when it has none or the server is older. */
  neighbourhood: idOrNull,
  address: text,
  zip_code: text,
  phone: text,
  fax: text,
  email: text,
  website: text,
  whatsapp: text,
  video_url: text,
  color: text,
  icon: text,
  date_establish: text,
  price_min: numberOrBlank,
  price_max: numberOrBlank,
  latitude: z.optional(z.nullable(z.number())),
  longitude: z.optional(z.nullable(z.number())),
  categories: z._default(z.array(z.number()), []),
  features: z._default(z.array(z.number()), []),
  tags_input: text,
  thumbnail: z.optional(z.nullable(imageSchema)),
  gallery: z._default(z.array(imageSchema), []),
  attachments: z._default(z.array(attachmentSchema), []),
  opening_hours: z.optional(z.nullable(openingHoursSchema)),
  social_network: z.optional(z.nullable(stringRecord)),
  booking_style: z.optional(z.nullable(z.string())),
  booking_price: numberOrBlank,
  booking_settings: z.optional(z.nullable(bookingSettingsAnswerSchema)),
});
export type PlaceValues = z.infer<typeof placeValuesSchema>;

/** `place/form`: the protocol's unwrapped answer, with `values` when editing. */
export const placeFormSchema = z.object({
  upload_max_filesize: text,
  map_use: z._default(z.boolean(), true),
  map_center: z.optional(z.nullable(z.tuple([z.number(), z.number()]))),
  map_zoom: z._default(z.number(), 11),
  countries: z._default(z.array(formTermSchema), []),
  states: z._default(z.array(formTermSchema), []),
  cities: z._default(z.array(formTermSchema), []),
  categories: z._default(z.array(formTermSchema), []),
  features: z._default(z.array(formTermSchema), []),
  booking_styles: z._default(z.array(z.object({ key: z.string(), label: text })), []),
  values: z.optional(z.nullable(placeValuesSchema)),
});
export type PlaceForm = z.infer<typeof placeFormSchema>;

/** A place in the owner's lists and the moderation queue; drafts may carry the admin's reason. */
export const ownPlaceSchema = z.extend(placeListItemSchema, {
  post_status: z.optional(z.string()),
  rejection_reason: z.optional(z.nullable(z.string())),
  author: z.optional(z.nullable(z.object({ id: numberish, display_name: text }))),
  review: placeReviewSchema,
});
export type OwnPlace = z.infer<typeof ownPlaceSchema>;

export const saveAnswerSchema = z.object({
  success: z.literal(true),
  post_id: z.number(),
  post_status: z.string(),
  /** Set when a published place's edit left reviewed changes waiting (decision 082). */
  review: placeReviewSchema,
  message: z._default(z.string(), ""),
});
export type SaveAnswer = z.infer<typeof saveAnswerSchema>;

/** Every listings query's key starts with this, so a save or a moderation refreshes them all. */
export const LISTINGS_QUERY_ROOT = "listings";
