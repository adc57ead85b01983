import type { DeskBooking } from "./api/desk-schemas.ts";
import { bookingSpan, clockOf } from "./desk-day.ts";

/** The phone's list: bookings under the slot they start in; `time` "" for the whole day. */
export interface SlotGroup {
  time: string;
  bookings: DeskBooking[];
}

/** The slot step when the place has none, or one too long to read as a slot. */
export const DEFAULT_STEP = 30;

export const slotStep = (slotMinutes: number | null) =>
  slotMinutes && slotMinutes > 0 && slotMinutes <= 60 ? slotMinutes : DEFAULT_STEP;

/**
 * Groups the day's bookings by the slot they start in (18:00, 18:30 …), in time order; those
 * that began on an earlier day or have no time yet come first under "". Within a slot, by
 * start time, then booking number.
 */
export function bySlot(
  bookings: readonly DeskBooking[],
  date: string,
  slotMinutes: number | null,
): SlotGroup[] {
  const step = slotStep(slotMinutes);
  const keyed = bookings.map((booking) => {
    const { start } = bookingSpan(booking, date);
    return { booking, start, key: start === null ? -1 : Math.floor(start / step) * step };
  });
  keyed.sort(
    (a, b) => a.key - b.key || (a.start ?? -1) - (b.start ?? -1) || a.booking.ID - b.booking.ID,
  );
  const groups: SlotGroup[] = [];
  let last: number | null = null;
  for (const { booking, key } of keyed) {
    if (key !== last) groups.push({ time: key === -1 ? "" : clockOf(key), bookings: [] });
    last = key;
    groups.at(-1)?.bookings.push(booking);
  }
  return groups;
}
