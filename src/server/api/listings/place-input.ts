import { z } from "zod";
import { isCalendarDate } from "../../../shared/calendar-date.ts";
import {
  BOOKING_STYLES,
  bookingSettingsSchema,
} from "../../../shared/listings/booking-settings.ts";
import { isReachablePhone, PHONE_MAX_LENGTH } from "../../../shared/phone-number.ts";
import { hongKongToday } from "../../../shared/places/hong-kong-clock.ts";
import {
  DAY_KEYS,
  type OpeningHours,
  weeklyFromListar,
} from "../../../shared/places/opening-hours.ts";
import {
  type OpeningHoursIssueCode,
  validateOpeningHours,
} from "../../../shared/places/opening-hours-validation.ts";
import { isSingleLine } from "../../../shared/single-line.ts";
import { expandBracketFields, listOf } from "../bracket-fields.ts";
import { ids, jsonObject, number, text } from "../listar-fields.ts";
import { stripHtml } from "../reviews/review-input.ts";

/** Listar's social networks (docs/api-protocol.md §5). */
export const SOCIAL_NETWORKS = [
  "facebook",
  "twitter",
  "google_plus",
  "pinterest",
  "tumblr",
  "linkedin",
  "youtube",
  "instagram",
  "flickr",
] as const;

export const LISTING_LIMITS = {
  gallery: 30,
  attachments: 10,
  categories: 5,
  features: 30,
  tags: 20,
  tagLength: 40,
  /** HKD: a tasting menu, not a typing slip of three more zeros. */
  price: 100_000,
} as const;

/** Hong Kong's land and near waters: a pin outside is a slip of the map, not a place here. */
export const HONG_KONG_BOUNDS = { south: 22.13, north: 22.57, west: 113.82, east: 114.45 };

const EARLIEST_ESTABLISHED = "1800-01-01";
const HEX_COLOUR = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;
const ICON_CLASS = /^(fa[srbl]?|fa-(solid|regular|brands|light))( fa-[a-z0-9-]+)+$/;
const HOST_WITH_DOMAIN = /^([a-z0-9-]+\.)+[a-z]{2,}$/i;

/** A web address as people type it ("example.com" means https://example.com); null when it is not one. */
export function normaliseUrl(value: string): string | null {
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(withScheme);
    return (url.protocol === "https:" || url.protocol === "http:") &&
      HOST_WITH_DOMAIN.test(url.hostname)
      ? url.href
      : null;
  } catch {
    return null;
  }
}

// ---- fields -------------------------------------------------------------------------------------

const phone = text(PHONE_MAX_LENGTH, { line: true }).check(
  z.refine((value) => value === "" || isReachablePhone(value), "accounts.error.phone"),
);

const webAddress = text(300, { line: true })
  .check(z.refine((value) => value === "" || normaliseUrl(value) !== null, "accounts.error.url"))
  .transform((value) => (value === "" ? "" : normaliseUrl(value)!));

const OPENING_ISSUE_MESSAGES: Record<OpeningHoursIssueCode, string> = {
  invalid_time: "listingsApi.hours.invalidTime",
  invalid_date: "accounts.error.dateFormat",
  empty_range: "listingsApi.hours.emptyRange",
  overlap: "listingsApi.hours.overlap",
  overlap_next_day: "listingsApi.hours.overlapNextDay",
  overlap_previous_day: "listingsApi.hours.overlapPreviousDay",
  duplicate_date: "listingsApi.hours.duplicateDate",
  too_many_ranges: "listingsApi.tooMany",
  too_many_exceptions: "listingsApi.tooMany",
};

const range = z.object({ start: z.string(), end: z.string() });
const ranges = z.array(range).max(50, "listingsApi.tooMany");
const openingHoursShape = z.object({
  weekly: z.partialRecord(z.enum(DAY_KEYS), ranges).default({}),
  holidays: ranges.nullable().optional(),
  exceptions: z
    .array(z.object({ date: z.string(), ranges }))
    .max(1_000, "listingsApi.tooMany")
    .optional(),
});

const openingHoursField = z
  .unknown()
  .transform(jsonObject)
  .pipe(openingHoursShape)
  .superRefine((hours, context) => {
    for (const issue of validateOpeningHours(hours as OpeningHours)) {
      context.addIssue({
        code: "custom",
        message: OPENING_ISSUE_MESSAGES[issue.code],
        path: issue.path,
      });
    }
  });

