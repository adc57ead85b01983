import { isGeneralHoliday } from "./hk-holidays.ts";
import { HONG_KONG_OFFSET_MS as HONG_KONG_OFFSET } from "./hong-kong-clock.ts";

/**
 * A place's opening hours in Hong Kong wall time (Asia/Hong_Kong: UTC+8 all year, no daylight
 * saving since 1979, so a fixed offset is exact).
 *
 * Stored as JSON in this shape:
 * - `weekly`: per weekday (the protocol's keys `mon`…`sun`) a list of ranges; a missing or empty
 *   list is a day off. A range whose end is not after its start runs past midnight: a bar's
 *   `18:00–02:00` on Friday is open at 01:30 on Saturday, and that half-hour belongs to Friday's
 *   hours (so Saturday's exception or holiday does not cut it short). `end` may be `24:00`
 *   (until midnight, also written `00:00`); `00:00–24:00` is open all day.
 * - `holidays`: what happens on Hong Kong's gazetted general holidays: absent or null = the
 *   weekly hours, `[]` = closed, ranges = special holiday hours.
 * - `exceptions`: dated overrides, `{date: "YYYY-MM-DD", ranges}`; `[]` = closed all day. An
 *   exception wins over the holiday rule and the weekly hours.
 *
 * Ranges are half-open: a place that closes at 22:00 is closed at 22:00:00.
 */

/** Listar's day keys, indexed by `day_of_week` (0 = Sunday). */
export const DAY_KEYS = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"] as const;
export type DayKey = (typeof DAY_KEYS)[number];

/** Monday first, Sunday last: the order the protocol and the screens list the week in. */
export const WEEK_ORDER: readonly DayKey[] = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"];

export interface TimeRange {
  /** HH:MM, 00:00–23:59. */
  start: string;
  /** HH:MM, 00:00–23:59, or 24:00; not after `start` means the next day. */
  end: string;
}

export interface DatedHours {
  /** Hong Kong date, YYYY-MM-DD. */
  date: string;
  ranges: TimeRange[];
}

export interface OpeningHours {
  weekly: Partial<Record<DayKey, TimeRange[]>>;
  holidays?: TimeRange[] | null;
  exceptions?: DatedHours[];
}

export interface OpeningHoursOptions {
  /** Whether a Hong Kong date is a general holiday; the gazetted list by default. */
  isHoliday?: (date: string) => boolean;
}

/**
 * How far ahead "opens at" and "closes at" look: a year of exceptions (a place closed for
 * renovation until next spring still gets its date) and a week more. Past it the answer is null.
 */
export const OPENING_SEARCH_DAYS = 371;

const MINUTE = 60_000;
export const DAY_MINUTES = 1440;
const DAY = DAY_MINUTES * MINUTE;

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

// ---- Hong Kong calendar -------------------------------------------------------------------------

/** Days since 1970-01-01 in Hong Kong of an instant. */
const localDayOf = (ms: number) => Math.floor((ms + HONG_KONG_OFFSET) / DAY);
/** The instant Hong Kong's day number `day` begins. */
const dayStart = (day: number) => day * DAY - HONG_KONG_OFFSET;
/**
 * Dates of the days lately asked for: "closes at" and "opens at" walk up to a year of days per
 * place, and a list shows a hundred places, so formatting each date anew was most of a list's
 * cost (review 2, §1). Emptied when full; a day's date never changes.
 */
const DATES = new Map<number, string>();
const MAX_DATES = 4_096;
function dateOfDay(day: number): string {
  let date = DATES.get(day);
  if (date === undefined) {
    if (DATES.size >= MAX_DATES) DATES.clear();
    date = new Date(day * DAY).toISOString().slice(0, 10);
    DATES.set(day, date);
  }
  return date;
}
const weekdayOfDay = (day: number) => (((day + 4) % 7) + 7) % 7; // 1970-01-01 was a Thursday

/** The day number of a YYYY-MM-DD calendar date, or null when it is not one. */
export function dayOfDate(date: string): number | null {
  const match = DATE.exec(date);
  if (!match) return null;
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return dateOfDay(ms / DAY) === date ? ms / DAY : null;
}

