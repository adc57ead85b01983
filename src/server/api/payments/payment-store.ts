import { and, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/database.ts";
import { type BookingStatus, bookings, bookingTables, paymentEvents } from "../../../db/schema.ts";
import { type BookingChange, scheduleBookingNotices } from "../bookings/booking-mail.ts";
import { type Booking, LIVE_STATUSES } from "../bookings/booking-store.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Changes a booking where `where` still holds (so two deliveries or two clicks change it once),
 * raising its calendar revision, and lets its tables go when it leaves the live statuses.
 */
async function settle(
  tx: Db | Tx,
  id: number,
  where: SQL | undefined,
  changes: Partial<
    Pick<Booking, "status" | "paidAt" | "paymentReference" | "checkoutUrl" | "canceledBy">
  >,
): Promise<Booking | undefined> {
  const [changed] = await tx
    .update(bookings)
    .set({
      ...changes,
      calendarSequence: sql`${bookings.calendarSequence} + 1`,
      updatedAt: new Date(),
    })
    .where(and(eq(bookings.id, id), where))
    .returning();
  if (changed && changes.status && !LIVE_STATUSES.includes(changes.status)) {
    await tx.delete(bookingTables).where(eq(bookingTables.bookingId, id));
  }
  return changed;
}

const inStatus = (...statuses: BookingStatus[]) => inArray(bookings.status, statuses);

/** Keeps the open Checkout Session of a card booking still waiting for its payment. */
export async function recordCheckout(db: Db, id: number, sessionId: string, url: string | null) {
  const [row] = await db
    .update(bookings)
    .set({ paymentReference: sessionId, checkoutUrl: url, updatedAt: new Date() })
    .where(and(eq(bookings.id, id), inStatus("pending"), isNull(bookings.paidAt)))
    .returning();
  return row;
}

/**
 * The owner saw the money (cash or a bank transfer): paid now, with the transfer's reference
 * when given. A booking waiting for the owner moves to `processing` (paid, to be accepted); an
 * accepted one stays accepted.
 */
export async function markPaid(
  db: Db,
  booking: Booking,
  reference: string | null,
  now = new Date(),
) {
  return settle(
    db,
    booking.id,
    and(
      isNull(bookings.paidAt),
      inStatus("pending", "publish"),
      inArray(bookings.paymentMethod, ["cash", "bank"]),
      sql`${bookings.visit} is distinct from 'noShow'`,
    ),
    {
      paidAt: now,
      ...(reference ? { paymentReference: reference } : {}),
      ...(booking.status === "pending" ? { status: "processing" as const } : {}),
    },
  );
}

/** The customer turned the card payment down: the booking ends, its time and tables free. */
export async function cancelUnpaid(db: Db, id: number) {
  return settle(db, id, and(inStatus("pending"), isNull(bookings.paidAt)), {
    status: "canceled",
    canceledBy: "customer",
    checkoutUrl: null,
  });
}

/** A booking whose card payment failed before anything was charged (Stripe unreachable). */
export async function failUnpaid(db: Db, id: number) {
  return settle(db, id, and(inStatus("pending"), isNull(bookings.paidAt)), {
    status: "failed",
    checkoutUrl: null,
  });
}

/** What one Stripe event asks of a booking, read from the event's object. */
export type StripeChange =
  | {
      kind: "paid";
      bookingId: number;
      sessionId: string;
      paymentIntent: string | null;
      amount: number | null;
    }
  | { kind: "expired"; bookingId: number; sessionId: string }
  | { kind: "failed"; bookingId: number }
  | { kind: "refunded"; paymentIntent: string }
  | { kind: "ignored" };

export type StripeOutcome =
  | { kind: "duplicate" }
  | { kind: "applied"; booking: Booking | undefined };

/**
 * Applies one Stripe event once: the event's id goes into `payment_events` in the same
 * transaction as the booking's change, so a second delivery (Stripe retries until it gets a
 * 2xx) finds it there and changes nothing, and a crash in between leaves neither.
 */
export async function applyStripeEvent(
  db: Db,
  eventId: string,
  change: StripeChange,
  now = new Date(),
): Promise<StripeOutcome> {
  return db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(paymentEvents)
      .values({ provider: "stripe", eventId })
      .onConflictDoNothing()
      .returning();
    if (!fresh) return { kind: "duplicate" };
    const outcome = await settleStripeChange(tx, change, now);
    // Customer and owner hear of it, in the same transaction: once, however often Stripe calls.
    if (outcome.kind === "applied" && outcome.booking && change.kind !== "ignored") {
      await scheduleBookingNotices(tx, outcome.booking, NOTICE_OF[change.kind], now);
    }
    return outcome;
  });
}

const NOTICE_OF = {
  paid: "paid",
  expired: "failed",
  failed: "failed",
  refunded: "refunded",
} as const satisfies Record<Exclude<StripeChange["kind"], "ignored">, BookingChange>;

async function settleStripeChange(tx: Tx, change: StripeChange, now: Date): Promise<StripeOutcome> {
  switch (change.kind) {
    case "paid": {
      const ofSession = and(
        eq(bookings.paymentReference, change.sessionId),
        isNull(bookings.paidAt),
        change.amount === null ? undefined : eq(bookings.totalCents, change.amount),
      );
      const money = {
        paidAt: now,
        paymentReference: change.paymentIntent ?? change.sessionId,
        checkoutUrl: null,
      };
      // Paid and waiting for the owner; paid after it ended (another tab), the money is
      // still recorded so the owner can see it and refund it.
      const booking =
        (await settle(tx, change.bookingId, and(ofSession, inStatus("pending")), {
          ...money,
          status: "processing",
        })) ?? (await settle(tx, change.bookingId, ofSession, money));
      return { kind: "applied", booking };
    }
    case "expired":
      return {
        kind: "applied",
        booking: await settle(
          tx,
          change.bookingId,
          and(
            eq(bookings.paymentReference, change.sessionId),
            inStatus("pending"),
            isNull(bookings.paidAt),
          ),
          { status: "failed", checkoutUrl: null },
        ),
      };
    case "failed":
      return {
        kind: "applied",
        booking: await settle(
          tx,
          change.bookingId,
          and(eq(bookings.paymentMethod, "stripe"), inStatus("pending"), isNull(bookings.paidAt)),
          { status: "failed", checkoutUrl: null },
        ),
      };
    case "refunded": {
      const [booking] = await tx
        .select({ id: bookings.id })
        .from(bookings)
        .where(
          and(
            eq(bookings.paymentMethod, "stripe"),
            eq(bookings.paymentReference, change.paymentIntent),
          ),
        );
      return {
        kind: "applied",
        booking: booking
          ? await settle(
              tx,
              booking.id,
              inStatus("pending", "processing", "publish", "completed", "canceled", "failed"),
              {
                status: "refunded",
              },
            )
          : undefined,
      };
    }
    case "ignored":
      return { kind: "applied", booking: undefined };
  }
}