/** `opening_hour[<day_of_week>][start|end][<n>]` as the apps send it, gathered per weekday. */
function listarOpeningHours(value: unknown): OpeningHours | undefined {
  if (value === undefined) return undefined;
  const days: [string, unknown][] = Array.isArray(value)
    ? value.map((day, index) => [String(index), day])
    : typeof value === "object" && value !== null
      ? Object.entries(value)
      : [];
  const textAt = (list: unknown[], index: number) => {
    const item = list[index];
    return typeof item === "string" ? item : "";
  };
  return {
    weekly: weeklyFromListar(
      days.map(([key, day]) => {
        const record = (typeof day === "object" && day !== null ? day : {}) as Record<
          string,
          unknown
        >;
        const starts = listOf(record.start);
        const ends = listOf(record.end);
        return {
          day_of_week: Number(key),
          schedule: starts.map((_, index) => ({
            start: textAt(starts, index),
            end: textAt(ends, index),
          })),
        };
      }),
    ),
  };
}

const socialNetworkField = z
  .unknown()
  .transform((value) =>
    value === undefined || value === null || value === "" ? {} : jsonObject(value),
  )
  .pipe(z.record(z.string(), z.unknown()))
  .superRefine((networks, context) => {
    for (const key of Object.keys(networks)) {
      if (!(SOCIAL_NETWORKS as readonly string[]).includes(key)) {
        context.addIssue({ code: "custom", message: "validation.invalid", path: [key] });
      }
    }
  })
  .transform((networks, context) => {
    const links: Record<string, string> = {};
    for (const network of SOCIAL_NETWORKS) {
      const value = networks[network];
      if (value === undefined || value === null || value === "") continue;
      const url = typeof value === "string" ? normaliseUrl(value.trim()) : null;
      if (url === null || url.length > 300) {
        context.addIssue({ code: "custom", message: "accounts.error.url", path: [network] });
      } else {
        links[network] = url;
      }
    }
    return links;
  });

const tagsField = z
  .unknown()
  .transform((value) => listOf(value))
  .pipe(
    z
      .array(
        z
          .string({ error: "validation.invalid" })
          .trim()
          .min(1, "validation.required")
          .max(LISTING_LIMITS.tagLength, "validation.tooLong")
          .refine(isSingleLine, "validation.singleLine"),
      )
      .max(LISTING_LIMITS.tags, "listingsApi.tooMany"),
  );

// ---- the place -----------------------------------------------------------------------------------

/**
 * Every field of a listing as `place/save` takes it. A field left out of an edit keeps its value;
 * a field sent empty clears it.
 */
export const placeInputSchema = z
  .object({
    title: text(200, { line: true, required: true }),
    content: text(20_000).transform(stripHtml),
    /** English, and the owner's Simplified Chinese over the converted one (decision 083). */
    title_en: text(200, { line: true }).meta({ description: "The English name (decision 083)." }),
    content_en: text(20_000).transform(stripHtml).meta({ description: "The English description." }),
    title_sc: text(200, { line: true })
      .transform((value) => value || null)
      .meta({ description: 'Simplified name over the converted `title`; "" clears it.' }),
    content_sc: text(20_000)
      .transform(stripHtml)
      .transform((value) => value || null)
      .meta({ description: 'Simplified description over the converted `content`; "" clears it.' }),
    location: z.number().int().positive().nullable(),
    /**
     * Ours (decision 080): the location sent is exactly where the place is. Without it, a
     * district sent for a place in one of its neighbourhoods keeps the neighbourhood, as a
     * stock app knows districts only; the web's editor offers neighbourhoods and sends it.
     */
    location_exact: z.literal(true).optional(),
    address: text(300, { line: true }),
    zip_code: text(20, { line: true }),
    phone,
    fax: phone,
    whatsapp: phone,
    email: text(254, { line: true })
      .check(
        z.refine(
          (value) => value === "" || z.email().safeParse(value).success,
          "accounts.error.notEmail",
        ),
      )
      .transform((value) => value.toLowerCase()),
    website: webAddress,
    video_url: webAddress,
    color: text(7, { line: true })
      .check(z.refine((value) => value === "" || HEX_COLOUR.test(value), "listingsApi.colour"))
      .transform((value) => (value === "" ? null : `#${value.replace(/^#/, "").toLowerCase()}`)),
    icon: text(60, { line: true })
      .check(z.refine((value) => value === "" || ICON_CLASS.test(value), "listingsApi.icon"))
      .transform((value) => value || null),
    date_establish: text(10, { line: true })
      .check(
        z.refine((value) => value === "" || isCalendarDate(value), {
          message: "accounts.error.dateFormat",
          abort: true,
        }),
        z.refine(
          (value) => value === "" || value >= EARLIEST_ESTABLISHED,
          "accounts.error.dateTooEarly",
        ),
        z.refine((value) => value === "" || value <= hongKongToday(), "accounts.error.dateTooNew"),
      )
      .transform((value) => value || null),
    price_min: number(0, LISTING_LIMITS.price),
    price_max: number(0, LISTING_LIMITS.price),
    latitude: number(HONG_KONG_BOUNDS.south, HONG_KONG_BOUNDS.north),
    longitude: number(HONG_KONG_BOUNDS.west, HONG_KONG_BOUNDS.east),
    thumbnail: ids(1).transform((list) => list[0] ?? null),
    gallery: ids(LISTING_LIMITS.gallery),
    attachment: ids(LISTING_LIMITS.attachments),
    categories: ids(LISTING_LIMITS.categories),
    features: ids(LISTING_LIMITS.features),
    tags: tagsField,
    opening_hours: openingHoursField,
    social_network: socialNetworkField,
    booking_style: z
      .unknown()
      .transform((value) => (value === "" || value === null || value === undefined ? null : value))
      .pipe(z.enum(BOOKING_STYLES, "validation.invalid").nullable()),
    booking_price: number(0, LISTING_LIMITS.price),
    booking_settings: z.unknown().transform(jsonObject).pipe(bookingSettingsSchema),
    post_status: z.enum(["publish", "pending", "draft"], "validation.invalid").optional(),
  })
  .partial()
  .superRefine((place, context) => {
    if (place.price_min != null && place.price_max != null && place.price_max < place.price_min) {
      context.addIssue({ code: "custom", message: "listingsApi.priceOrder", path: ["price_max"] });
    }
    if (
      (place.latitude == null) !== (place.longitude == null) &&
      place.latitude !== undefined &&
      place.longitude !== undefined
    ) {
      const missing = place.latitude == null ? "latitude" : "longitude";
      context.addIssue({ code: "custom", message: "validation.required", path: [missing] });
    }
  });

