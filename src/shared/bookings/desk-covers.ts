import type { TimeRange } from "../places/opening-hours.ts";

/**
 * The owner's desk (decision 078): how many people the place expects in each slot of a day, so
 * the host sees the evening's rush before it comes. Pure, for the API and its unit test.
 */

/** What counts of a booking: its instants (ms) and its party. */
export interface CoverBooking {
  startsAt: number;
  endsAt: number;
  persons: number;
}

export interface SlotCovers {
  /** HH:MM, Hong Kong wall time; a slot past midnight is written as the clock reads it. */
  time: string;
  /** People of the bookings overlapping the slot. */
  covers: number;
  /** How many bookings overlap it. */
  bookings: number;
}

/** The step when the place sets none, or one too long for a row of times to read (a day stay). */
export const DEFAULT_DESK_STEP = 30;
const MAX_DESK_STEP = 60;
const MINUTE = 60_000;
const DAY_MINUTES = 1440;

/** The desk's step: the place's slot length when it is an hour or less, else half-hours. */
export const deskStepMinutes = (slotMinutes: number | undefined) =>
  slotMinutes && slotMinutes <= MAX_DESK_STEP ? slotMinutes : DEFAULT_DESK_STEP;

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * The minutes from the day's midnight of its first opening and its last closing (a range whose
 * end is not after its start runs past midnight, as opening-hours.ts reads it); null on a day off.
 */
export function openingSpan(hours: readonly TimeRange[]): [first: number, last: number] | null {
  if (hours.length === 0) return null;
  const spans = hours.map((range) => {
    const start = minutesOf(range.start);
    const end = minutesOf(range.end);
    return [start, end > start ? end : end + DAY_MINUTES] as const;
  });
  return [Math.min(...spans.map(([start]) => start)), Math.max(...spans.map(([, end]) => end))];
}

/**
 * One entry per slot of the day's `openingSpan`, `step` minutes apart: the bookings given (the
 * caller passes only those that hold a seat) overlapping each slot. `midnight` is the instant the
 * Hong Kong day begins; no hours, no slots.
 */
export function coversPerSlot(
  midnight: number,
  hours: readonly TimeRange[],
  step: number,
  held: readonly CoverBooking[],
): SlotCovers[] {
  const span = openingSpan(hours);
  if (!span || step <= 0) return [];
  const [first, last] = span;
  const slots: SlotCovers[] = [];
  for (let minute = first; minute < last; minute += step) {
    const from = midnight + minute * MINUTE;
    const to = from + step * MINUTE;
    const overlapping = held.filter((booking) => booking.startsAt < to && booking.endsAt > from);
    const clock = minute % DAY_MINUTES;
    slots.push({
      time: `${String(Math.floor(clock / 60)).padStart(2, "0")}:${String(clock % 60).padStart(2, "0")}`,
      covers: overlapping.reduce((sum, booking) => sum + booking.persons, 0),
      bookings: overlapping.length,
    });
  }
  return slots;
}
