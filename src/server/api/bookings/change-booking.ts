import type { FastifyInstance } from "fastify";
import type { Db } from "../../../db/database.ts";
import { type DbOrTx, enqueueJobs, type NewJob } from "../../services/jobs/job-queue.ts";
import { cardRefundJob } from "../payments/card-refunds.ts";
import { lapseJob } from "./booking-lapse.ts";
import type { OrderOutcome } from "./booking-orders.ts";
import { payByJob } from "./booking-pay-by.ts";
import type { Booking } from "./booking-store.ts";

/*
 * Every booking change goes through `changeBooking`: the write and the notices it sets off (mails,
 * reminder, completion, card refund, lapse and pay-by deadlines) commit together; the jobs
 * (booking-mail.ts and friends) send them after the commit.
 */

export const BOOKING_CHANGES = [
  "ordered",
  "accepted",
  "declined",
  "canceled",
  "paid",
  "failed",
  "refunded",
  // The other side deleted their account: the booking ended with it (decision 035, amended).
  "accountDeleted",
  // The owner did not answer the request in time (booking-lapse.ts).
  "lapsed",
  // The owner closed the place for its time: a typhoon, a holiday (place-closures.ts).
  "closed",
  // The place moved the booking to another time or table (decision 078).
  "changed",
  // The place cancelled a booking on the guest's behalf, with a reason (decision 078).
  "placeCanceled",
  // An unpaid bank-transfer deposit's deadline passed: the request is released (decision 078).
  "released",
] as const;

/** What happened to a booking that its customer and its owner are told of. */
export type BookingChange = (typeof BOOKING_CHANGES)[number];

export const BOOKING_JOBS = {
  mail: "booking-mail",
  reminder: "booking-reminder",
  complete: "booking-complete",
} as const;

const REMINDER_BEFORE_MS = 24 * 60 * 60 * 1000;

/** Changes that end a booking unused: a paid one gets its card payment back. */
const ENDING_CHANGES: ReadonlySet<BookingChange> = new Set([
  "canceled",
  "declined",
  "accountDeleted",
  "lapsed",
  "closed",
  "placeCanceled",
]);

/** A booking's time as its mails say it: Hong Kong dates and times. */
export type BookingTimes = Pick<Booking, "startDate" | "endDate" | "startTime" | "endTime">;
/**
 * Schedules what a change sets off, in the caller's transaction and in one statement: a mail to
 * each side (one per revision and side, so noticing a change twice sends nothing twice), a new
 * request's lapse and pay-by deadline, a paid booking's refund when it ends unused, and for an
 * accepted booking its reminder a day before and, once paid, its completion after the visit.
 */
export async function scheduleBookingNotices(
  db: DbOrTx,
  booking: Booking,
  change: BookingChange,
  now = new Date(),
  /** The time a moved booking had (change `changed`). */
  was?: BookingTimes,
) {
  await enqueueJobs(db, bookingNoticeJobs(booking, change, now, was));
}

function bookingNoticeJobs(
  booking: Booking,
  change: BookingChange,
  now: Date,
  was: BookingTimes | undefined,
): NewJob[] {
  const batch: (NewJob | null)[] = (["customer", "owner"] as const).map((to) => ({
    kind: BOOKING_JOBS.mail,
    payload: {
      bookingId: booking.id,
      change,
      to,
      status: booking.status,
      sequence: booking.calendarSequence,
      ...(was ? { was } : {}),
    },
    uniqueKey: `booking-mail:${booking.id}:${booking.calendarSequence}:${to}`,
  }));
  if (ENDING_CHANGES.has(change)) batch.push(cardRefundJob(booking));
  if (change === "ordered") batch.push(lapseJob(booking), payByJob(booking));
  // An accepted booking always has its time (the table's bookings_untimed_check).
  if (booking.status === "publish" && booking.startsAt && booking.endsAt) {
    const remindAt = new Date(booking.startsAt.getTime() - REMINDER_BEFORE_MS);
    // Accepted within a day of the visit: the acceptance mail is the reminder.
    if (remindAt > now) {
      batch.push({
        kind: BOOKING_JOBS.reminder,
        payload: { bookingId: booking.id },
        runAt: remindAt,
        uniqueKey: `reminder:${booking.id}`,
      });
    }
    if (booking.paidAt) {
      batch.push({
        kind: BOOKING_JOBS.complete,
        payload: { bookingId: booking.id },
        runAt: booking.endsAt,
        uniqueKey: `complete:${booking.id}`,
      });
    }
  }
  return batch.filter((job) => job !== null);
}

/** The booking a write made or moved; a retried order sets nothing off (its first attempt did). */
function changedBooking(result: Booking | OrderOutcome | undefined): Booking | undefined {
  if (!result) return undefined;
  if (!("kind" in result)) return result;
  return result.kind === "booked" ? result.booking : undefined;
}

/**
 * Runs a booking write (an order, a status move) and schedules its notices in one transaction,
 * so a booking never changes without its mails being due; then has the job runner look at once.
 */
export async function changeBooking<T extends Booking | OrderOutcome | undefined>(
  app: FastifyInstance,
  change: BookingChange,
  write: (db: Db) => Promise<T>,
  /** The time a moved booking had (change `changed`): its mails say it. */
  was?: BookingTimes,
): Promise<T> {
  const result = await app.database.db.transaction(async (tx) => {
    const written = await write(tx);
    const booking = changedBooking(written);
    if (booking) await scheduleBookingNotices(tx, booking, change, new Date(), was);
    return written;
  });
  app.jobs.wake();
  return result;
}
