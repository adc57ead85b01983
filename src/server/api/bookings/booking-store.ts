import { createHash } from "node:crypto";
import { and, eq, gt, inArray, isNull, lt, ne, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/database.ts";
import {
  type BookingRefund,
  type BookingStatus,
  bookingHolds,
  bookings,
  bookingTables,
  places,
  users,
} from "../../../db/schema.ts";
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
import {
  chooseService,
  serviceRules,
  staffFree,
} from "../../../shared/bookings/booking-services.ts";
import type { ClosedWindow } from "../../../shared/bookings/closure-reasons.ts";
import type { PlaceService, PlaceStaff } from "../../../shared/listings/price-settings.ts";
import type { Contact } from "./booking-input.ts";
import { followPayBy, payByBefore, payByOf } from "./booking-pay-by.ts";
import { priceOfBooking } from "./booking-pricing.ts";
import { lockKey } from "./guest-bookings.ts";
import { closedWindows } from "./place-closures.ts";

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
  /** A hold not to count: the one the order or the new hold replaces (its own). */
  exceptHoldId?: number,
  /** A booking not to count: the one the owner is moving (booking-changes.ts). */
  exceptBookingId?: number,
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
      staffId: bookings.staffId,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.placeId, place.id),
        inArray(bookings.status, [...LIVE_STATUSES]),
        // A no-show gave its tables back when the owner recorded it (decision 078).
        or(isNull(bookings.visit), ne(bookings.visit, "noShow")),
        exceptBookingId === undefined ? undefined : ne(bookings.id, exceptBookingId),
        gt(bookings.endsAt, new Date(from)),
        lt(bookings.startsAt, new Date(to)),
      ),
    );
  // Holds take room as bookings do until they expire (decision 073).
  const holds = await db
    .select({
      startsAt: bookingHolds.startsAt,
      endsAt: bookingHolds.endsAt,
      persons: bookingHolds.persons,
      tables: bookingHolds.tableNumbers,
    })
    .from(bookingHolds)
    .where(
      and(
        eq(bookingHolds.placeId, place.id),
        gt(bookingHolds.expiresAt, now),
        exceptHoldId === undefined ? undefined : ne(bookingHolds.id, exceptHoldId),
        gt(bookingHolds.endsAt, new Date(from)),
        lt(bookingHolds.startsAt, new Date(to)),
      ),
    );
  // The period filter leaves untimed requests out: they hold nothing.
  return [
    ...rows.map((row) => ({
      startsAt: row.startsAt!.getTime(),
      endsAt: row.endsAt!.getTime(),
      persons: row.adults + row.children,
      tables: row.tables,
      staffId: row.staffId,
    })),
    ...holds.map((hold) => ({
      startsAt: hold.startsAt.getTime(),
      endsAt: hold.endsAt.getTime(),
      persons: hold.persons,
      tables: hold.tables,
    })),
  ];
}

export type BookingHold = typeof bookingHolds.$inferSelect;

/** A hold's token as a client sends it (`hold_id`), or undefined for anything else. */
export const holdTokenOf = (value: unknown) =>
  typeof value === "string" && /^[A-Za-z0-9_-]{22,64}$/.test(value) ? value : undefined;

/** The stored form of a hold's token: its SHA-256, so a copy of the table holds nothing. */
export const holdTokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

/** A live hold at a place by its token (locked, in a transaction); undefined if none. */
export async function liveHold(
  tx: Db | Tx,
  placeId: number,
  token: string | undefined,
  now: Date,
  lock = true,
): Promise<BookingHold | undefined> {
  if (!token) return undefined;
  const query = tx
    .select()
    .from(bookingHolds)
    .where(
      and(
        eq(bookingHolds.tokenHash, holdTokenHash(token)),
        eq(bookingHolds.placeId, placeId),
        gt(bookingHolds.expiresAt, now),
      ),
    );
  const [hold] = lock ? await query.for("update") : await query;
  return hold;
}

