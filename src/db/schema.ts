import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { CLOSURE_REASONS } from "../shared/bookings/closure-reasons.ts";
import type { Language } from "../shared/i18n/languages.ts";
import { LEAD_STATUSES } from "../shared/leads/lead-status.ts";
import type { BookingSettings, BookingStyle } from "../shared/listings/booking-settings.ts";
import type { OpeningHours } from "../shared/places/opening-hours.ts";

/**
 * Where the consultancy stands with a lead (decision 084): an enquiry and a questionnaire answer
 * each carry the same three columns, so one inbox lists both without a table of its own.
 */
function leadColumns() {
  return {
    leadStatus: text("lead_status").notNull().default("new"),
    leadNote: text("lead_note").notNull().default(""),
    leadUpdatedAt: timestamp("lead_updated_at", { withTimezone: true }),
  };
}

function leadStatusIn(column: AnyPgColumn) {
  return sql`${column} in (${sql.raw(LEAD_STATUSES.map((status) => `'${status}'`).join(", "))})`;
}

/** Enquiries sent from the website's contact form; kept so none is lost if mail fails. */
export const enquiries = pgTable(
  "enquiries",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    contact: text().notNull(),
    message: text().notNull(),
    language: text().notNull(),
    consent: boolean().notNull(),
    ip: text(),
    userAgent: text("user_agent"),
    mailedAt: timestamp("mailed_at", { withTimezone: true }),
    /** The forecast the enquiry was sent from (its shareable results link), when there was one. */
    forecastLink: text("forecast_link"),
    ...leadColumns(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("enquiries_created_at_idx").on(t.createdAt),
    check("enquiries_lead_status_check", leadStatusIn(t.leadStatus)),
  ],
);

/** Mail that would have been sent when no SMTP server is configured (development only). */
export const mailOutbox = pgTable("mail_outbox", {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  to: text().notNull(),
  subject: text().notNull(),
  text: text().notNull(),
  html: text(),
  headers: jsonb().$type<Record<string, string>>(),
  /** The calendar invitation the mail carries (an .ics), so the outbox shows what SMTP would attach. */
  calendar: text(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Accounts of the directory app: customers ("user"), listing owners ("author") and admins. */
export const users = pgTable(
  "users",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    username: text().notNull(),
    /** Stored lower-case; unique without regard to case. */
    email: text().notNull(),
    /** `scrypt$…` (see password-hash.ts); null for an account that has never set one. */
    passwordHash: text(),
    role: text().$type<"user" | "author" | "admin">().notNull().default("user"),
    displayName: text().notNull(),
    firstName: text().notNull().default(""),
    lastName: text().notNull().default(""),
    phone: text().notNull().default(""),
    /** YYYY-MM-DD */
    birthday: date({ mode: "string" }),
    gender: text().$type<"female" | "male">(),
    url: text().notNull().default(""),
    description: text().notNull().default(""),
    photoMediaId: integer().references((): AnyPgColumn => media.id, { onDelete: "set null" }),
    emailVerifiedAt: timestamp({ withTimezone: true }),
    /** Raised on password change and deactivation: every token carrying an older value is dead. */
    tokenVersion: integer().notNull().default(0),
    deactivatedAt: timestamp({ withTimezone: true }),
    /** The interface language the user last wrote to us in (tc, sc, en): mails about their places use it. */
    language: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_username_key").on(sql`lower(${t.username})`),
    uniqueIndex("users_email_key").on(t.email),
    check("users_role_check", sql`${t.role} in ('user', 'author', 'admin')`),
    check("users_gender_check", sql`${t.gender} in ('female', 'male')`),
  ],
);

/** The device a user last signed in from, for push notifications; one row per device id. */
export const userDevices = pgTable(
  "user_devices",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    deviceId: text().notNull(),
    model: text(),
    version: text(),
    pushToken: text(),
    type: text(),
    lastSignedInAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("user_devices_device_id_key").on(t.deviceId), index().on(t.userId)],
);

/** Single-use password reset links; only a hash of the secret is kept. */
export const passwordResets = pgTable(
  "password_resets",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text().notNull(),
    /** The address the link was sent to: using the link proves it. */
    email: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("password_resets_token_hash_key").on(t.tokenHash), index().on(t.userId)],
);

