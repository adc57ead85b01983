import { and, eq, isNull } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Db } from "../../../db/database.ts";
import { bookings } from "../../../db/schema.ts";
import { type DbOrTx, enqueueJob, type NewJob } from "../../services/jobs/job-queue.ts";
import { type Booking, findBooking } from "../bookings/booking-store.ts";
import { expireCheckoutSession, refundPayment } from "./stripe-checkout.ts";
import { StripeRequestError } from "./stripe-client.ts";

export const REFUND_JOB = "booking-refund";
export const CHECKOUT_EXPIRY_JOB = "checkout-expiry";

const refundPayload = z.object({ bookingId: z.number().int() });
const expiryPayload = z.object({ sessionId: z.string(), account: z.string().nullish() });

/** A card payment's reference once paid: Stripe's PaymentIntent (the session's, before). */
const paidIntentOf = (booking: Booking) =>
  booking.paymentMethod === "stripe" &&
  booking.paidAt &&
  booking.paymentReference?.startsWith("pi_")
    ? booking.paymentReference
    : null;

/** Whether ending this booking gives its money back by card (its mails say so). */
export const refundsByCard = (booking: Booking) => paidIntentOf(booking) !== null;

/**
 * A card booking that ends paid but unused (the customer cancels, the owner declines) gets its
 * money back without the owner going to Stripe: a job written in the same transaction as the
 * change (scheduleBookingNotices), so the refund is asked for once even if the process dies right
 * after the answer.
 */
export function cardRefundJob(booking: Booking): NewJob | null {
  if (booking.status !== "canceled" || !paidIntentOf(booking)) return null;
  return {
    kind: REFUND_JOB,
    payload: { bookingId: booking.id },
    uniqueKey: `refund:${booking.id}`,
  };
}

/**
 * A card booking cancelled before it was paid, by its place's or its customer's account being
 * deleted: its Checkout page must take no money for a booking that no longer exists (a customer
 * who cancels expires it at once, booking/cancel_by_id). A job in the same transaction, as a
 * refund is, so the page is closed even if the process dies right after the deletion.
 */
export async function scheduleCheckoutExpiry(db: DbOrTx, booking: Booking) {
  const session = booking.paymentReference;
  if (
    booking.status !== "canceled" ||
    booking.paymentMethod !== "stripe" ||
    booking.paidAt ||
    !session?.startsWith("cs_")
  ) {
    return;
  }
  await enqueueJob(db, {
    kind: CHECKOUT_EXPIRY_JOB,
    payload: { bookingId: booking.id, sessionId: session, account: booking.stripeAccount },
    uniqueKey: `checkout-expiry:${booking.id}`,
  });
}

/**
 * A paid card booking whose refund Stripe refused: the owner owes it by hand, as for cash or a
 * transfer (`booking/mark_refunded` once sent); until Stripe's refund event, if it comes after all.
 */
async function markRefundDue(db: Db, id: number) {
  await db
    .update(bookings)
    .set({ refund: "due", updatedAt: new Date() })
    .where(and(eq(bookings.id, id), eq(bookings.status, "canceled"), isNull(bookings.refund)));
}

export function registerRefundJobs(app: FastifyInstance) {
  app.jobs.handle(CHECKOUT_EXPIRY_JOB, async (job) => {
    const { sessionId, account } = expiryPayload.parse(job.payload);
    if (!app.config.stripe) return;
    try {
      await expireCheckoutSession(app.config.stripe, { id: sessionId, account: account ?? null });
    } catch (error) {
      // Stripe will not expire a session that is paid or already over: nothing left to close.
      if (error instanceof StripeRequestError && error.status >= 400 && error.status < 500) return;
      throw error;
    }
  });

  app.jobs.handle(REFUND_JOB, async (job) => {
    const { bookingId } = refundPayload.parse(job.payload);
    const booking = await findBooking(app.database.db, bookingId);
    const paymentIntent = booking && paidIntentOf(booking);
    // Refunded already (by hand in Stripe, whose event came first): nothing left to give back.
    if (!booking || !paymentIntent || booking.status === "refunded") return;
    // Card payment switched off since it was paid: retrying cannot help, the owner must refund.
    if (!app.config.stripe) {
      // A job has no request: the job's id ties this line to the runner's own.
      app.log.error(
        { bookingId, jobId: job.id },
        "a paid card booking was cancelled but Stripe is not set up",
      );
      return;
    }
    try {
      await refundPayment(app.config.stripe, {
        bookingId,
        paymentIntent,
        account: booking.stripeAccount,
        feeTaken: (booking.platformFeeCents ?? 0) > 0,
      });
    } catch (error) {
      if (!(error instanceof StripeRequestError) || error.status < 400 || error.status >= 500) {
        throw error;
      }
      // Stripe refuses for good (the owner disconnected the account, the charge is disputed):
      // retrying cannot help, so the refund becomes the owner's to make, shown as due.
      app.log.error(
        { err: error, bookingId, jobId: job.id },
        "Stripe refused a booking's refund: left to the owner",
      );
      await markRefundDue(app.database.db, bookingId);
    }
  });
}