export const bookingRules = (
  place: BookablePlace,
  held: HeldBooking[],
  now: Date,
  /** The place's closures (place-closures.ts): read in the same transaction as `held`. */
  closures: ClosedWindow[] = [],
): PlaceBookingRules => ({
  style: place.bookingStyle ?? "standard",
  settings: place.bookingSettings,
  hours: place.openingHours,
  held,
  now,
  closures,
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

/**
 * The same ceilings for guests (decision 074), by the e-mail address (every booking that gives
 * it, an account's too) and by the client's address. An address is shared by a household or an
 * office, and a mobile network puts many phones behind one: its ceiling is higher.
 */
export const MAX_GUEST_PENDING_AT_PLACE_PER_ADDRESS = 5;
export const MAX_GUEST_PENDING_IN_ALL_PER_ADDRESS = 20;

export type OrderOutcome =
  | { kind: "booked"; booking: Booking }
  | { kind: "retried"; booking: Booking }
  | { kind: "refused"; field: string; problem: string }
  | { kind: "capped"; scope: "place" | "overall"; max: number };

/** A guest's order: who they are to us, since no account stands behind it. */
export interface GuestOrder {
  /** The random half of the booking's link (guest-bookings.ts). */
  key: string;
  /** The client's address, hashed. */
  addressHash: string;
  language: string;
}

export interface NewOrder {
  placeId: number;
  /** The signed-in customer; null for a guest, who then comes with `guest`. */
  customerId: number | null;
  guest?: GuestOrder;
  request: BookingRequest;
  adults: number;
  children: number;
  contact: Contact;
  paymentMethod: string;
  createdVia: string;
  idempotencyKey: string | null;
  /** The service and staff member asked for (salons, spas): ids from the place's lists. */
  serviceId?: string;
  staffId?: string;
  /** The hold the guest took while typing (booking/hold): the order takes its place. */
  holdToken?: string;
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
  const customerId = order.customerId;
  // A guest's retry finds nothing by its key: the first attempt used the e-mail code up.
  const key = customerId === null ? null : order.idempotencyKey;
  if (customerId !== null && key) {
    const earlier = await findByKey(db, customerId, key);
    if (earlier) return { kind: "retried", booking: earlier };
  }
  try {
    return await db.transaction(async (tx) => {
      // The customer's orders at different places take turns here, so two at once cannot both
      // be the last one under the ceiling of pending requests; a guest's, by e-mail and client.
      if (customerId !== null) {
        await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(users.id, customerId))
          .for("no key update");
      } else {
        await lockKey(tx, `guest-order:${order.contact.email}`);
        await lockKey(tx, `guest-order-address:${order.guest?.addressHash ?? ""}`);
      }
      const [place] = await tx
        .select()
        .from(places)
        .where(and(eq(places.id, order.placeId), eq(places.status, "publish")))
        .for("update");
      if (!place?.bookingStyle)
        return { kind: "refused", field: "resource_id", problem: "not_bookable" };
      if (customerId !== null && key) {
        // A retry that raced the first attempt waited for the lock: the booking is there now.
        const earlier = await findByKey(tx, customerId, key);
        if (earlier) return { kind: "retried", booking: earlier };
      }
      const capped =
        customerId === null
          ? await guestCeiling(tx, order, now)
          : await pendingCeiling(tx, order, customerId, now);
      if (capped) return capped;
      // The order's own hold frees its room and table(s) for it, then goes (decision 073).
      const hold = order.holdToken ? await liveHold(tx, place.id, order.holdToken, now) : undefined;
      const held = await heldBookings(tx, place, now, order.request, hold?.id);
      const closures = await closedWindows(tx, place.id, now);
      const check = (request: BookingRequest) =>
        checkWithService(
          bookingRules(place, held, now, closures),
          request,
          order.serviceId ?? "",
          order.staffId ?? "",
        );
      // The held table(s), if they still seat the party at the time asked for.
      const onHeld =
        hold?.tableNumbers.length &&
        hold.persons === order.request.persons &&
        !order.request.tables?.length
          ? check({ ...order.request, tables: hold.tableNumbers })
          : undefined;
      const checked = onHeld?.ok ? onHeld : check(order.request);
      if (!checked.ok) return { kind: "refused", field: checked.field, problem: checked.problem };
      const booking = await insertBooking(tx, place, order, checked.booking, checked.choice, now);
      if (hold) await tx.delete(bookingHolds).where(eq(bookingHolds.id, hold.id));
      return { kind: "booked", booking };
    });
  } catch (error) {
    // Two first attempts with one key: the loser finds the winner's booking.
    if (customerId !== null && key && isUniqueViolation(error)) {
      const earlier = await findByKey(db, customerId, key);
      if (earlier) return { kind: "retried", booking: earlier };
    }
    throw error;
  }
}

/** The ceiling an order would pass, or null: the customer's live unanswered requests counted. */
async function pendingCeiling(
  tx: Tx,
  order: NewOrder,
  customerId: number,
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
        eq(bookings.customerId, customerId),
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

/** The guest ceilings an order would pass (decision 074), or null. */
async function guestCeiling(
  tx: Tx,
  order: NewOrder,
  now: Date,
): Promise<Extract<OrderOutcome, { kind: "capped" }> | null> {
  const live = and(
    eq(bookings.status, "pending"),
    or(isNull(bookings.endsAt), gt(bookings.endsAt, now)),
  );
  const count = async (who: SQL) => {
    const [counts] = await tx
      .select({
        inAll: sql<number>`count(*)::int`,
        atPlace: sql<number>`(count(*) filter (where ${bookings.placeId} = ${order.placeId}))::int`,
      })
      .from(bookings)
      .where(and(who, live));
    return { inAll: counts?.inAll ?? 0, atPlace: counts?.atPlace ?? 0 };
  };
  const byEmail = await count(eq(bookings.email, order.contact.email));
  if (byEmail.atPlace >= MAX_PENDING_AT_PLACE) {
    return { kind: "capped", scope: "place", max: MAX_PENDING_AT_PLACE };
  }
  if (byEmail.inAll >= MAX_PENDING_IN_ALL) {
    return { kind: "capped", scope: "overall", max: MAX_PENDING_IN_ALL };
  }
  const byAddress = await count(eq(bookings.guestAddressHash, order.guest?.addressHash ?? ""));
  if (byAddress.atPlace >= MAX_GUEST_PENDING_AT_PLACE_PER_ADDRESS) {
    return { kind: "capped", scope: "place", max: MAX_GUEST_PENDING_AT_PLACE_PER_ADDRESS };
  }
  if (byAddress.inAll >= MAX_GUEST_PENDING_IN_ALL_PER_ADDRESS) {
    return { kind: "capped", scope: "overall", max: MAX_GUEST_PENDING_IN_ALL_PER_ADDRESS };
  }
  return null;
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === "23505") return true;
  }
  return false;
}

