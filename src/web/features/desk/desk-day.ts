import { addDays } from "../../../shared/bookings/availability.ts";
import type { DeskBooking, OpeningWindow } from "./api/desk-schemas.ts";

// Times on the desk are minutes from the shown date's midnight, Hong Kong wall time: an
// opening that runs past midnight ends after 1440, a stay from yesterday starts before 0.

const CLOCK = /^(\d{2}):(\d{2})$/;
export const DAY_MINUTES = 24 * 60;

/** "18:30" → 1110; "24:00" → 1440; null for anything else. */
export function minutesOf(time: string): number | null {
  const match = CLOCK.exec(time);
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return minutes <= DAY_MINUTES && Number(match[2]) < 60 ? minutes : null;
}

/** 1110 → "18:30", and past midnight the next day's clock (1530 → "01:30"). */
export function clockOf(minutes: number): string {
  const m = ((minutes % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
  return `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
}

/** An opening window in minutes; one that ends at or before its start ends after midnight. */
export function windowMinutes(window: OpeningWindow): { start: number; end: number } | null {
  const start = minutesOf(window.start);
  const end = minutesOf(window.end);
  if (start === null || end === null) return null;
  return { start, end: end <= start ? end + DAY_MINUTES : end };
}

/**
 * The part of a booking on the shown date: its start and end in minutes, null where it runs
 * on from the day before or into a later day than the next (a stay), or has no time (a
 * request still to be given one), so the desk draws it to the edge of the day.
 */
export function bookingSpan(
  booking: Pick<DeskBooking, "start_date" | "start_time" | "end_date" | "end_time">,
  date: string,
): { start: number | null; end: number | null } {
  const startsToday = booking.start_date === date;
  const start = startsToday ? minutesOf(booking.start_time) : null;
  const endDate = booking.end_date || booking.start_date;
  const endClock = minutesOf(booking.end_time);
  let end: number | null = null;
  if (endClock !== null && endDate === date) end = endClock;
  else if (endClock !== null && endDate === addDays(date, 1)) end = endClock + DAY_MINUTES;
  // A booking that ends at or before its start on the same date has lost its end: none.
  return { start, end: start !== null && end !== null && end <= start ? null : end };
}

/**
 * Bookings that no longer happen (cancelled, declined, refunded, failed) go behind the
 * "show cancelled" toggle; one with money still to give back stays in sight, since the owner
 * has something to do about it.
 */
export function isOff(booking: Pick<DeskBooking, "status" | "refund">): boolean {
  return (
    (booking.status === "canceled" ||
      booking.status === "refunded" ||
      booking.status === "failed") &&
    booking.refund !== "due"
  );
}
