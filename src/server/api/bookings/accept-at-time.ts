import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "../../../db/database.ts";
import { type BookingStatus, bookings, places } from "../../../db/schema.ts";
import { checkTimedBooking } from "../../../shared/bookings/booking-check.ts";
import { serviceRules, staffFree } from "../../../shared/bookings/booking-services.ts";
import { bookingRules, heldBookings } from "./booking-availability.ts";
import type { OrderOutcome } from "./booking-orders.ts";
import { followPayBy } from "./booking-pay-by.ts";
import { type Booking, timeColumns } from "./booking-store.ts";
import { closedWindows } from "./place-closures.ts";

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
        ...timeColumns(timed),
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
