import { isCalendarDate } from "../calendar-date.ts";
import type { BookingSettings, BookingStyle } from "../listings/booking-settings.ts";
import { hongKongDate } from "../places/hong-kong-clock.ts";
import {
  hoursOn,
  isTime,
  type OpeningHours,
  type OpeningHoursOptions,
} from "../places/opening-hours.ts";
import { type ClosedWindow, type ClosureReason, closureDuring } from "./closure-reasons.ts";
import { assignTables, canEverSeat, seatingsFor } from "./table-assignment.ts";

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

export type BookingProblem =
  | { field: "start_date"; problem: "required" | "format" | "too_early" | "too_new" | "closed" }
  | { field: "end_date"; problem: "format" | "too_long" | "closed" }
  | { field: "start_time"; problem: "required" | "format" | "unavailable" | "full" }
  | { field: "end_time"; problem: "required" | "format" | "before_start" | "unavailable" }
  | { field: "adult"; problem: "required" | "too_many" | "no_table" }
  | { field: "table_num"; problem: "required" | "unknown" | "taken" | "too_small" | "party" }
  /** Inside a closure: the problem names its reason, e.g. `closure.typhoon8`. */
  | { field: "start_date" | "start_time"; problem: `closure.${ClosureReason}` };

export interface BookingRequest {
  startDate?: string;
  startTime?: string;
  endDate?: string;
  endTime?: string;
  persons: number;
  tables?: readonly number[];
}

export interface TimedBooking {
  startsAt: number;
  endsAt: number;
  startDate: string;
  endDate: string;
  startTime: string | null;
  endTime: string | null;
  /** Days (standard, daily), hours (hourly) or people (slot, table), as the protocol prices them. */
  quantity: number;
  tables: number[];
}

/**
 * A slot request without a date or a time, as Listar's apps send it (their slot screen has
 * neither): the place gives it its time when accepting. Until then it holds nothing.
 */
export interface UntimedBooking {
  startsAt: null;
  endsAt: null;
  startDate: null;
  endDate: null;
  startTime: null;
  endTime: null;
  quantity: number;
  tables: [];
}

export type CheckedBooking = TimedBooking | UntimedBooking;

type Checked<T> = { ok: true; booking: T } | ({ ok: false } & BookingProblem);

const fail = (problem: BookingProblem) => ({ ok: false as const, ...problem });

/** Whether a request is one the place must give a time to: a slot asked for with neither. */
export const isUntimedRequest = (style: BookingStyle, request: BookingRequest) =>
  style === "slot" && !request.startDate && !request.startTime;

/**
 * Whether a booking can be taken now, against the held bookings: the instants it would hold and
 * its quantity, or the first problem with the field it belongs to. A slot request without a date
 * or time is taken as one the place will time; it only has to fit the place at its emptiest.
 */
export function checkBooking(
  rules: PlaceBookingRules,
  request: BookingRequest,
): Checked<CheckedBooking> {
  if (!isUntimedRequest(rules.style, request)) return checkTimedBooking(rules, request);
  if (request.persons < 1) return fail({ field: "adult", problem: "required" });
  if (request.persons > capacityOf(rules.settings)) {
    return fail({ field: "adult", problem: "too_many" });
  }
  const untimed: UntimedBooking = {
    startsAt: null,
    endsAt: null,
    startDate: null,
    endDate: null,
    startTime: null,
    endTime: null,
    quantity: request.persons,
    tables: [],
  };
  return { ok: true, booking: untimed };
}