export type PlaceInput = z.output<typeof placeInputSchema>;

/** The most precise location the body names: `city`, else `state`, else `country` (or `location`). */
function locationOf(fields: Record<string, unknown>): unknown {
  for (const key of ["city", "state", "country", "location"]) {
    if (!(key in fields)) continue;
    const value = fields[key];
    if (value === "" || value === null || value === "0" || value === 0) continue;
    const id = typeof value === "string" ? Number(value) : value;
    return typeof id === "number" && Number.isInteger(id) ? id : value;
  }
  return ["city", "state", "country", "location"].some((key) => key in fields) ? null : undefined;
}

/**
 * The body of `place/save` in any encoding, as the schema reads it: bracketed form keys nested,
 * the protocol's names mapped (`tax_input`, `tags_input`, `opening_hour`), our own fields
 * (`opening_hours`, `booking_settings`) preferred where both came.
 */
export function placeSaveFields(body: Record<string, unknown>): Record<string, unknown> {
  const fields = expandBracketFields(body);
  const taxonomies = jsonObject(fields.tax_input);
  const tax = (typeof taxonomies === "object" && taxonomies !== null ? taxonomies : {}) as Record<
    string,
    unknown
  >;
  const picked: Record<string, unknown> = {};
  const copy = (from: string, to = from) => {
    if (from in fields) picked[to] = fields[from];
  };
  for (const name of [
    "title",
    "content",
    "title_en",
    "content_en",
    "title_sc",
    "content_sc",
    "address",
    "zip_code",
    "phone",
    "fax",
    "whatsapp",
    "email",
    "website",
    "video_url",
    "color",
    "icon",
    "date_establish",
    "price_min",
    "price_max",
    "latitude",
    "longitude",
    "thumbnail",
    "gallery",
    "attachment",
    "social_network",
    "booking_style",
    "booking_price",
    "booking_settings",
    "post_status",
  ]) {
    copy(name);
  }
  copy("tags_input", "tags");
  if ("listar_category" in tax) picked.categories = tax.listar_category;
  if ("listar_feature" in tax) picked.features = tax.listar_feature;
  const location = locationOf(fields);
  if (location !== undefined) picked.location = location;
  const exact = fields.location_exact;
  if (exact === true || exact === 1 || exact === "1" || exact === "true") {
    picked.location_exact = true;
  }
  const hours =
    "opening_hours" in fields ? fields.opening_hours : listarOpeningHours(fields.opening_hour);
  if (hours !== undefined) picked.opening_hours = hours;
  return picked;
}
