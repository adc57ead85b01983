import { and, eq, inArray, isNull, ne, or, sql } from "drizzle-orm";
import type { Db } from "../../../db/database.ts";
import {
  type BookingRefund,
  type BookingStatus,
  bookings,
  bookingTables,
  type places,
} from "../../../db/schema.ts";
import type { TimedBooking } from "../../../shared/bookings/booking-check.ts";
import { payByBefore } from "./booking-pay-by.ts";

export type Booking = typeof bookings.$inferSelect;

/**
 * A booking's columns for a time its check worked out (a request timed on accepting, a move):
 * the time, the pay-by deadline from it, and the calendar invitation's next version, so a
 * guest's calendar replaces the event.
 */
export const timeColumns = (timed: TimedBooking) => ({
  startsAt: new Date(timed.startsAt),
  endsAt: new Date(timed.endsAt),
  startDate: timed.startDate,
  endDate: timed.endDate,
  startTime: timed.startTime,
  endTime: timed.endTime,
  payBy: payByBefore(new Date(timed.startsAt)),
  calendarSequence: sql`${bookings.calendarSequence} + 1`,
});
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
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Statuses that hold the place's time and tables. */
export const LIVE_STATUSES: readonly BookingStatus[] = [
  "pending",
  "publish",
  "processing",
  "completed",
];

/**
 * A place's bookings that take their seats now: live ones, less the no-shows, whose tables came
 * back when the owner recorded them (decision 078).
 */
export const seatsTakenAt = (placeId: number) =>
  and(
    eq(bookings.placeId, placeId),
    inArray(bookings.status, [...LIVE_STATUSES]),
    or(isNull(bookings.visit), ne(bookings.visit, "noShow")),
  );

/**
 * The booking_tables rows of a booking's tables for its time: the exclusion constraint on them is
 * what keeps a table from being held twice.
 */
export async function holdTables(tx: Tx, booking: Booking) {
  const { placeId, startsAt, endsAt } = booking;
  if (!booking.tableNumbers.length || !placeId || !startsAt || !endsAt) return;
  await tx.insert(bookingTables).values(
    booking.tableNumbers.map((tableNumber) => ({
      bookingId: booking.id,
      placeId,
      tableNumber,
      startsAt,
      endsAt,
    })),
  );
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
