import { and, eq, gt, inArray, isNull, or } from "drizzle-orm";
import type { Db } from "../../../db/database.ts";
import { type BookingStatus, bookings } from "../../../db/schema.ts";
import { scheduleCheckoutExpiry } from "../payments/card-refunds.ts";
import { eraseCustomers } from "./booking-retention.ts";
import { moveBooking } from "./booking-store.ts";
import { scheduleBookingNotices } from "./change-booking.ts";

/** A booking still to come: asked for, paid and waiting for the owner, or accepted. */
const UPCOMING: readonly BookingStatus[] = ["pending", "processing", "publish"];

/**
 * What deleting an account does to bookings, in the deletion's transaction (decision 035,
 * amended). Every booking it made, or that was made at its places, that has not begun is
 * cancelled whatever the place's cancellation cut-off (nobody is left to keep it), and the other
 * side is told by the booking mails, which also give a card payment back; an unpaid one's
 * Checkout page is closed. A booking under way runs its course. Then the account's own
 * bookings, past ones included, lose who made them, as the retention purge erases them: the
 * owner keeps the figures, not the customer.
 */
export async function endBookingsOfAccount(
  db: Db,
  userId: number,
  now = new Date(),
): Promise<void> {
  const upcoming = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        or(eq(bookings.customerId, userId), eq(bookings.ownerId, userId)),
        inArray(bookings.status, [...UPCOMING]),
        or(isNull(bookings.startsAt), gt(bookings.startsAt, now)),
      ),
    );
  for (const { id } of upcoming) {
    const booking = await moveBooking(db, id, UPCOMING, "canceled", { canceledBy: "system" });
    if (!booking) continue;
    await scheduleBookingNotices(db, booking, "accountDeleted", now);
    await scheduleCheckoutExpiry(db, booking);
  }
  await eraseCustomers(db, eq(bookings.customerId, userId));
}