/** The weekday key of a Hong Kong date. */
export function dayKeyOf(date: string): DayKey {
  const day = dayOfDate(date);
  if (day === null) throw new RangeError(`Not a calendar date: ${date}`);
  return DAY_KEYS[weekdayOfDay(day)]!;
}

/** Whether text is a valid HH:MM time (24:00 only where `asEnd`). */
export function isTime(value: string, asEnd = false): boolean {
  return TIME.test(value) || (asEnd && value === "24:00");
}

export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** A range's minutes from the start of its own day; an end not after the start is the next day. */
export function spanOf(range: TimeRange): [start: number, end: number] {
  const start = minutesOf(range.start);
  const end = minutesOf(range.end);
  return [start, end > start ? end : end + DAY_MINUTES];
}

// ---- which hours apply on a date ----------------------------------------------------------------

export type HoursSource = "weekly" | "holiday" | "exception";

export interface HoursOnDate {
  ranges: readonly TimeRange[];
  /** Why these ranges: the weekly hours, the holiday rule, or a dated exception. */
  source: HoursSource;
}

type Resolve = (day: number) => HoursOnDate;

/**
 * The hours that apply on each day number of a schedule: built once, so walking a year of days
 * does not rebuild its lookup of exceptions for every day.
 */
export function resolver(hours: OpeningHours, options: OpeningHoursOptions = {}): Resolve {
  const isHoliday = options.isHoliday ?? isGeneralHoliday;
  const exceptions = new Map((hours.exceptions ?? []).map((entry) => [entry.date, entry.ranges]));
  const holidayHours = hours.holidays ?? null;
  // Most places have only weekly hours: their days need no date.
  const dated = exceptions.size > 0 || holidayHours !== null;
  return (day) => {
    if (dated) {
      const date = dateOfDay(day);
      const exception = exceptions.get(date);
      if (exception) return { ranges: exception, source: "exception" };
      if (holidayHours !== null && isHoliday(date))
        return { ranges: holidayHours, source: "holiday" };
    }
    return { ranges: hours.weekly[DAY_KEYS[weekdayOfDay(day)]!] ?? [], source: "weekly" };
  };
}

/** The ranges that apply on a Hong Kong date (YYYY-MM-DD), and why. */
export function hoursOn(
  hours: OpeningHours,
  date: string,
  options?: OpeningHoursOptions,
): HoursOnDate {
  const day = dayOfDate(date);
  if (day === null) throw new RangeError(`Not a calendar date: ${date}`);
  return resolver(hours, options)(day);
}

// ---- open now, closes at, opens at --------------------------------------------------------------

type Interval = [start: number, end: number];

/** The instants a day's ranges are open, in start order (a day's own ranges start that day). */
function intervalsOfDay(resolve: Resolve, day: number): Interval[] {
  const base = dayStart(day);
  return resolve(day)
    .ranges.map((range): Interval => {
      const [start, end] = spanOf(range);
      return [base + start * MINUTE, base + end * MINUTE];
    })
    .sort((a, b) => a[0] - b[0]);
}

/**
 * Open periods from the day before `from`'s day onwards, in start order, with overlapping and
 * touching ranges joined (18:00–24:00 then 00:00–02:00 is one period). Every range starts on its
 * own day, so walking the days in order yields starts in order.
 */
function* periodsFrom(resolve: Resolve, from: number): Generator<Interval> {
  const firstDay = localDayOf(from) - 1;
  let current: Interval | null = null;
  for (let day = firstDay; day <= firstDay + OPENING_SEARCH_DAYS + 1; day++) {
    for (const interval of intervalsOfDay(resolve, day)) {
      if (current && interval[0] <= current[1]) {
        current[1] = Math.max(current[1], interval[1]);
      } else {
        if (current) yield current;
        current = [interval[0], interval[1]];
      }
    }
    // A period that ends before the next day starts cannot be extended by a later range.
    if (current && current[1] < dayStart(day + 1)) {
      yield current;
      current = null;
    }
  }
  // Still open at the end of the search: it has begun, but its end is not known.
  if (current) yield [current[0], Number.POSITIVE_INFINITY];
}

