import { and, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Db } from "../../../db/database.ts";
import { type BookingStatus, bookings, bookingTables, jobs } from "../../../db/schema.ts";
import type { PlacePayment } from "../../../shared/listings/booking-settings.ts";
import type { DbOrTx, NewJob } from "../../services/jobs/job-queue.ts";
import type { Booking } from "./booking-store.ts";

/**
 * An unpaid bank-transfer (or FPS) request held its table for ever while the place waited for
 * money that might never come (decision 078). A place that sets
 * `payment.payWithinHours` gives the guest that long to pay, never past the booking's start;
 * at that deadline (`pay_by`) a request still unpaid is released: cancelled by the system, both
 * sides told, the table free again.
 */
export const UNPAID_JOB = "booking-unpaid";

/** The statuses an unpaid request can be in: waiting for the owner, or accepted before paying. */
const RELEASABLE: readonly BookingStatus[] = ["pending", "publish"];

const HOUR_MS = 3_600_000;
const unpaidPayload = z.object({ bookingId: z.number().int() });

/**
 * The deadline of an order's transfer deposit, or null when nothing waits on one: not a bank
 * transfer, nothing to pay now, or a place that waits for the owner. An untimed request has only
 * the hours; a timed one must be paid by its start at the latest.
 */
export function payByOf(
  payment: PlacePayment | undefined,
  order: { paymentMethod: string; totalCents: number; startsAt: Date | null },
  now: Date,
): Date | null {
  const hours = payment?.payWithinHours;
  if (!hours || order.paymentMethod !== "bank" || order.totalCents <= 0) return null;
  const deadline = now.getTime() + hours * HOUR_MS;
  return new Date(Math.min(deadline, order.startsAt?.getTime() ?? Number.POSITIVE_INFINITY));
}

/** The release of a new request with a deadline, written in the order's transaction. */
export function payByJob(booking: Booking): NewJob | null {
  if (!booking.payBy || booking.paidAt) return null;
  return {
    kind: UNPAID_JOB,
    payload: { bookingId: booking.id },
    runAt: booking.payBy,
    uniqueKey: `unpaid:${booking.id}`,
  };
}

/**
 * A deadline for a booking given a new start (moved, or timed when accepted): never past the
 * start, and none stays none.
 */
export const payByBefore = (startsAt: Date) =>
  sql`case when ${bookings.payBy} is null then null else least(${bookings.payBy}, ${startsAt.toISOString()}::timestamptz) end`;

/** The release of a booking whose deadline came forward with its start follows it. */
export async function followPayBy(db: DbOrTx, booking: Booking) {
  if (!booking.payBy || booking.paidAt) return;
  await db
    .update(jobs)
    .set({ runAt: booking.payBy })
    .where(and(eq(jobs.uniqueKey, `unpaid:${booking.id}`), isNull(jobs.doneAt)));
}

/**
 * Releases the request if it is still unpaid and live: one conditional update, so a payment
 * recorded (`mark_paid`) or an answer given first leaves nothing to do. Its tables go with it.
 */
export async function releaseUnpaid(db: Db, bookingId: number): Promise<Booking | undefined> {
  return db.transaction(async (tx) => {
    const [released] = await tx
      .update(bookings)
      .set({
        status: "canceled",
        canceledBy: "system",
        calendarSequence: sql`${bookings.calendarSequence} + 1`,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(bookings.id, bookingId),
          inArray(bookings.status, [...RELEASABLE]),
          isNull(bookings.paidAt),
          isNotNull(bookings.payBy),
        ),
      )
      .returning();
    if (released) await tx.delete(bookingTables).where(eq(bookingTables.bookingId, bookingId));
    return released;
  });
}

/** The release at `pay_by`; the caller gives it the booking module's write, which tells both sides. */
export function registerUnpaidJob(
  app: FastifyInstance,
  release: (bookingId: number) => Promise<unknown>,
) {
  app.jobs.handle(UNPAID_JOB, async (job) => {
    const { bookingId } = unpaidPayload.parse(job.payload);
    await release(bookingId);
  });
}
