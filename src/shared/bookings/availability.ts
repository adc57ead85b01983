import { isCalendarDate } from "../calendar-date.ts";
import type { BookingSettings, BookingStyle } from "../listings/booking-settings.ts";
import { hongKongDate } from "../places/hong-kong-clock.ts";
import { hoursOn, type OpeningHours, type OpeningHoursOptions } from "../places/opening-hours.ts";
import { type ClosedWindow, closureDuring } from "./closure-reasons.ts";
import { assignTables, canEverSeat } from "./table-assignment.ts";

/**
 * What a place can take on a date, from its booking settings, its opening hours (Hong Kong wall
 * time, ranges past midnight, holidays and dated exceptions) and the bookings that already hold
 * it. Pure: the server runs it inside the order's transaction, with the place's row locked, on
 * the bookings it has just read, so what it allows is what the database then holds
 * (docs/ARCHITECTURE.md, "Rules the code keeps").
 *
 * The styles:
 * - `standard`: a start time on the half hour; the visit holds the place for `slotMinutes`.
 * - `slot`: fixed slots of `slotMinutes`, from the start of each opening range.
 * - `hourly`: whole hours; a booking takes one or more in a row.
 * - `table`: like standard, holding the chosen tables; two bookings never share a table.
 * - `daily`: whole Hong Kong days, from the start date to the end date.
 * `capacity` is people at once (per day for daily); tables bound the table style instead.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const HONG_KONG_OFFSET = 8 * HOUR;

/** How long a booking holds the place when the owner has not said. */
export const DEFAULT_SLOT_MINUTES: Record<BookingStyle, number> = {
  standard: 90,
  slot: 60,
  hourly: 60,
  table: 120,
  daily: 24 * 60,
};
/** People at once when the owner has set no capacity: a small shop, not an unlimited one. */
export const DEFAULT_CAPACITY = 10;
/** How far ahead bookings open when the owner has not said. */
export const DEFAULT_MAX_DAYS_AHEAD = 60;
/** The step between the start times the standard and table styles offer. */
const START_STEP_MINUTES = 30;
/** The longest stay one daily booking may cover. */
export const MAX_BOOKING_DAYS = 30;

/** A live booking holding the place: its instants (ms), people and tables. */
export interface HeldBooking {
  startsAt: number;
  endsAt: number;
  persons: number;
  tables: readonly number[];
  /** The staff member it books (salons, spas): one booking at a time each. */
  staffId?: string | null;
}

export interface BookingOption {
  /** HH:MM, Hong Kong; an end at or before the start is the next day. */
  start: string;
  end: string;
  startsAt: number;
  endsAt: number;
  /** People who can still book it. */
  remaining: number;
  /** For the table style: the table numbers still free for the whole of it. */
  freeTables: number[];
}

export interface PlaceBookingRules {
  style: BookingStyle;
  settings: BookingSettings;
  hours: OpeningHours;
  /** Live bookings that overlap the period asked about (more do no harm). */
  held: readonly HeldBooking[];
  now: Date;
  holidays?: OpeningHoursOptions;
  /** The place's closures (decision 077): nothing inside one is bookable. */
  closures?: readonly ClosedWindow[];
}

const hhmm = (minutes: number) => {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
};
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Midnight at the start of a Hong Kong date, as an instant (ms); null for a non-date. */
export function hongKongMidnight(date: string): number | null {
  if (!isCalendarDate(date)) return null;
  return Date.parse(`${date}T00:00:00Z`) - HONG_KONG_OFFSET;
}

/** A Hong Kong date `days` after `date`. */
export function addDays(date: string, days: number): string {
  const midnight = hongKongMidnight(date);
  if (midnight === null) throw new RangeError(`Not a calendar date: ${date}`);
  return hongKongDate(new Date(midnight + days * DAY + HOUR));
}

export const slotMinutesOf = (style: BookingStyle, settings: BookingSettings) =>
  style === "daily"
    ? DEFAULT_SLOT_MINUTES.daily
    : (settings.slotMinutes ?? DEFAULT_SLOT_MINUTES[style]);

export const capacityOf = (settings: BookingSettings) => settings.capacity ?? DEFAULT_CAPACITY;

/** The most people the held bookings have at any one moment of [start, end). */
export function peakPersons(held: readonly HeldBooking[], start: number, end: number): number {
  const events: [at: number, change: number][] = [];
  for (const booking of held) {
    if (booking.endsAt <= start || booking.startsAt >= end) continue;
    events.push([Math.max(booking.startsAt, start), booking.persons]);
    events.push([Math.min(booking.endsAt, end), -booking.persons]);
  }
  // Ends before starts at the same instant: back-to-back bookings do not overlap.
  events.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  let current = 0;
  let peak = 0;
  for (const [, change] of events) {
    current += change;
    peak = Math.max(peak, current);
  }
  return peak;
}

/** The table numbers (1…n) no held booking uses during [start, end). */
export function freeTables(
  settings: BookingSettings,
  held: readonly HeldBooking[],
  start: number,
  end: number,
): number[] {
  const taken = new Set(
    held
      .filter((booking) => booking.startsAt < end && booking.endsAt > start)
      .flatMap((booking) => booking.tables),
  );
  return (settings.tables ?? []).map((_, index) => index + 1).filter((n) => !taken.has(n));
}

