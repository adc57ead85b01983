import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "../../../db/database.ts";
import { type BookingStatus, bookings, bookingTables, jobs, places } from "../../../db/schema.ts";
import {
  addDays,
  capacityOf,
  freeTables,
  hongKongMidnight,
  peakPersons,
} from "../../../shared/bookings/availability.ts";
import { checkTimedBooking, type TimedBooking } from "../../../shared/bookings/booking-check.ts";
import { serviceRules, staffFree } from "../../../shared/bookings/booking-services.ts";
import { closureDuring } from "../../../shared/bookings/closure-reasons.ts";
import { assignTables, canEverSeat } from "../../../shared/bookings/table-assignment.ts";
import { hongKongDate, hongKongTime } from "../../../shared/places/hong-kong-clock.ts";
import { isTime } from "../../../shared/places/opening-hours.ts";
import { bookingRules, heldBookings } from "./booking-availability.ts";
import { followPayBy } from "./booking-pay-by.ts";
import {
  type BookablePlace,
  type Booking,
  holdTables,
  type ScheduledBooking,
  timeColumns,
} from "./booking-store.ts";
import { closedWindows } from "./place-closures.ts";

/*
 * The owner's changes to the place's book (decision 078): moving a booking to another time or
 * table, and seating a walk-in. Both check and write under the place's row lock, as an order
 * does (booking-orders.ts `placeOrder`), so nothing booked meanwhile can be overlooked.
 */

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** How long a walk-in holds its table when the place has set no sitting. */
export const WALK_IN_MINUTES = 90;
/** A walk-in starts at the current five minutes: the desk shows it where the guest sat down. */
const WALK_IN_STEP = 5 * MINUTE;
/** The bookings the owner may move: those that still hold a time to come or under way. */
export const MOVABLE: readonly BookingStatus[] = ["pending", "publish", "processing"];

/** Why the place refused; `clash` when the table constraint caught what the check let by. */
export type Refusal = { kind: "refused"; field: string; problem: string; clash?: true };
export type ChangeOutcome = { kind: "booked"; booking: Booking } | Refusal;

/** What the owner asks for: a new date and/or time, and/or the tables. */
export interface NewPlace {
  startDate?: string;
  startTime?: string;
  /** Table numbers; empty: the place seats the party itself when the time changes. */
  tables: readonly number[];
}

const refused = (field: string, problem: string): Refusal => ({ kind: "refused", field, problem });

/** Whether an error is PostgreSQL's exclusion violation: two bookings on one table at once. */
function isExclusionViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === "23P01") return true;
  }
  return false;
}

/** Locks the place's row, as every order for it does, and answers it. */
async function lockedPlace(tx: Tx, placeId: number | null) {
  const [place] = placeId
    ? await tx.select().from(places).where(eq(places.id, placeId)).for("update")
    : [];
  return place;
}

/** The request that keeps a booking's length: the same number of days or hours from its new start. */
function movedRequest(booking: ScheduledBooking, asked: NewPlace) {
  const startDate = asked.startDate ?? booking.startDate;
  const startTime = asked.startTime ?? booking.startTime ?? undefined;
  const length = booking.endsAt.getTime() - booking.startsAt.getTime();
  const request = {
    startDate,
    startTime,
    persons: booking.adults + booking.children,
    tables: asked.tables,
  };
  const midnight = hongKongMidnight(startDate);
  // A date the check will refuse: nothing to count from.
  if (midnight === null) return request;
  if (booking.style === "daily") {
    return { ...request, endDate: addDays(startDate, Math.round(length / DAY) - 1) };
  }
  if (booking.style === "hourly" && startTime && isTime(startTime)) {
    const [hours, minutes] = startTime.split(":").map(Number) as [number, number];
    // As booking/form names an hour's end: HH:MM, midnight as 00:00.
    const end = new Date(midnight + hours * HOUR + minutes * MINUTE + length);
    return { ...request, endDate: hongKongDate(end), endTime: hongKongTime(end) };
  }
  return request;
}

/**
 * Moves a timed booking to another date, time or tables as `asked`, checked as an order is but
 * for the minimum notice (the owner may move it to any time still to come), against the place's
 * bookings, holds and closures but the booking itself. It keeps its length, service and staff
 * member, status and price; its tables are replaced and its calendar revision raised. Undefined
 * when the booking changed since the owner saw it (`seen`), or can no longer move.
 */
