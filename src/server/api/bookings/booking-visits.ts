import { and, eq, inArray, isNull, lte, ne, or, sql } from "drizzle-orm";
import type { Db } from "../../../db/database.ts";
import { type BookingStatus, bookings, bookingTables, places } from "../../../db/schema.ts";
import { capacityOf, freeTables, peakPersons } from "../../../shared/bookings/availability.ts";
import { staffFree } from "../../../shared/bookings/booking-services.ts";
import { heldBookings } from "./booking-availability.ts";
import { type Booking, refundOnCancel } from "./booking-store.ts";

/**
 * What the owner records of a booking on the day and after (decision 078): the guest arrived or
 * never came, the visit is done, the place cancels, a refund is sent. Each write is one
 * conditional UPDATE, so two clicks (or two staff) change a booking once: the second finds it no
 * longer where the action applies and changes nothing.
 */

/** The bookings a visit can be recorded on: accepted, or paid and not yet accepted. */
export const VISITABLE: readonly BookingStatus[] = ["publish", "processing"];
/** The bookings the place may cancel: every one still to come. */
export const OWNER_CANCELABLE: readonly BookingStatus[] = ["pending", "processing", "publish"];
/** A guest may be seated this long before their time. */
export const ARRIVAL_FROM_HOURS = 3;

const HOUR = 3_600_000;

export type VisitAction = "arrived" | "noShow" | "complete";

/** When an action on a booking first applies: arrival a little before its start, the rest from it. */
export const actionFrom = (action: VisitAction, startsAt: Date) =>
  new Date(startsAt.getTime() - (action === "arrived" ? ARRIVAL_FROM_HOURS * HOUR : 0));

/**
 * Why an action does not apply to a booking now, or null when it does: `state` (not accepted or
 * paid, or untimed), `recorded` (arrived twice; a no-show marked again or completed) or `early`
 * (before its time).
 */
export function visitProblem(
  booking: Booking,
  action: VisitAction,
  now: Date,
): "state" | "recorded" | "early" | null {
  if (!VISITABLE.includes(booking.status) || !booking.startsAt) return "state";
  if (booking.visit === (action === "arrived" ? "arrived" : "noShow")) return "recorded";
  return now < actionFrom(action, booking.startsAt) ? "early" : null;
}

/** The guard every visit write repeats in its UPDATE: the booking, its status, its time come. */
const visitable = (id: number, action: VisitAction, now: Date) =>
  and(
    eq(bookings.id, id),
    inArray(bookings.status, [...VISITABLE]),
    lte(
      bookings.startsAt,
      new Date(now.getTime() + (action === "arrived" ? ARRIVAL_FROM_HOURS * HOUR : 0)),
    ),
  );

export type ArrivalOutcome =
  | { kind: "arrived"; booking: Booking }
  | { kind: "unchanged" }
  | { kind: "taken" };

/**
 * The guest arrived. A booking marked a no-show gave its tables back, so taking it back is
 * checked under the place's row lock as an order is: its tables (or the room, or the staff
 * member) must still be free for its time, and then hold it again.
 */
export async function markArrived(db: Db, booking: Booking, now: Date): Promise<ArrivalOutcome> {
  return db.transaction(async (tx) => {
    if (booking.visit !== "noShow") {
      const [arrived] = await tx
        .update(bookings)
        .set({ visit: "arrived", visitAt: now, updatedAt: now })
        .where(and(visitable(booking.id, "arrived", now), isNull(bookings.visit)))
        .returning();
      return arrived ? { kind: "arrived", booking: arrived } : { kind: "unchanged" };
    }
    const [place] = booking.placeId
      ? await tx.select().from(places).where(eq(places.id, booking.placeId)).for("update")
      : [];
    const { startsAt, endsAt } = booking;
    if (!place || !startsAt || !endsAt) return { kind: "unchanged" };
    const held = await heldBookings(tx, place, now, {
      startDate: booking.startDate ?? undefined,
      endDate: booking.endDate ?? undefined,
    });
    const [start, end] = [startsAt.getTime(), endsAt.getTime()];
    const free = booking.tableNumbers.length
      ? booking.tableNumbers.every((table) =>
          freeTables(place.bookingSettings, held, start, end).includes(table),
        )
      : booking.style === "table" ||
        peakPersons(held, start, end) + booking.adults + booking.children <=
          capacityOf(place.bookingSettings);
    if (!free || (booking.staffId && !staffFree(held, booking.staffId, start, end))) {
      return { kind: "taken" };
    }
    const [arrived] = await tx
      .update(bookings)
      .set({ visit: "arrived", visitAt: now, updatedAt: now })
      .where(and(visitable(booking.id, "arrived", now), eq(bookings.visit, "noShow")))
      .returning();
    if (!arrived) return { kind: "unchanged" };
    if (arrived.tableNumbers.length) {
      await tx.insert(bookingTables).values(
        arrived.tableNumbers.map((tableNumber) => ({
          bookingId: arrived.id,
          placeId: place.id,
          tableNumber,
          startsAt,
          endsAt,
        })),
      );
    }
    return { kind: "arrived", booking: arrived };
  });
}

