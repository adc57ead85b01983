import { and, eq, gt, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../../../db/database.ts";
import { type BookingStatus, bookings, bookingTables, places, users } from "../../../db/schema.ts";
import {
  type BookingRequest,
  type CheckedBooking,
  checkBooking,
  checkTimedBooking,
  DEFAULT_MAX_DAYS_AHEAD,
  type HeldBooking,
  hongKongMidnight,
  MAX_BOOKING_DAYS,
  type PlaceBookingRules,
} from "../../../shared/bookings/availability.ts";
import type { Contact } from "./booking-input.ts";

export type Booking = typeof bookings.$inferSelect;
export type BookablePlace = typeof places.$inferSelect;
/** A booking with its time: every one but an untimed request waiting for the place's. */
export type ScheduledBooking = Booking & {
  startsAt: Date;
  endsAt: Date;
  startDate: string;
  endDate: string;
};

export const isScheduled = (booking: Booking): booking is ScheduledBooking =>
  booking.startsAt !== null &&
  booking.endsAt !== null &&
  booking.startDate !== null &&
  booking.endDate !== null;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Statuses that hold the place's time and tables. */
export const LIVE_STATUSES: readonly BookingStatus[] = [
  "pending",
  "publish",
  "processing",
  "completed",
];

const DAY = 86_400_000;

/**
 * Live bookings of a place that may overlap anything bookable from `now` on, or, for a request
 * that names its dates, only those that may overlap those days (a busy place's order reads the
 * few bookings around its day, not the whole season, while it holds the place's lock).
 */
export async function heldBookings(
  db: Db | Tx,
  place: BookablePlace,
  now: Date,
  request?: Pick<BookingRequest, "startDate" | "endDate">,
): Promise<HeldBooking[]> {
  const horizon =
    (place.bookingSettings.maxDaysAhead ?? DEFAULT_MAX_DAYS_AHEAD) + MAX_BOOKING_DAYS + 2;
  const first = request?.startDate ? hongKongMidnight(request.startDate) : null;
  const last = request?.endDate ? hongKongMidnight(request.endDate) : first;
  const [from, to] =
    first !== null && last !== null && last >= first && last - first <= MAX_BOOKING_DAYS * DAY
      ? [first - DAY, last + 2 * DAY]
      : [now.getTime() - DAY, now.getTime() + horizon * DAY];
  const rows = await db
    .select({
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
      adults: bookings.adults,
      children: bookings.children,
      tables: bookings.tableNumbers,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.placeId, place.id),
        inArray(bookings.status, [...LIVE_STATUSES]),
        gt(bookings.endsAt, new Date(from)),
        lt(bookings.startsAt, new Date(to)),
      ),
    );
  // The period filter leaves untimed requests out: they hold nothing.
  return rows.map((row) => ({
    startsAt: row.startsAt!.getTime(),
    endsAt: row.endsAt!.getTime(),
    persons: row.adults + row.children,
    tables: row.tables,
  }));
}

export const bookingRules = (
  place: BookablePlace,
  held: HeldBooking[],
  now: Date,
): PlaceBookingRules => ({
  style: place.bookingStyle ?? "standard",
  settings: place.bookingSettings,
  hours: place.openingHours,
  held,
  now,
});

/**
 * Unanswered requests one customer may have waiting, at one place and in all. A pending booking
 * holds its time and tables until the owner answers, so without a ceiling one account held a
 * restaurant's tables day after day, three requests a day (security review 2, §4). Three at a
 * place still lets a household ask for this week's lunch and dinner and next week's; ten in all
 * is more than anyone plans at once. Answered, cancelled and past requests do not count.
 */
export const MAX_PENDING_AT_PLACE = 3;
export const MAX_PENDING_IN_ALL = 10;

export type OrderOutcome =
  | { kind: "booked"; booking: Booking }
  | { kind: "retried"; booking: Booking }
  | { kind: "refused"; field: string; problem: string }
  | { kind: "capped"; scope: "place" | "overall"; max: number };