export async function moveBookingTo(
  db: Db,
  seen: ScheduledBooking,
  asked: NewPlace,
  now = new Date(),
): Promise<ChangeOutcome | undefined> {
  try {
    return await db.transaction(async (tx) => {
      const place = await lockedPlace(tx, seen.placeId);
      if (!place) return refused("resource_id", "not_bookable");
      const request = movedRequest(seen, asked);
      const held = await heldBookings(tx, place, now, request, undefined, seen.id);
      const rules = serviceRules(
        {
          ...bookingRules(place, held, now, await closedWindows(tx, place.id, now)),
          // The style it was booked in, whatever the place offers now.
          style: seen.style,
          settings: { ...place.bookingSettings, minNoticeHours: 0 },
        },
        seen.serviceMinutes,
      );
      const checked = checkTimedBooking(rules, request);
      if (!checked.ok) return refused(checked.field, checked.problem);
      const timed = checked.booking;
      if (seen.staffId && !staffFree(held, seen.staffId, timed.startsAt, timed.endsAt)) {
        return refused("staff_id", "taken");
      }
      if (isSamePlace(seen, timed)) return refused("start_date", "unchanged");
      const moved = await writeMove(tx, seen, timed, now);
      if (moved) await rescheduleVisitJobs(tx, moved, now);
      return moved && { kind: "booked" as const, booking: moved };
    });
  } catch (error) {
    // The exclusion constraint on booking_tables is the last guard of a table's time.
    if (isExclusionViolation(error)) return { ...refused("table_num", "taken"), clash: true };
    throw error;
  }
}

const isSamePlace = (booking: ScheduledBooking, timed: TimedBooking) =>
  booking.startsAt.getTime() === timed.startsAt &&
  booking.endsAt.getTime() === timed.endsAt &&
  [...booking.tableNumbers].sort().join() === [...timed.tables].sort().join();

/** The move's write: only if the booking is as the owner saw it (same revision, still movable). */
async function writeMove(tx: Tx, seen: ScheduledBooking, timed: TimedBooking, now: Date) {
  const [moved] = await tx
    .update(bookings)
    .set({
      ...timeColumns(timed),
      tableNumbers: timed.tables,
      changedAt: now,
      updatedAt: now,
    })
    .where(
      and(
        eq(bookings.id, seen.id),
        inArray(bookings.status, [...MOVABLE]),
        eq(bookings.calendarSequence, seen.calendarSequence),
      ),
    )
    .returning();
  if (!moved) return undefined;
  await tx.delete(bookingTables).where(eq(bookingTables.bookingId, moved.id));
  await holdTables(tx, moved);
  return moved;
}

/**
 * The reminder, the completion and an unpaid deposit's release of a moved booking follow it: scheduled once per booking
 * (booking-mail.ts), they would otherwise run at the old time. A reminder now due is dropped:
 * the change's mail is the reminder, as an acceptance within a day is.
 */
async function rescheduleVisitJobs(tx: Tx, booking: Booking, now: Date) {
  if (!booking.startsAt || !booking.endsAt) return;
  const pending = (key: string) => and(eq(jobs.uniqueKey, key), isNull(jobs.doneAt));
  const remindAt = new Date(booking.startsAt.getTime() - DAY);
  const reminder = pending(`reminder:${booking.id}`);
  if (remindAt > now) await tx.update(jobs).set({ runAt: remindAt }).where(reminder);
  else await tx.delete(jobs).where(reminder);
  await tx
    .update(jobs)
    .set({ runAt: booking.endsAt })
    .where(pending(`complete:${booking.id}`));
  await followPayBy(tx, booking);
}

/** A walk-in as the owner records it at the door. */
export interface WalkIn {
  persons: number;
  /** The tables the owner seats them at; empty: the place's smallest free fit. */
  tables: readonly number[];
  firstName: string;
  phone: string;
}

/** When a walk-in holds the place: from the current five minutes for the place's sitting. */
export function walkInPeriod(place: BookablePlace, now: Date) {
  const startsAt = Math.floor(now.getTime() / WALK_IN_STEP) * WALK_IN_STEP;
  const minutes = place.bookingSettings.slotMinutes ?? WALK_IN_MINUTES;
  return { startsAt, endsAt: startsAt + minutes * MINUTE };
}

