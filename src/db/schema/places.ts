/**
 * The directory: its terms and places, with each place's pending revision, terms, gallery and
 * attachments.
 */
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { Language } from "../../shared/i18n/languages.ts";
import type { BookingSettings, BookingStyle } from "../../shared/listings/booking-settings.ts";
import type { OpeningHours } from "../../shared/places/opening-hours.ts";
import { files, media } from "./media.ts";
import { users } from "./users.ts";

/** A name or text in each interface language. */
export interface Localised {
  tc: string;
  sc: string;
  en: string;
}

export type Taxonomy = "category" | "feature" | "location" | "tag";

/**
 * The directory's terms (Listar's `listar_category`, `listar_feature`, `listar_location` and
 * `post_tag`): categories and features with icon and colour, the location tree (country → state
 * → city, by `parent_id`, with a map point), and tags, which authors type in one language (the
 * same text in all three names).
 */
export const terms = pgTable(
  "terms",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    taxonomy: text().$type<Taxonomy>().notNull(),
    slug: text().notNull(),
    parentId: integer().references((): AnyPgColumn => terms.id, { onDelete: "set null" }),
    name: jsonb().$type<Localised>().notNull(),
    description: jsonb().$type<Localised>(),
    /** A Font Awesome class, as the apps draw it ("fas fa-utensils"). */
    icon: text(),
    /** #RRGGBB */
    color: text(),
    imageMediaId: integer().references((): AnyPgColumn => media.id, { onDelete: "set null" }),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    /** Menu order: lower first. */
    position: integer().notNull().default(0),
  },
  (t) => [
    uniqueIndex("terms_taxonomy_slug_key").on(t.taxonomy, t.slug),
    index().on(t.taxonomy, t.parentId),
    check("terms_taxonomy_check", sql`${t.taxonomy} in ('category', 'feature', 'location', 'tag')`),
  ],
);

export type PlaceStatus = "publish" | "pending" | "draft" | "trash";

/**
 * A place in the directory (Listar's `listar` post with its metadata). Money is integer HKD
 * cents; hours are Hong Kong wall time (opening-hours.ts). `location_id` is the most precise
 * location given (a district, usually); its parents are the state and country.
 */
export const places = pgTable(
  "places",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    authorId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text().$type<PlaceStatus>().notNull().default("pending"),
    slug: text().notNull(),
    /** Traditional Chinese, the place's own language (decision 083). */
    title: text().notNull(),
    content: text().notNull().default(""),
    excerpt: text().notNull().default(""),
    /** English; empty when the owner gave none (the Chinese is shown instead). */
    titleEn: text().notNull().default(""),
    contentEn: text().notNull().default(""),
    /** The owner's Simplified Chinese; null means converted from the Traditional when shown. */
    titleSc: text(),
    contentSc: text(),
    address: text().notNull().default(""),
    zipCode: text().notNull().default(""),
    phone: text().notNull().default(""),
    fax: text().notNull().default(""),
    email: text().notNull().default(""),
    website: text().notNull().default(""),
    whatsapp: text().notNull().default(""),
    videoUrl: text().notNull().default(""),
    color: text(),
    icon: text(),
    priceMinCents: integer(),
    priceMaxCents: integer(),
    dateEstablished: date({ mode: "string" }),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    locationId: integer().references(() => terms.id, { onDelete: "set null" }),
    openingHours: jsonb().$type<OpeningHours>().notNull().default({ weekly: {} }),
    socialNetwork: jsonb().$type<Record<string, string>>().notNull().default({}),
    imageMediaId: integer().references(() => media.id, { onDelete: "set null" }),
    bookingStyle: text().$type<BookingStyle>(),
    bookingPriceCents: integer(),
    bookingSettings: jsonb().$type<BookingSettings>().notNull().default({}),
    /** Why an admin sent the place back (status `draft`); cleared when it is submitted again. */
    rejectionReason: text(),
    /** Raised by every save: an approval names the revision the admin reviewed (decision 069). */
    revision: integer().notNull().default(1),
    /** Title, content, address, tags and term names, folded for search (decision 042). */
    searchText: text().notNull().default(""),
    /** Kept by the review writes, in their transaction. */
    ratingCount: integer().notNull().default(0),
    ratingAvg: real().notNull().default(0),
    /** Reviews per star, index 0 = one star. */
    ratingStars: integer().array().notNull().default(sql`'{0,0,0,0,0}'`),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.status, t.createdAt),
    index().on(t.authorId, t.status),
    index().on(t.locationId),
    index("places_search_text_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
    index("places_earth_idx").using("gist", sql`ll_to_earth(${t.latitude}, ${t.longitude})`),
    index().on(t.latitude, t.longitude),
    check("places_status_check", sql`${t.status} in ('publish', 'pending', 'draft', 'trash')`),
    check(
      "places_booking_style_check",
      sql`${t.bookingStyle} in ('standard', 'daily', 'hourly', 'slot', 'table')`,
    ),
    check(
      "places_price_check",
      sql`${t.priceMinCents} is null or ${t.priceMaxCents} is null or ${t.priceMinCents} <= ${t.priceMaxCents}`,
    ),
  ],
);

export type RevisionStatus = "pending" | "approved" | "returned" | "superseded";

/**
 * An owner's edit of a published place's reviewed fields, waiting for an admin while the place
 * stays live (decision 082). At most one is pending per place.
 */
export const placeRevisions = pgTable(
  "place_revisions",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    placeId: integer()
      .notNull()
      .references(() => places.id, { onDelete: "cascade" }),
    authorId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text().$type<RevisionStatus>().notNull().default("pending"),
    /** The reviewed fields this edit changes, as `place/save` parsed them. */
    changes: jsonb().$type<Record<string, unknown>>().notNull(),
    /** The uploads the changes name: in use while the revision is pending. */
    mediaIds: integer().array().notNull().default(sql`'{}'`),
    fileIds: integer().array().notNull().default(sql`'{}'`),
    /** The language the owner wrote in: the decision's mail uses it. */
    language: text().$type<Language>().notNull(),
    /** Why an admin sent it back. */
    reason: text(),
    decidedBy: integer().references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.placeId, t.createdAt),
    index().on(t.status, t.createdAt),
    uniqueIndex("place_revisions_one_pending").on(t.placeId).where(sql`${t.status} = 'pending'`),
    check(
      "place_revisions_status_check",
      sql`${t.status} in ('pending', 'approved', 'returned', 'superseded')`,
    ),
  ],
);

/** A place's categories, features and tags; `position` keeps the author's order (first = main). */
export const placeTerms = pgTable(
  "place_terms",
  {
    placeId: integer()
      .notNull()
      .references(() => places.id, { onDelete: "cascade" }),
    termId: integer()
      .notNull()
      .references(() => terms.id, { onDelete: "cascade" }),
    position: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.placeId, t.termId] }), index().on(t.termId, t.placeId)],
);

/** A place's photos, in the author's order. */
export const placeGallery = pgTable(
  "place_gallery",
  {
    placeId: integer()
      .notNull()
      .references(() => places.id, { onDelete: "cascade" }),
    mediaId: integer()
      .notNull()
      .references(() => media.id, { onDelete: "cascade" }),
    position: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.placeId, t.mediaId] })],
);

/** A place's attachments, in the author's order. */
export const placeAttachments = pgTable(
  "place_attachments",
  {
    placeId: integer()
      .notNull()
      .references(() => places.id, { onDelete: "cascade" }),
    fileId: integer()
      .notNull()
      .references(() => files.id, { onDelete: "cascade" }),
    position: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.placeId, t.fileId] })],
);