/** E-mail verification mails: a link token and a 6-digit code, both stored as hashes. */
export const emailVerifications = pgTable(
  "email_verifications",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    email: text().notNull(),
    tokenHash: text().notNull(),
    codeHash: text().notNull(),
    /** Wrong codes tried against this mail; the code dies after a few. */
    failedAttempts: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("email_verifications_token_hash_key").on(t.tokenHash),
    index().on(t.userId, t.createdAt),
  ],
);

/**
 * The one-time codes that prove a guest's e-mail before a guest booking (decision 074): only a
 * hash of the code is kept; a new code for an address replaces the earlier ones.
 */
export const guestEmailCodes = pgTable(
  "guest_email_codes",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Lower-cased, as bookings keep it. */
    email: text().notNull(),
    codeHash: text().notNull(),
    /** Wrong codes tried against this one; it dies after a few. */
    failedAttempts: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.email, t.createdAt), index().on(t.createdAt)],
);

/** Uploaded images; the files (one per size) live under `<DATA_DIR>/uploads/<directory>/`. */
export const media = pgTable(
  "media",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer().references(() => users.id, { onDelete: "set null" }),
    /** Relative to the uploads root, e.g. `2025/06/k3j…` (no trailing slash). */
    directory: text().notNull(),
    originalName: text().notNull(),
    mimeType: text().notNull(),
    sizes: jsonb().$type<MediaSizes>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId)],
);

export interface MediaSize {
  file: string;
  width: number;
  height: number;
}

export interface MediaSizes {
  thumbnail: MediaSize;
  medium: MediaSize;
  full: MediaSize;
}

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

/**
 * Files that are not pictures (a PDF menu, a price list), under `<DATA_DIR>/uploads/<directory>/`
 * like media. Their own table and ids: the protocol's `attachment` lists them, `gallery` lists media.
 */
export const files = pgTable(
  "files",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer().references(() => users.id, { onDelete: "set null" }),
    directory: text().notNull(),
    /** The stored file's name (an ASCII slug and the extension). */
    file: text().notNull(),
    /** The name it was uploaded with, shown to visitors. */
    originalName: text().notNull(),
    mimeType: text().notNull(),
    byteSize: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId)],
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

/** Reviews (WordPress comments with Listar's rating): one per user and place, editable. */
export const reviews = pgTable(
  "reviews",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    placeId: integer()
      .notNull()
      .references(() => places.id, { onDelete: "cascade" }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    rating: smallint().notNull(),
    /** Plain text: HTML is stripped on the way in. */
    content: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("reviews_place_user_key").on(t.placeId, t.userId),
    index().on(t.placeId, t.createdAt),
    index().on(t.userId),
    check("reviews_rating_check", sql`${t.rating} between 1 and 5`),
  ],
);

/** A user's saved places. */
export const wishlistEntries = pgTable(
  "wishlist_entries",
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    placeId: integer()
      .notNull()
      .references(() => places.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.placeId] }), index().on(t.placeId)],
);

/**
 * One counter per cached area ("directory"): every write that changes what a cached answer
 * shows bumps it in the same transaction, and caches key on it (docs/ARCHITECTURE.md, "Rules the
 * code keeps").
 */
export const contentVersions = pgTable("content_versions", {
  area: text().primaryKey(),
  version: integer().notNull().default(0),
});

/**
 * Answers to the owner questionnaire (`questionnaire/form|save`): one row per signed-in user
 * (updated when they answer again), a new row per visitor's answer. `answers` holds the
 * definition's fields by id, validated against it on the way in.
 */
export const questionnaireAnswers = pgTable(
  "questionnaire_answers",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer().references(() => users.id, { onDelete: "cascade" }),
    email: text().notNull(),
    language: text().notNull(),
    answers: jsonb().$type<Record<string, unknown>>().notNull(),
    /** The forecast the answers started from (its shareable results link), when there was one. */
    forecastLink: text(),
    mailedAt: timestamp({ withTimezone: true }),
    ...leadColumns(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("questionnaire_answers_user_key").on(t.userId).where(sql`${t.userId} is not null`),
    index().on(t.createdAt),
    check("questionnaire_answers_lead_status_check", leadStatusIn(t.leadStatus)),
  ],
);