export interface NewOrder {
  placeId: number;
  customerId: number;
  request: BookingRequest;
  adults: number;
  children: number;
  contact: Contact;
  paymentMethod: string;
  createdVia: string;
  idempotencyKey: string | null;
}

async function findByKey(db: Db | Tx, customerId: number, key: string) {
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.customerId, customerId), eq(bookings.idempotencyKey, key)));
  return row;
}

/**
 * Books, or refuses, in one transaction that first locks the place's row: every order for a
 * place waits its turn there, so the held bookings read next are all there are, and the check
 * and the insert cannot be overtaken (no check-then-insert race). Tables are also held under
 * an exclusion constraint. A retry with the same idempotency key answers the booking it made.
 */
export async function placeOrder(db: Db, order: NewOrder, now = new Date()): Promise<OrderOutcome> {
  if (order.idempotencyKey) {
    const earlier = await findByKey(db, order.customerId, order.idempotencyKey);
    if (earlier) return { kind: "retried", booking: earlier };
  }
  try {
    return await db.transaction(async (tx) => {
      // The customer's orders at different places take turns here, so two at once cannot both
      // be the last one under the ceiling of pending requests.
      await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.id, order.customerId))
        .for("no key update");
      const [place] = await tx
        .select()
        .from(places)
        .where(and(eq(places.id, order.placeId), eq(places.status, "publish")))
        .for("update");
      if (!place?.bookingStyle)
        return { kind: "refused", field: "resource_id", problem: "not_bookable" };
      if (order.idempotencyKey) {
        // A retry that raced the first attempt waited for the lock: the booking is there now.
        const earlier = await findByKey(tx, order.customerId, order.idempotencyKey);
        if (earlier) return { kind: "retried", booking: earlier };
      }
      const capped = await pendingCeiling(tx, order, now);
      if (capped) return capped;
      const held = await heldBookings(tx, place, now, order.request);
      const checked = checkBooking(bookingRules(place, held, now), order.request);
      if (!checked.ok) return { kind: "refused", field: checked.field, problem: checked.problem };
      const booking = await insertBooking(tx, place, order, checked.booking);
      return { kind: "booked", booking };
    });
  } catch (error) {
    // Two first attempts with one key: the loser finds the winner's booking.
    if (order.idempotencyKey && isUniqueViolation(error)) {
      const earlier = await findByKey(db, order.customerId, order.idempotencyKey);
      if (earlier) return { kind: "retried", booking: earlier };
    }
    throw error;
  }
}

/** The ceiling an order would pass, or null: the customer's live unanswered requests counted. */
async function pendingCeiling(
  tx: Tx,
  order: NewOrder,
  now: Date,
): Promise<Extract<OrderOutcome, { kind: "capped" }> | null> {
  const [counts] = await tx
    .select({
      inAll: sql<number>`count(*)::int`,
      atPlace: sql<number>`(count(*) filter (where ${bookings.placeId} = ${order.placeId}))::int`,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.customerId, order.customerId),
        eq(bookings.status, "pending"),
        // An untimed request waits for its time; a past one's owner will never answer it.
        or(isNull(bookings.endsAt), gt(bookings.endsAt, now)),
      ),
    );
  if ((counts?.atPlace ?? 0) >= MAX_PENDING_AT_PLACE) {
    return { kind: "capped", scope: "place", max: MAX_PENDING_AT_PLACE };
  }
  if ((counts?.inAll ?? 0) >= MAX_PENDING_IN_ALL) {
    return { kind: "capped", scope: "overall", max: MAX_PENDING_IN_ALL };
  }
  return null;
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === "23505") return true;
  }
  return false;
}

