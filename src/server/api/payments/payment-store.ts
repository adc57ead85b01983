import { and, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/database.ts";
import { type BookingStatus, bookings, bookingTables, paymentEvents } from "../../../db/schema.ts";
import { type Booking, LIVE_STATUSES } from "../bookings/booking-store.ts";
import { type BookingChange, scheduleBookingNotices } from "../bookings/change-booking.ts";
import { disconnectStripeAccount, updateReadiness } from "./stripe-accounts.ts";
import type { AccountReadiness } from "./stripe-connect.ts";

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

/**
 * Keeps the open Checkout Session of a card booking still waiting for its payment, with the
 * connected account it lives on and the platform's fee it takes.
 */
export async function recordCheckout(
  db: Db,
  id: number,
  checkout: { session: { id: string; url: string | null }; account: string; feeCents: number },
) {
  const [row] = await db
    .update(bookings)
    .set({
      paymentReference: checkout.session.id,
      checkoutUrl: checkout.session.url,
      stripeAccount: checkout.account,
      platformFeeCents: checkout.feeCents,
      updatedAt: new Date(),
    })
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
  | { kind: "accountUpdated"; readiness: AccountReadiness }
  | { kind: "deauthorized" }
  | { kind: "ignored" };

export type StripeOutcome =
  | { kind: "duplicate" }
  | { kind: "applied"; booking: Booking | undefined };

/**
 * Applies one Stripe event from the connected account `account` once: the event's id goes into
 * `payment_events` in the same transaction as the change, so a second delivery (Stripe retries
 * until it gets a 2xx) finds it there and changes nothing, and a crash in between leaves neither.
 * A booking changes only when it was charged on that account (decision 079): an account's holder
 * can make sessions with any metadata on their own account, never on another restaurant's booking.
 */
export async function applyStripeEvent(
  db: Db,
  event: { id: string; account: string },
  change: StripeChange,
  now = new Date(),
): Promise<StripeOutcome> {
  return db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(paymentEvents)
      .values({ provider: "stripe", eventId: event.id })
      .onConflictDoNothing()
      .returning();
    if (!fresh) return { kind: "duplicate" };
    if (change.kind === "accountUpdated") {
      // An account we never made (another platform's, a deleted owner's) is not ours to keep.
      await updateReadiness(tx, change.readiness);
      return { kind: "applied", booking: undefined };
    }
    if (change.kind === "deauthorized") {
      await disconnectStripeAccount(tx, event.account, now);
      return { kind: "applied", booking: undefined };
    }
    const outcome = await settleStripeChange(tx, event.account, change, now);
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
} as const satisfies Record<BookingEvent["kind"], BookingChange>;

type BookingEvent = Extract<StripeChange, { kind: "paid" | "expired" | "failed" | "refunded" }>;

async function settleStripeChange(
  tx: Tx,
  account: string,
  change: BookingEvent | { kind: "ignored" },
  now: Date,
): Promise<StripeOutcome> {
  const onAccount = eq(bookings.stripeAccount, account);
  switch (change.kind) {
    case "paid": {
      const ofSession = and(
        onAccount,
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
            onAccount,
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
          and(
            onAccount,
            eq(bookings.paymentMethod, "stripe"),
            inStatus("pending"),
            isNull(bookings.paidAt),
          ),
          { status: "failed", checkoutUrl: null },
        ),
      };
    case "refunded": {
      const [booking] = await tx
        .select({ id: bookings.id })
        .from(bookings)
        .where(
          and(
            onAccount,
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