/**
 * A booking's statuses (Listar's names), in the order a booking moves through them: the one
 * list that the API's schemas, its list filter and the mail jobs' payloads all use.
 */
export const BOOKING_STATUSES = [
  "pending",
  "publish",
  "processing",
  "completed",
  "canceled",
  "failed",
  "refunded",
] as const;

export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** What the place recorded of the visit (decision 078). */
export const BOOKING_VISITS = ["arrived", "noShow"] as const;
export type BookingVisit = (typeof BOOKING_VISITS)[number];

/**
 * Who ended a cancelled booking, and how (decision 078): its customer; the place declining the
 * request or cancelling the booking; a closure; the system (a lapse, an unpaid deposit).
 */
export const BOOKING_CANCELERS = ["customer", "declined", "place", "closure", "system"] as const;
export type BookingCanceler = (typeof BOOKING_CANCELERS)[number];

/** A refund the place owes for money paid to it directly (decision 078). */
export const BOOKING_REFUNDS = ["due", "refunded"] as const;
export type BookingRefund = (typeof BOOKING_REFUNDS)[number];

/**
 * A booking of a place (Listar's `listar_booking`). `startsAt`/`endsAt` are the instants it holds
 * the place for (a day booking holds whole Hong Kong days); `startDate`, `startTime`… keep the
 * Hong Kong wall-clock values the customer chose, as the protocol shows them. The place's title
 * and author are copied in, so a booking outlives its place.
 */