/**
 * The guest never came: their tables go at once (availability skips a no-show), the deposit
 * stays with the place. A guest marked arrived by mistake may still be marked a no-show.
 */
export async function markNoShow(db: Db, id: number, now: Date): Promise<Booking | undefined> {
  return db.transaction(async (tx) => {
    const [noShow] = await tx
      .update(bookings)
      .set({ visit: "noShow", visitAt: now, updatedAt: now })
      .where(
        and(visitable(id, "noShow", now), or(isNull(bookings.visit), ne(bookings.visit, "noShow"))),
      )
      .returning();
    if (noShow) await tx.delete(bookingTables).where(eq(bookingTables.bookingId, id));
    return noShow;
  });
}

/**
 * The visit is done: `completed`, the guest counted as arrived if nobody said so, and cash not
 * yet recorded taken as paid at the place. A no-show is not completed.
 */
export async function completeVisit(db: Db, id: number, now: Date): Promise<Booking | undefined> {
  const [completed] = await db
    .update(bookings)
    .set({
      status: "completed",
      visit: "arrived",
      visitAt: sql`coalesce(${bookings.visitAt}, ${now})`,
      paidAt: sql`case when ${bookings.paidAt} is null and ${bookings.paymentMethod} = 'cash' then ${now} else ${bookings.paidAt} end`,
      updatedAt: now,
    })
    .where(
      and(visitable(id, "complete", now), or(isNull(bookings.visit), ne(bookings.visit, "noShow"))),
    )
    .returning();
  return completed;
}

/**
 * The place cancels a booking for the guest, with its reason: `place` for an accepted one,
 * `declined` for a request it never accepted (read in the UPDATE, so a second click that
 * accepted it meanwhile is named right). Direct money becomes owed back; the tables go.
 */
export async function cancelByOwner(
  db: Db,
  id: number,
  reason: string,
  now: Date,
): Promise<Booking | undefined> {
  return db.transaction(async (tx) => {
    const [canceled] = await tx
      .update(bookings)
      .set({
        status: "canceled",
        cancelReason: reason,
        canceledBy: sql`case when ${bookings.status} = 'publish' then 'place' else 'declined' end`,
        refund: refundOnCancel,
        calendarSequence: sql`${bookings.calendarSequence} + 1`,
        updatedAt: now,
      })
      .where(and(eq(bookings.id, id), inArray(bookings.status, [...OWNER_CANCELABLE])))
      .returning();
    if (canceled) await tx.delete(bookingTables).where(eq(bookingTables.bookingId, id));
    return canceled;
  });
}

/**
 * The owner sent the money owed back (FPS, a transfer): the refund is done and the booking's
 * Listar status becomes `refunded`, with the refund transfer's reference when given.
 */
export async function markRefunded(
  db: Db,
  id: number,
  reference: string | null,
  now: Date,
): Promise<Booking | undefined> {
  const [refunded] = await db
    .update(bookings)
    .set({
      status: "refunded",
      refund: "refunded",
      refundedAt: now,
      refundReference: reference,
      calendarSequence: sql`${bookings.calendarSequence} + 1`,
      updatedAt: now,
    })
    .where(and(eq(bookings.id, id), eq(bookings.refund, "due")))
    .returning();
  return refunded;
}