/** Whether the place is open at an instant. */
export function isOpenAt(hours: OpeningHours, at: Date, options?: OpeningHoursOptions): boolean {
  const resolve = resolver(hours, options);
  const t = at.getTime();
  const day = localDayOf(t);
  return [day - 1, day].some((d) =>
    intervalsOfDay(resolve, d).some(([start, end]) => start <= t && t < end),
  );
}

/**
 * When the open period around `at` ends ("closes at …"): null when the place is closed at `at`,
 * or still open at the end of the search (open around the clock).
 */
export function closingAt(
  hours: OpeningHours,
  at: Date,
  options?: OpeningHoursOptions,
): Date | null {
  const t = at.getTime();
  if (!isOpenAt(hours, at, options)) return null;
  for (const [start, end] of periodsFrom(resolver(hours, options), t)) {
    if (start <= t && t < end) return Number.isFinite(end) ? new Date(end) : null;
    if (start > t) break;
  }
  return null;
}

/**
 * The next instant after `at` when the place opens ("opens at …"): the start of the first open
 * period that begins after `at` (when open at `at`, the one after the current period). Null when
 * nothing opens within the search.
 */
export function nextOpeningAt(
  hours: OpeningHours,
  at: Date,
  options?: OpeningHoursOptions,
): Date | null {
  const t = at.getTime();
  for (const [start] of periodsFrom(resolver(hours, options), t)) {
    if (start > t) return new Date(start);
  }
  return null;
}

export type OpeningStatus =
  | { open: true; closesAt: Date | null }
  | { open: false; opensAt: Date | null };

/** "Open now · closes at …" or "Closed · opens at …". */
export function openingStatus(
  hours: OpeningHours,
  at: Date,
  options?: OpeningHoursOptions,
): OpeningStatus {
  return isOpenAt(hours, at, options)
    ? { open: true, closesAt: closingAt(hours, at, options) }
    : { open: false, opensAt: nextOpeningAt(hours, at, options) };
}

// ---- the Listar protocol's `opening_hour` -------------------------------------------------------

/** One day of `place/view`'s `opening_hour`. */
export interface ListarOpeningDay {
  label: string;
  key: DayKey;
  day_of_week: number;
  schedule: { start: string; end: string }[];
}

/**
 * The weekly hours as `opening_hour`: Monday to Sunday (Sunday last, `day_of_week` 0), `label`
 * from the caller (the request's language). A day off has an empty schedule. `24:00` is sent as
 * `23:59`, because the clients parse `HH:mm` with hours 00–23.
 */
export function toListarOpeningHour(
  hours: OpeningHours,
  labels: Readonly<Record<DayKey, string>>,
): ListarOpeningDay[] {
  return WEEK_ORDER.map((key) => ({
    label: labels[key],
    key,
    day_of_week: DAY_KEYS.indexOf(key),
    schedule: (hours.weekly[key] ?? []).map(({ start, end }) => ({
      start,
      end: end === "24:00" ? "23:59" : end,
    })),
  }));
}

/**
 * Weekly hours from the protocol's days (`opening_hour` objects, or a `place/save` form's
 * `opening_hour[<day_of_week>][start|end][n]` gathered per day). Days outside 0–6 are ignored;
 * the result still has to pass `validateOpeningHours`.
 */
export function weeklyFromListar(
  days: readonly { day_of_week: number; schedule: readonly { start: string; end: string }[] }[],
): OpeningHours["weekly"] {
  const weekly: OpeningHours["weekly"] = {};
  for (const day of days) {
    const key = DAY_KEYS[day.day_of_week];
    if (key === undefined) continue;
    weekly[key] = [
      ...(weekly[key] ?? []),
      ...day.schedule.map(({ start, end }) => ({ start, end })),
    ];
  }
  return weekly;
}