export const bookings = pgTable(
  "bookings",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    placeId: integer().references(() => places.id, { onDelete: "set null" }),
    placeTitle: text().notNull(),
    ownerId: integer().references(() => users.id, { onDelete: "set null" }),
    customerId: integer().references(() => users.id, { onDelete: "set null" }),
    status: text().$type<BookingStatus>().notNull().default("pending"),
    style: text().$type<BookingStyle>().notNull(),
    /**
     * What the booking holds. All four are null for an untimed request (a slot asked for without
     * a time, as Listar's apps do), which holds nothing until the place gives it its time.
     */
    startsAt: timestamp({ withTimezone: true }),
    endsAt: timestamp({ withTimezone: true }),
    /** YYYY-MM-DD and HH:MM, Hong Kong; times null for a day booking. */
    startDate: date({ mode: "string" }),
    endDate: date({ mode: "string" }),
    startTime: text(),
    endTime: text(),
    adults: integer().notNull(),
    children: integer().notNull().default(0),
    /** Tables held (the place's table numbers, from 1), for the table style. */
    tableNumbers: integer().array().notNull().default(sql`'{}'`),
    /** Days, hours or people, as the protocol counts `qty` per style. */
    quantity: integer().notNull(),
    unitPriceCents: integer().notNull(),
    totalCents: integer().notNull(),
    /**
     * How the price was counted (price-settings.ts `PRICE_UNITS`); `totalCents` is what is due
     * when booking, `atPlaceCents` the known rest paid at the place (a service less its deposit).
     * Null for a booking made before units were explicit.
     */
    priceUnit: text(),
    atPlaceCents: integer().notNull().default(0),
    /** The service charge (加一) on the bill at the place, in percent, as the place had it. */
    serviceChargePercent: integer().notNull().default(0),
    /** The salon's or spa's service booked, copied in (a booking outlives the place's list). */
    serviceId: text(),
    serviceName: text(),
    serviceMinutes: integer(),
    /** The staff member booked: never two overlapping live bookings for one (availability). */
    staffId: text(),
    staffName: text(),
    paymentMethod: text().notNull(),
    /** The payment provider's reference (a Stripe Checkout session), or a bank transfer's. */
    paymentReference: text(),
    paidAt: timestamp({ withTimezone: true }),
    firstName: text().notNull(),
    lastName: text().notNull().default(""),
    email: text().notNull(),
    phone: text().notNull().default(""),
    address: text().notNull().default(""),
    memo: text().notNull().default(""),
    createdVia: text().notNull().default("web"),
    /** The client's `Idempotency-Key`: a retried order finds the booking it made. */
    idempotencyKey: text(),
    /** Why the owner declined, or the customer cancelled. */
    cancelReason: text(),
    /** The calendar invitation's revision (RFC 5545 SEQUENCE), raised on every change. */
    calendarSequence: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The Stripe Checkout page of an unpaid card booking, where its customer pays. */
    checkoutUrl: text(),
    /**
     * The place owner's connected Stripe account a card booking is charged on (decision 079):
     * its session, payment and refund live there. Null for bookings charged before Connect.
     */
    stripeAccount: text(),
    /** The platform's fee taken from a card booking's charge, in cents (decision 079). */
    platformFeeCents: integer(),
    /**
     * A guest booking's (decision 074): the random half of its link. The link's token is an HMAC
     * of the booking's id and this under the server's key, so a copy of the database opens no
     * booking; the guest's mails can carry the link. Null for an account's booking.
     */
    guestKey: text(),
    /** A guest booking's client address, as a SHA-256: its pending requests are capped by it. */
    guestAddressHash: text(),
    /** The language a guest booked in: the guest's mails are written in it. */
    guestLanguage: text(),
    /**
     * What the place saw on the day (decision 078): the guest `arrived`, or was a `noShow` (which
     * frees the tables). Null until the owner says; a walk-in is made `arrived`.
     */
    visit: text().$type<BookingVisit>(),
    visitAt: timestamp({ withTimezone: true }),
    /** Who ended a cancelled booking, and how (`BOOKING_CANCELERS`): each side's words follow it. */
    canceledBy: text().$type<BookingCanceler>(),
    /**
     * Money paid to the place directly (a bank transfer or FPS) that must go back: `due` when such
     * a booking is cancelled within the terms, `refunded` once the owner says they sent it.
     */
    refund: text().$type<BookingRefund>(),
    refundedAt: timestamp({ withTimezone: true }),
    /** The refund transfer's reference, as the owner noted it. */
    refundReference: text(),
    /** The deadline of an unpaid bank-transfer deposit: past it the request is released. */
    payBy: timestamp({ withTimezone: true }),
    /** When the place last moved the booking to another time or table: the guest was told. */
    changedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index().on(t.placeId, t.startsAt),
    index().on(t.customerId, t.createdAt),
    index().on(t.ownerId, t.createdAt),
    // The pending ceilings of guests (decision 074), counted by address and by client.
    index().on(t.email, t.status),
    index().on(t.guestAddressHash, t.status),
    uniqueIndex("bookings_customer_idempotency_key")
      .on(t.customerId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    check(
      "bookings_status_check",
      sql`${t.status} in ('pending', 'publish', 'processing', 'completed', 'canceled', 'failed', 'refunded')`,
    ),
    check("bookings_period_check", sql`${t.endsAt} > ${t.startsAt}`),
    // Untimed as a whole or not at all; and nothing is accepted or done without its time.
    check(
      "bookings_untimed_check",
      sql`(${t.startsAt} is null) = (${t.endsAt} is null) and (${t.startsAt} is null) = (${t.startDate} is null) and (${t.startsAt} is null) = (${t.endDate} is null) and (${t.startsAt} is not null or (${t.startTime} is null and ${t.endTime} is null and ${t.status} not in ('publish', 'completed')))`,
    ),
    check(
      "bookings_people_check",
      sql`${t.adults} >= 0 and ${t.children} >= 0 and ${t.adults} + ${t.children} > 0`,
    ),
    // The payment provider's events name the payment, not the booking (a refund's charge).
    index().on(t.paymentReference),
    check("bookings_visit_check", sql`${t.visit} in ('arrived', 'noShow')`),
    check(
      "bookings_canceled_by_check",
      sql`${t.canceledBy} in ('customer', 'declined', 'place', 'closure', 'system')`,
    ),
    check("bookings_refund_check", sql`${t.refund} in ('due', 'refunded')`),
  ],
);