/** `checkBooking` for a request that must name its date (and time, but for daily bookings). */
export function checkTimedBooking(
  rules: PlaceBookingRules,
  request: BookingRequest,
): Checked<TimedBooking> {
  if (request.persons < 1) return fail({ field: "adult", problem: "required" });
  const startDate = request.startDate ?? "";
  if (!startDate) return fail({ field: "start_date", problem: "required" });
  const midnight = hongKongMidnight(startDate);
  if (midnight === null) return fail({ field: "start_date", problem: "format" });
  const { first, last } = bookableDates(rules);
  if (startDate < first) return fail({ field: "start_date", problem: "too_early" });
  if (startDate > last) return fail({ field: "start_date", problem: "too_new" });

  if (rules.style === "daily") {
    if (request.endDate && hongKongMidnight(request.endDate) === null) {
      return fail({ field: "end_date", problem: "format" });
    }
    // Listar's apps echo booking/form's own end date (today) after a later start: one day.
    const endDate = request.endDate && request.endDate > startDate ? request.endDate : startDate;
    const endMidnight = hongKongMidnight(endDate) ?? midnight;
    const days = Math.round((endMidnight - midnight) / DAY) + 1;
    if (days > MAX_BOOKING_DAYS) return fail({ field: "end_date", problem: "too_long" });
    if (endDate > last) return fail({ field: "end_date", problem: "closed" });
    const closed = closureDuring(rules.closures, midnight, endMidnight + DAY);
    if (closed) return fail({ field: "start_date", problem: `closure.${closed.reason}` });
    for (let n = 0; n < days; n++) {
      const date = addDays(startDate, n);
      const [day] = optionsOn(rules, date);
      if (!day) return fail({ field: n === 0 ? "start_date" : "end_date", problem: "closed" });
      if (day.remaining < request.persons) return fail({ field: "adult", problem: "too_many" });
    }
    return {
      ok: true,
      booking: {
        startsAt: midnight,
        endsAt: endMidnight + DAY,
        startDate,
        endDate,
        startTime: null,
        endTime: null,
        quantity: days,
        tables: [],
      },
    };
  }

  const startTime = request.startTime ?? "";
  if (!startTime) return fail({ field: "start_time", problem: "required" });
  if (!isTime(startTime)) return fail({ field: "start_time", problem: "format" });
  const options = optionsOn(rules, startDate);
  const firstIndex = options.findIndex((option) => option.start === startTime);
  if (firstIndex < 0) return fail({ field: "start_time", problem: "unavailable" });
  let chosen = [options[firstIndex]!];
  if (rules.style === "hourly" && request.endTime) {
    if (!isTime(request.endTime, true)) return fail({ field: "end_time", problem: "format" });
    const lastIndex = options.findIndex(
      (option, index) => index >= firstIndex && option.end === request.endTime,
    );
    if (lastIndex < 0) return fail({ field: "end_time", problem: "unavailable" });
    chosen = options.slice(firstIndex, lastIndex + 1);
    // Hours in a row only: a gap (the place closes between) breaks the booking.
    if (
      chosen.some((option, index) => index > 0 && option.startsAt !== chosen[index - 1]!.endsAt)
    ) {
      return fail({ field: "end_time", problem: "unavailable" });
    }
  }
  const startsAt = chosen[0]!.startsAt;
  const endsAt = chosen.at(-1)!.endsAt;
  const endDate = hongKongDate(new Date(endsAt - 1));
  const times = {
    startsAt,
    endsAt,
    startDate,
    endDate,
    startTime: chosen[0]!.start,
    endTime: chosen.at(-1)!.end,
  };
  const closed = closureDuring(rules.closures, startsAt, endsAt);
  if (closed) return fail({ field: "start_time", problem: `closure.${closed.reason}` });

  if (rules.style === "table") {
    const tables = [...new Set(request.tables ?? [])];
    const all = rules.settings.tables ?? [];
    if (!tables.length) {
      // No table named (our clients): the place seats the party at its smallest fit.
      const combinations = rules.settings.tableCombinations ?? [];
      if (!canEverSeat(all, combinations, request.persons)) {
        return fail({ field: "adult", problem: "no_table" });
      }
      const free = freeTables(rules.settings, rules.held, startsAt, endsAt);
      const assigned = assignTables(all, combinations, free, request.persons);
      if (!assigned) return fail({ field: "start_time", problem: "full" });
      return { ok: true, booking: { ...times, quantity: request.persons, tables: assigned } };
    }
    if (tables.some((n) => !Number.isInteger(n) || n < 1 || n > all.length)) {
      return fail({ field: "table_num", problem: "unknown" });
    }
    const free = freeTables(rules.settings, rules.held, startsAt, endsAt);
    if (tables.some((n) => !free.includes(n)))
      return fail({ field: "table_num", problem: "taken" });
    const seats = tables.reduce((sum, n) => sum + all[n - 1]!.seats, 0);
    if (seats < request.persons) return fail({ field: "table_num", problem: "too_small" });
    // Named tables (a stock app's choice) must be a way the place seats this party: one table
    // whose range takes it or a combination the owner allows, not any tables that add up.
    const named = [...tables].sort((a, b) => a - b);
    const seatsParty = seatingsFor(
      all,
      rules.settings.tableCombinations ?? [],
      request.persons,
    ).some((seating) => seating.length === named.length && seating.every((n, i) => n === named[i]));
    if (!seatsParty) return fail({ field: "table_num", problem: "party" });
    return { ok: true, booking: { ...times, quantity: request.persons, tables } };
  }

  const room = capacityOf(rules.settings) - peakPersons(rules.held, startsAt, endsAt);
  if (room < request.persons) return fail({ field: "adult", problem: "too_many" });
  const quantity =
    rules.style === "hourly" ? chosen.length : rules.style === "slot" ? request.persons : 1;
  return { ok: true, booking: { ...times, quantity, tables: [] } };
}
