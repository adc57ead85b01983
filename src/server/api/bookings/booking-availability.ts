import { and, eq, gt, lt, ne } from "drizzle-orm";
import type { Db } from "../../../db/database.ts";
import { bookingHolds, bookings } from "../../../db/schema.ts";
import {
  DEFAULT_MAX_DAYS_AHEAD,
  type HeldBooking,
  hongKongMidnight,
  MAX_BOOKING_DAYS,
  type PlaceBookingRules,
} from "../../../shared/bookings/availability.ts";
import {
  type BookingRequest,
  type CheckedBooking,
  checkBooking,
} from "../../../shared/bookings/booking-check.ts";
import {
  chooseService,
  serviceRules,
  staffFree,
} from "../../../shared/bookings/booking-services.ts";
import type { ClosedWindow } from "../../../shared/bookings/closure-reasons.ts";
import type { PlaceService, PlaceStaff } from "../../../shared/listings/price-settings.ts";
import { type BookablePlace, seatsTakenAt, type Tx } from "./booking-store.ts";

const DAY = 86_400_000;

/**
 * Live bookings of a place that may overlap anything bookable from `now` on, or, for a request
 * that names its dates, only those that may overlap those days (a busy place's order reads the
 * few bookings around its day, not the whole season, while it holds the place's lock).
 */
export async function heldBookings(
  db: Db | Tx,
  place: BookablePlace,
  now: Date,
  request?: Pick<BookingRequest, "startDate" | "endDate">,
  /** A hold not to count: the one the order or the new hold replaces (its own). */
  exceptHoldId?: number,
  /** A booking not to count: the one the owner is moving (booking-changes.ts). */
  exceptBookingId?: number,
): Promise<HeldBooking[]> {
  const horizon =
    (place.bookingSettings.maxDaysAhead ?? DEFAULT_MAX_DAYS_AHEAD) + MAX_BOOKING_DAYS + 2;
  const first = request?.startDate ? hongKongMidnight(request.startDate) : null;
  const last = request?.endDate ? hongKongMidnight(request.endDate) : first;
  const [from, to] =
    first !== null && last !== null && last >= first && last - first <= MAX_BOOKING_DAYS * DAY
      ? [first - DAY, last + 2 * DAY]
      : [now.getTime() - DAY, now.getTime() + horizon * DAY];
  const rows = await db
    .select({
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
      adults: bookings.adults,
      children: bookings.children,
      tables: bookings.tableNumbers,
      staffId: bookings.staffId,
    })
    .from(bookings)
    .where(
      and(
        seatsTakenAt(place.id),
        exceptBookingId === undefined ? undefined : ne(bookings.id, exceptBookingId),
        gt(bookings.endsAt, new Date(from)),
        lt(bookings.startsAt, new Date(to)),
      ),
    );
  // Holds take room as bookings do until they expire (decision 073).
  const holds = await db
    .select({
      startsAt: bookingHolds.startsAt,
      endsAt: bookingHolds.endsAt,
      persons: bookingHolds.persons,
      tables: bookingHolds.tableNumbers,
    })
    .from(bookingHolds)
    .where(
      and(
        eq(bookingHolds.placeId, place.id),
        gt(bookingHolds.expiresAt, now),
        exceptHoldId === undefined ? undefined : ne(bookingHolds.id, exceptHoldId),
        gt(bookingHolds.endsAt, new Date(from)),
        lt(bookingHolds.startsAt, new Date(to)),
      ),
    );
  // The period filter leaves untimed requests out: they hold nothing.
  return [
    ...rows.map((row) => ({
      startsAt: row.startsAt!.getTime(),
      endsAt: row.endsAt!.getTime(),
      persons: row.adults + row.children,
      tables: row.tables,
      staffId: row.staffId,
    })),
    ...holds.map((hold) => ({
      startsAt: hold.startsAt.getTime(),
      endsAt: hold.endsAt.getTime(),
      persons: hold.persons,
      tables: hold.tables,
    })),
  ];
}

export const bookingRules = (
  place: BookablePlace,
  held: HeldBooking[],
  now: Date,
  /** The place's closures (place-closures.ts): read in the same transaction as `held`. */
  closures: ClosedWindow[] = [],
): PlaceBookingRules => ({
  style: place.bookingStyle ?? "standard",
  settings: place.bookingSettings,
  hours: place.openingHours,
  held,
  now,
  closures,
});

/**
 * `checkBooking` with the service and staff member a request names: the service's length is how
 * long it holds the place, and a staff member takes one booking at a time. Run on the bookings
 * read under the place's row lock, as the order's check is (docs/ARCHITECTURE.md, "Rules the code
 * keeps").
 */
export function checkWithService(
  rules: PlaceBookingRules,
  request: BookingRequest,
  serviceId: string,
  staffId: string,
):
  | { ok: true; booking: CheckedBooking; choice: ServiceChoice }
  | { ok: false; field: string; problem: string } {
  const choice = chooseService(rules.style, rules.settings, serviceId, staffId);
  if (!choice.ok) return choice;
  const checked = checkBooking(serviceRules(rules, choice.service?.minutes), request);
  if (!checked.ok) return checked;
  const { startsAt, endsAt } = checked.booking;
  if (
    choice.staff &&
    startsAt !== null &&
    !staffFree(rules.held, choice.staff.id, startsAt, endsAt)
  ) {
    return { ok: false, field: "staff_id", problem: "taken" };
  }
  return { ok: true, booking: checked.booking, choice };
}

export type ServiceChoice = { service: PlaceService | null; staff: PlaceStaff | null };