async function insertBooking(
  tx: Tx,
  place: BookablePlace,
  order: NewOrder,
  checked: CheckedBooking,
) {
  const unitPriceCents = place.bookingPriceCents ?? 0;
  const [booking] = await tx
    .insert(bookings)
    .values({
      placeId: place.id,
      placeTitle: place.title,
      ownerId: place.authorId,
      customerId: order.customerId,
      style: place.bookingStyle ?? "standard",
      startsAt: checked.startsAt === null ? null : new Date(checked.startsAt),
      endsAt: checked.endsAt === null ? null : new Date(checked.endsAt),
      startDate: checked.startDate,
      endDate: checked.endDate,
      startTime: checked.startTime,
      endTime: checked.endTime,
      adults: order.adults,
      children: order.children,
      tableNumbers: checked.tables,
      quantity: checked.quantity,
      unitPriceCents,
      totalCents: unitPriceCents * checked.quantity,
      paymentMethod: order.paymentMethod,
      ...order.contact,
      createdVia: order.createdVia,
      idempotencyKey: order.idempotencyKey,
    })
    .returning();
  if (!booking) throw new Error("the booking was not written");
  const { startsAt, endsAt } = booking;
  if (checked.tables.length && startsAt && endsAt) {
    await tx.insert(bookingTables).values(
      checked.tables.map((tableNumber) => ({
        bookingId: booking.id,
        placeId: place.id,
        tableNumber,
        startsAt,
        endsAt,
      })),
    );
  }
  return booking;
}

export async function findBooking(db: Db, id: number): Promise<Booking | undefined> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  return row;
}

/**
 * Moves a booking from one of `from` to `to`, only if it is still in one of them (two owners
 * clicking at once change it once). Leaving the live statuses frees its tables.
 */
export async function moveBooking(
  db: Db,
  id: number,
  from: readonly BookingStatus[],
  to: BookingStatus,
  changes: Partial<Pick<Booking, "cancelReason" | "paidAt">> = {},
): Promise<Booking | undefined> {
  return db.transaction(async (tx) => {
    const [moved] = await tx
      .update(bookings)
      .set({
        status: to,
        ...changes,
        calendarSequence: sql`${bookings.calendarSequence} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(bookings.id, id), inArray(bookings.status, [...from])))
      .returning();
    if (moved && !LIVE_STATUSES.includes(to)) {
      await tx.delete(bookingTables).where(eq(bookingTables.bookingId, id));
    }
    return moved;
  });
}

/**
 * Accepts an untimed request at the date and time the place gives it, in one transaction that
 * locks the place's row as an order does: the time is checked against the held bookings and
 * written before any other order or acceptance for the place can read them, so it takes room
 * exactly as a slot booked with its time would. Refused with the problem's field when the time
 * is not free or not bookable; undefined when the request no longer waits for a time (answered,
 * cancelled, or timed by a second click).
 */
export async function acceptAtTime(
  db: Db,
  booking: Booking,
  from: readonly BookingStatus[],
  time: { startDate: string; startTime: string },
  now = new Date(),
): Promise<Extract<OrderOutcome, { kind: "booked" | "refused" }> | undefined> {
  return db.transaction(async (tx) => {
    const [place] = booking.placeId
      ? await tx.select().from(places).where(eq(places.id, booking.placeId)).for("update")
      : [];
    if (!place) return { kind: "refused", field: "resource_id", problem: "not_bookable" };
    const request = { ...time, persons: booking.adults + booking.children };
    const held = await heldBookings(tx, place, now, request);
    // The style the customer asked for, whatever the place offers now.
    const rules = { ...bookingRules(place, held, now), style: booking.style };
    const checked = checkTimedBooking(rules, request);
    if (!checked.ok) return { kind: "refused", field: checked.field, problem: checked.problem };
    const timed = checked.booking;
    const [accepted] = await tx
      .update(bookings)
      .set({
        status: "publish",
        startsAt: new Date(timed.startsAt),
        endsAt: new Date(timed.endsAt),
        startDate: timed.startDate,
        endDate: timed.endDate,
        startTime: timed.startTime,
        endTime: timed.endTime,
        calendarSequence: sql`${bookings.calendarSequence} + 1`,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(bookings.id, booking.id),
          inArray(bookings.status, [...from]),
          isNull(bookings.startsAt),
        ),
      )
      .returning();
    return accepted && { kind: "booked", booking: accepted };
  });
}