/** The first and last dates bookings are open for now: minimum notice aside, today to the horizon. */
export function bookableDates(rules: Pick<PlaceBookingRules, "settings" | "now">) {
  const today = hongKongDate(rules.now);
  return {
    first: today,
    last: addDays(today, rules.settings.maxDaysAhead ?? DEFAULT_MAX_DAYS_AHEAD),
  };
}

/** The earliest instant a booking may start: now plus the owner's minimum notice. */
const earliestStart = (rules: PlaceBookingRules) =>
  rules.now.getTime() + (rules.settings.minNoticeHours ?? 0) * HOUR;

/** The opening spans of a date, in minutes from its midnight (an end past 1440 is the next day). */
function spansOn(rules: PlaceBookingRules, date: string): [number, number][] {
  return hoursOn(rules.hours, date, rules.holidays)
    .ranges.map((range): [number, number] => {
      const start = minutesOf(range.start);
      const end = minutesOf(range.end);
      return [start, end > start ? end : end + 1440];
    })
    .sort((a, b) => a[0] - b[0]);
}

/** Whether a place with no hours at all: then any time of any day may be booked. */
const hasNoHours = (hours: OpeningHours) =>
  Object.values(hours.weekly).every((ranges) => !ranges?.length) && !hours.exceptions?.length;

/**
 * The times a date offers, with the people (and tables) still free, in time order; empty outside
 * the bookable dates or on a day the place is closed. Daily bookings have one option, the day.
 */
export function optionsOn(
  rules: PlaceBookingRules,
  date: string,
  /** With the times already past or inside the minimum notice too (to show them greyed). */
  { early = false }: { early?: boolean } = {},
): BookingOption[] {
  const midnight = hongKongMidnight(date);
  const { first, last } = bookableDates(rules);
  if (midnight === null || date < first || date > last) return [];
  const capacity = capacityOf(rules.settings);
  const option = (startMinute: number, endMinute: number): BookingOption => {
    const startsAt = midnight + startMinute * MINUTE;
    const endsAt = midnight + endMinute * MINUTE;
    // Inside a closure nothing is free (decision 077).
    const closed = closureDuring(rules.closures, startsAt, endsAt) !== undefined;
    const tables = closed ? [] : freeTables(rules.settings, rules.held, startsAt, endsAt);
    return {
      start: hhmm(startMinute),
      end: hhmm(endMinute),
      startsAt,
      endsAt,
      remaining: closed
        ? 0
        : rules.style === "table"
          ? tables.reduce((seats, n) => seats + (rules.settings.tables?.[n - 1]?.seats ?? 0), 0)
          : Math.max(0, capacity - peakPersons(rules.held, startsAt, endsAt)),
      freeTables: tables,
    };
  };
  const spans = hasNoHours(rules.hours) ? [[0, 1440] as [number, number]] : spansOn(rules, date);
  if (rules.style === "daily") {
    return spans.length ? [option(0, 1440)] : [];
  }
  const length = slotMinutesOf(rules.style, rules.settings);
  const step = rules.style === "slot" ? length : rules.style === "hourly" ? 60 : START_STEP_MINUTES;
  const earliest = earliestStart(rules);
  const options: BookingOption[] = [];
  for (const [spanStart, spanEnd] of spans) {
    for (let start = spanStart; start + length <= spanEnd; start += step) {
      if (midnight + start * MINUTE < earliest && !early) continue;
      options.push(option(start, start + length));
    }
  }
  return options;
}

/** Why a time cannot take a party: gone, inside the notice, taken, or no table ever fits. */
export type UnbookableReason = "past" | "notice" | "closed" | "full" | "too_small";

export interface PartyOption extends BookingOption {
  bookable: boolean;
  reason?: UnbookableReason;
}

/**
 * Every time of a date for a party of `persons`, each bookable or with the reason it is not:
 * `past` and `notice` (before now, or inside the owner's minimum notice), `too_small` (no table
 * or combination of the place, or not its capacity, could ever take the party) and `full`
 * (taken now). For the table style, bookable means the server can seat the party then.
 */
export function partyOptionsOn(
  rules: PlaceBookingRules,
  date: string,
  persons: number,
): PartyOption[] {
  const now = rules.now.getTime();
  const earliest = earliestStart(rules);
  const tables = rules.settings.tables ?? [];
  const combinations = rules.settings.tableCombinations ?? [];
  const tooSmall =
    rules.style === "table"
      ? !canEverSeat(tables, combinations, persons)
      : persons > capacityOf(rules.settings);
  return optionsOn(rules, date, { early: true }).map((option): PartyOption => {
    const reason: UnbookableReason | undefined =
      rules.style !== "daily" && option.startsAt < now
        ? "past"
        : rules.style !== "daily" && option.startsAt < earliest
          ? "notice"
          : closureDuring(rules.closures, option.startsAt, option.endsAt)
            ? "closed"
            : tooSmall
              ? "too_small"
              : rules.style === "table"
                ? assignTables(tables, combinations, option.freeTables, persons)
                  ? undefined
                  : "full"
                : option.remaining < persons
                  ? "full"
                  : undefined;
    return reason ? { ...option, bookable: false, reason } : { ...option, bookable: true };
  });
}
