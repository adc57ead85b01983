import type { BookingStyle } from "../listings/booking-settings.ts";
import { hongKongDate } from "../places/hong-kong-clock.ts";
import { isTime } from "../places/opening-hours.ts";
import {
  addDays,
  bookableDates,
  capacityOf,
  freeTables,
  hongKongMidnight,
  MAX_BOOKING_DAYS,
  optionsOn,
  type PlaceBookingRules,
  peakPersons,
} from "./availability.ts";
import { type ClosureReason, closureDuring } from "./closure-reasons.ts";
import { assignTables, canEverSeat, seatingsFor } from "./table-assignment.ts";

const DAY = 24 * 60 * 60_000;

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
