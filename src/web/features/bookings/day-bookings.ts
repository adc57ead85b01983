import type { BookingListItem } from "./api/booking-schemas.ts";

/** Statuses that still hold the place: a day's plan leaves out the ones that never happen. */
const LIVE = new Set(["pending", "publish", "processing", "completed"]);

/**
 * The live bookings that cover a date (a daily stay covers every day of it), in time order:
 * whole-day stays first, then by start time, then by booking number.
 */
export function bookingsOn(items: readonly BookingListItem[], date: string): BookingListItem[] {
  return items
    .filter(
      (item) =>
        LIVE.has(item.status) &&
        item.start_date <= date &&
        (item.end_date || item.start_date) >= date,
    )
    .sort(
      (a, b) =>
        (a.start_time || "").localeCompare(b.start_time || "") ||
        a.start_date.localeCompare(b.start_date) ||
        a.ID - b.ID,
    );
}