/**
 * `checkBooking` with the service and staff member a request names: the service's length is how
 * long it holds the place, and a staff member takes one booking at a time. Run on the bookings
 * read under the place's row lock, as the order's check is (docs/ARCHITECTURE.md, "Rules the code
 * keeps").
 */
export function checkWithService(
  rules: PlaceBookingRules,
  request: BookingRequest,
  serviceId: string,
  staffId: string,
):
  | { ok: true; booking: CheckedBooking; choice: ServiceChoice }
  | { ok: false; field: string; problem: string } {
  const choice = chooseService(rules.style, rules.settings, serviceId, staffId);
  if (!choice.ok) return choice;
  const checked = checkBooking(serviceRules(rules, choice.service?.minutes), request);
  if (!checked.ok) return checked;
  const { startsAt, endsAt } = checked.booking;
  if (
    choice.staff &&
    startsAt !== null &&
    !staffFree(rules.held, choice.staff.id, startsAt, endsAt)
  ) {
    return { ok: false, field: "staff_id", problem: "taken" };
  }
  return { ok: true, booking: checked.booking, choice };
}

export type ServiceChoice = { service: PlaceService | null; staff: PlaceStaff | null };

async function insertBooking(
  tx: Tx,
  place: BookablePlace,
  order: NewOrder,
  checked: CheckedBooking,
  choice: ServiceChoice,
  now = new Date(),
) {
  const price = priceOfBooking(place, checked, order.adults + order.children, choice.service);
  const start = checked.startsAt === null ? null : new Date(checked.startsAt);
  const [booking] = await tx
    .insert(bookings)
    .values({
      placeId: place.id,
      placeTitle: place.title,
      ownerId: place.authorId,
      customerId: order.customerId,
      style: place.bookingStyle ?? "standard",
      startsAt: start,
      endsAt: checked.endsAt === null ? null : new Date(checked.endsAt),
      startDate: checked.startDate,
      endDate: checked.endDate,
      startTime: checked.startTime,
      endTime: checked.endTime,
      adults: order.adults,
      children: order.children,
      tableNumbers: checked.tables,
      quantity: price.quantity,
      unitPriceCents: price.unitCents,
      // What is due when booking: what a card or FPS payment takes (a deposit, not the bill).
      totalCents: price.dueNowCents,
      priceUnit: price.unit,
      atPlaceCents: price.atPlaceCents,
      serviceChargePercent: price.serviceChargePercent,
      serviceId: choice.service?.id ?? null,
      serviceName: choice.service?.name ?? null,
      serviceMinutes: choice.service?.minutes ?? null,
      staffId: choice.staff?.id ?? null,
      staffName: choice.staff?.name ?? null,
      paymentMethod: order.paymentMethod,
      // An unpaid transfer deposit's deadline, when the place sets one (booking-pay-by.ts).
      payBy: payByOf(
        place.bookingSettings.payment,
        { paymentMethod: order.paymentMethod, totalCents: price.dueNowCents, startsAt: start },
        now,
      ),
      ...order.contact,
      createdVia: order.createdVia,
      idempotencyKey: order.customerId === null ? null : order.idempotencyKey,
      guestKey: order.guest?.key ?? null,
      guestAddressHash: order.guest?.addressHash ?? null,
      guestLanguage: order.guest?.language ?? null,
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
 * What a cancellation makes of `refund` (decision 078): money the guest paid the place directly
 * (cash, or a transfer recorded with mark_paid; a free booking paid nothing) is owed back; card money goes back through
 * Stripe's refund job instead. For the same UPDATE that cancels, so it is never left unset.
 */
export const refundOnCancel = sql<BookingRefund | null>`case when ${bookings.paidAt} is not null and ${bookings.totalCents} > 0 and ${bookings.paymentMethod} in ('cash', 'bank') then 'due' else ${bookings.refund} end`;

/**
 * Moves a booking from one of `from` to `to`, only if it is still in one of them (two owners
 * clicking at once change it once). Leaving the live statuses frees its tables.
 */
export async function moveBooking(
  db: Db,
  id: number,
  from: readonly BookingStatus[],
  to: BookingStatus,
  changes: Partial<Pick<Booking, "cancelReason" | "paidAt" | "canceledBy">> = {},
): Promise<Booking | undefined> {
  return db.transaction(async (tx) => {
    const [moved] = await tx
      .update(bookings)
      .set({
        status: to,
        ...changes,
        ...(to === "canceled" ? { refund: refundOnCancel } : {}),
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
    // The style the customer asked for, whatever the place offers now; the service's length.
    const rules = serviceRules(
      {
        ...bookingRules(place, held, now, await closedWindows(tx, place.id, now)),
        style: booking.style,
      },
      booking.serviceMinutes,
    );
    const checked = checkTimedBooking(rules, request);
    if (!checked.ok) return { kind: "refused", field: checked.field, problem: checked.problem };
    const timed = checked.booking;
    if (booking.staffId && !staffFree(held, booking.staffId, timed.startsAt, timed.endsAt)) {
      return { kind: "refused", field: "staff_id", problem: "taken" };
    }
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
        payBy: payByBefore(new Date(timed.startsAt)),
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
    if (accepted) await followPayBy(tx, accepted);
    return accepted && { kind: "booked", booking: accepted };
  });
}
