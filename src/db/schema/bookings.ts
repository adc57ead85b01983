/**
 * Bookings and what they hold: their statuses, the tables held, the short holds while a
 * guest types, and the windows in which a place takes none.
 */
import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { CLOSURE_REASONS } from "../../shared/bookings/closure-reasons.ts";
import type { BookingStyle } from "../../shared/listings/booking-settings.ts";
import { places } from "./places.ts";
import { users } from "./users.ts";

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