/**
 * The tables a live booking holds. The exclusion constraint (btree_gist) is the guarantee that
 * no table is held twice at once, whatever the code above it does; rows go when the booking is
 * cancelled, declined or fails.
 */
export const bookingTables = pgTable(
  "booking_tables",
  {
    bookingId: integer()
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    placeId: integer()
      .notNull()
      .references(() => places.id, { onDelete: "cascade" }),
    tableNumber: integer().notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.tableNumber] })],
);

/**
 * A time held for a few minutes while a guest types their details (decision 073): it takes the
 * party's room and table(s) as a booking would until `expiresAt`, and every read ignores it
 * after. Made and converted under the place's row lock, as orders are. The client knows it by a
 * random token; only the token's SHA-256 is kept.
 */
export const bookingHolds = pgTable(
  "booking_holds",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text().notNull(),
    placeId: integer()
      .notNull()
      .references(() => places.id, { onDelete: "cascade" }),
    userId: integer().references(() => users.id, { onDelete: "cascade" }),
    /** The client's address, for the ceiling of live holds per address. */
    clientAddress: text().notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    startDate: date({ mode: "string" }).notNull(),
    startTime: text(),
    endTime: text(),
    persons: integer().notNull(),
    tableNumbers: integer().array().notNull().default(sql`'{}'`),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("booking_holds_token_hash").on(t.tokenHash),
    index().on(t.placeId, t.expiresAt),
    index().on(t.clientAddress, t.expiresAt),
    index().on(t.userId),
    check("booking_holds_period_check", sql`${t.endsAt} > ${t.startsAt}`),
    check("booking_holds_persons_check", sql`${t.persons} > 0`),
  ],
);

/**
 * A window in which a place takes no bookings (Typhoon Signal No. 8, the Black Rainstorm
 * Warning, a holiday, a private event): set by its owner or an admin (decision 077).
 */
export const placeClosures = pgTable(
  "place_closures",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    placeId: integer()
      .notNull()
      .references(() => places.id, { onDelete: "cascade" }),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    reason: text({ enum: CLOSURE_REASONS }).notNull(),
    /** The owner's words to the guests, at most 500 characters. */
    message: text(),
    createdBy: integer().references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.placeId, t.endsAt),
    check("place_closures_period_check", sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/**
 * Work to do once, later or again (booking mails, reminders): claimed with `FOR UPDATE SKIP
 * LOCKED`, so each runs once across instances, and kept in the database, so it survives a restart.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    kind: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    runAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** One job per key (e.g. `reminder:42`): scheduling again replaces nothing. */
    uniqueKey: text(),
    attempts: integer().notNull().default(0),
    lastError: text(),
    doneAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("jobs_due_idx").on(t.runAt).where(sql`${t.doneAt} is null`),
    uniqueIndex("jobs_unique_key").on(t.uniqueKey),
  ],
);

/**
 * A place owner's own Stripe account, connected to the platform (decision 079): card bookings at
 * their places are charged on it. Stripe's readiness is copied here on every `account.updated`
 * (and when the owner comes back from onboarding), so offering card payment reads no Stripe.
 */
export const stripeAccounts = pgTable("stripe_accounts", {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  accountId: text().notNull().unique(),
  chargesEnabled: boolean().notNull().default(false),
  payoutsEnabled: boolean().notNull().default(false),
  detailsSubmitted: boolean().notNull().default(false),
  /** Stripe's `requirements.disabled_reason`, when the account may not take charges. */
  disabledReason: text(),
  /** How many of Stripe's `requirements.currently_due` the owner has still to give. */
  dueCount: integer().notNull().default(0),
  /**
   * When the owner took the platform's access away in Stripe: card payment stops, and the next
   * Connect makes a new account (the old one's id keys its creation apart from the first).
   */
  disconnectedAt: timestamp({ withTimezone: true }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Payment providers' events already handled: a webhook delivered twice changes nothing twice. */
export const paymentEvents = pgTable(
  "payment_events",
  {
    provider: text().notNull(),
    eventId: text().notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);