/**
 * Seats a walk-in now: a booking already accepted and arrived, with no customer and no e-mail,
 * for the place's sitting from the current five minutes. Opening hours and the minimum notice
 * do not apply (the guest is at the door); closures, tables and capacity do, checked under the
 * place's row lock against its bookings and holds. No mail, lapse or reminder: nobody to tell.
 */
export async function seatWalkIn(
  db: Db,
  placeId: number,
  walkIn: WalkIn,
  now = new Date(),
): Promise<ChangeOutcome> {
  try {
    return await db.transaction(async (tx) => {
      const place = await lockedPlace(tx, placeId);
      if (!place?.bookingStyle) return refused("resource_id", "not_bookable");
      const { startsAt, endsAt } = walkInPeriod(place, now);
      const startDate = hongKongDate(new Date(startsAt));
      const endDate = hongKongDate(new Date(endsAt - 1));
      const held = await heldBookings(tx, place, now, { startDate, endDate });
      const closed = closureDuring(await closedWindows(tx, place.id, now), startsAt, endsAt);
      if (closed) return refused("resource_id", `closure.${closed.reason}`);
      const seated = seatingOf(place, held, walkIn, startsAt, endsAt);
      if (seated.kind === "refused") return seated;
      const [booking] = await tx
        .insert(bookings)
        .values({
          placeId: place.id,
          placeTitle: place.title,
          ownerId: place.authorId,
          customerId: null,
          status: "publish",
          style: place.bookingStyle,
          startsAt: new Date(startsAt),
          endsAt: new Date(endsAt),
          startDate,
          endDate,
          startTime: hongKongTime(new Date(startsAt)),
          endTime: hongKongTime(new Date(endsAt)),
          adults: walkIn.persons,
          tableNumbers: seated.tables,
          quantity: walkInQuantity(place, walkIn.persons, endsAt - startsAt),
          unitPriceCents: 0,
          totalCents: 0,
          paymentMethod: "cash",
          firstName: walkIn.firstName,
          email: "",
          phone: walkIn.phone,
          createdVia: "walk_in",
          visit: "arrived",
          visitAt: now,
        })
        .returning();
      if (!booking) throw new Error("the walk-in was not written");
      await holdTables(tx, booking);
      return { kind: "booked", booking };
    });
  } catch (error) {
    if (isExclusionViolation(error)) return { ...refused("table_num", "taken"), clash: true };
    throw error;
  }
}

/** The tables a walk-in takes (none but for the table style), or why the place cannot seat it. */
function seatingOf(
  place: BookablePlace,
  held: Awaited<ReturnType<typeof heldBookings>>,
  walkIn: WalkIn,
  startsAt: number,
  endsAt: number,
): { kind: "seated"; tables: number[] } | Refusal {
  const settings = place.bookingSettings;
  if (place.bookingStyle !== "table") {
    const room = capacityOf(settings) - peakPersons(held, startsAt, endsAt);
    return room < walkIn.persons ? refused("persons", "too_many") : { kind: "seated", tables: [] };
  }
  const all = settings.tables ?? [];
  const free = freeTables(settings, held, startsAt, endsAt);
  if (walkIn.tables.length) {
    const tables = [...new Set(walkIn.tables)];
    if (tables.some((n) => n > all.length)) return refused("table_num", "unknown");
    if (tables.some((n) => !free.includes(n))) return refused("table_num", "taken");
    return { kind: "seated", tables };
  }
  const combinations = settings.tableCombinations ?? [];
  if (!canEverSeat(all, combinations, walkIn.persons)) return refused("persons", "no_table");
  const assigned = assignTables(all, combinations, free, walkIn.persons);
  return assigned ? { kind: "seated", tables: assigned } : refused("persons", "full");
}

/** The protocol's `qty` of a walk-in, as an order's is counted per style. */
function walkInQuantity(place: BookablePlace, persons: number, length: number) {
  if (place.bookingStyle === "table" || place.bookingStyle === "slot") return persons;
  if (place.bookingStyle === "hourly") return Math.ceil(length / HOUR);
  return 1;
}
