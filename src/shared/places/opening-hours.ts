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

/** Ranges a day may hold: lunch and dinner services with room to spare, not a data dump. */
export const MAX_RANGES_PER_DAY = 6;
/** Dated exceptions a place may keep: more than a year of daily changes. */
export const MAX_EXCEPTIONS = 400;
/**
 * How far ahead "opens at" and "closes at" look: a year of exceptions (a place closed for
 * renovation until next spring still gets its date) and a week more. Past it the answer is null.
 */
export const OPENING_SEARCH_DAYS = 371;

const MINUTE = 60_000;
const DAY_MINUTES = 1440;
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
function dayOfDate(date: string): number | null {
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

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** A range's minutes from the start of its own day; an end not after the start is the next day. */
function spanOf(range: TimeRange): [start: number, end: number] {
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

function resolver(hours: OpeningHours, options: OpeningHoursOptions = {}): Resolve {
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

// ---- validation ---------------------------------------------------------------------------------

export type OpeningHoursIssueCode =
  /** Not HH:MM in 00:00–23:59 (24:00 only as an end). */
  | "invalid_time"
  /** An exception's date is not a YYYY-MM-DD calendar date. */
  | "invalid_date"
  /** Start and end are the same time (write 00:00–24:00 for all day). */
  | "empty_range"
  /** Overlaps an earlier range of the same day. */
  | "overlap"
  /** Runs past midnight into a range of the next day. */
  | "overlap_next_day"
  /** An exception's range starts while the previous day's hours are still running. */
  | "overlap_previous_day"
  /** Two exceptions for the same date. */
  | "duplicate_date"
  | "too_many_ranges"
  | "too_many_exceptions";

export interface OpeningHoursIssue {
  code: OpeningHoursIssueCode;
  /** Where, as in a zod issue: e.g. `["weekly", "fri", 0, "end"]`, `["exceptions", 2, "date"]`. */
  path: (string | number)[];
}

type Path = (string | number)[];

/** Format, empty and overlapping ranges within one day's list; true when it has none. */
function checkDay(ranges: readonly TimeRange[], path: Path, issues: OpeningHoursIssue[]): boolean {
  if (ranges.length > MAX_RANGES_PER_DAY) {
    issues.push({ code: "too_many_ranges", path });
    return false;
  }
  let valid = true;
  ranges.forEach((range, index) => {
    if (!isTime(range.start)) {
      issues.push({ code: "invalid_time", path: [...path, index, "start"] });
      valid = false;
    }
    if (!isTime(range.end, true)) {
      issues.push({ code: "invalid_time", path: [...path, index, "end"] });
      valid = false;
    } else if (isTime(range.start) && minutesOf(range.start) === minutesOf(range.end)) {
      issues.push({ code: "empty_range", path: [...path, index] });
      valid = false;
    }
  });
  if (!valid) return false;
  const spans = ranges
    .map((range, index) => ({ index, span: spanOf(range) }))
    .sort((a, b) => a.span[0] - b.span[0]);
  let overlapping = false;
  let latestEnd = Number.NEGATIVE_INFINITY;
  for (const { index, span } of spans) {
    if (span[0] < latestEnd) {
      issues.push({ code: "overlap", path: [...path, index] });
      overlapping = true;
    }
    latestEnd = Math.max(latestEnd, span[1]);
  }
  return !overlapping;
}

/** Whether every range has valid times and is not empty (overlaps aside). */
const wellFormed = (ranges: readonly TimeRange[]) =>
  ranges.every(
    (range) =>
      isTime(range.start) &&
      isTime(range.end, true) &&
      minutesOf(range.start) !== minutesOf(range.end),
  );

/** Ranges of `day` that run past midnight into a range of `next`. */
function spillsInto(
  day: readonly TimeRange[],
  next: readonly TimeRange[],
): { spilling: number[]; hit: number[] } {
  const spilling: number[] = [];
  const hit = new Set<number>();
  day.forEach((range, index) => {
    const spillEnd = spanOf(range)[1] - DAY_MINUTES;
    if (spillEnd <= 0) return;
    next.forEach((other, otherIndex) => {
      if (minutesOf(other.start) < spillEnd) {
        spilling.push(index);
        hit.add(otherIndex);
      }
    });
  });
  return { spilling: [...new Set(spilling)], hit: [...hit] };
}

/**
 * Every problem with a schedule, with a reason code and a path; an empty list means valid.
 * Overlaps across midnight are checked between consecutive weekdays and between an exception and
 * the days around it (with the holiday rule applied to those days). The holiday hours are checked
 * on their own: which weekdays they fall next to changes from year to year.
 */
export function validateOpeningHours(
  hours: OpeningHours,
  options?: OpeningHoursOptions,
): OpeningHoursIssue[] {
  const issues: OpeningHoursIssue[] = [];
  const validWeekly = new Map<DayKey, boolean>();
  for (const key of DAY_KEYS) {
    const ranges = hours.weekly[key] ?? [];
    validWeekly.set(key, checkDay(ranges, ["weekly", key], issues));
  }
  DAY_KEYS.forEach((key, index) => {
    const nextKey = DAY_KEYS[(index + 1) % 7]!;
    if (!validWeekly.get(key) || !validWeekly.get(nextKey)) return;
    const { spilling } = spillsInto(hours.weekly[key] ?? [], hours.weekly[nextKey] ?? []);
    for (const rangeIndex of spilling) {
      issues.push({ code: "overlap_next_day", path: ["weekly", key, rangeIndex] });
    }
  });

  if (hours.holidays) checkDay(hours.holidays, ["holidays"], issues);

  const exceptions = hours.exceptions ?? [];
  if (exceptions.length > MAX_EXCEPTIONS) {
    issues.push({ code: "too_many_exceptions", path: ["exceptions"] });
    return issues;
  }
  const seen = new Set<string>();
  const validExceptions: { index: number; day: number }[] = [];
  exceptions.forEach((entry, index) => {
    const day = dayOfDate(entry.date);
    if (day === null) {
      issues.push({ code: "invalid_date", path: ["exceptions", index, "date"] });
    } else if (seen.has(entry.date)) {
      issues.push({ code: "duplicate_date", path: ["exceptions", index, "date"] });
    } else {
      seen.add(entry.date);
      if (checkDay(entry.ranges, ["exceptions", index, "ranges"], issues)) {
        validExceptions.push({ index, day });
      }
    }
  });
  // A neighbour is only compared when it is well formed: its own mistake is reported already.
  const resolve = resolver(hours, options);
  for (const { index, day } of validExceptions) {
    const own = exceptions[index]!.ranges;
    const before = resolve(day - 1).ranges;
    const after = resolve(day + 1).ranges;
    if (wellFormed(before)) {
      for (const hit of spillsInto(before, own).hit) {
        issues.push({ code: "overlap_previous_day", path: ["exceptions", index, "ranges", hit] });
      }
    }
    if (wellFormed(after)) {
      for (const spilling of spillsInto(own, after).spilling) {
        issues.push({
          code: "overlap_next_day",
          path: ["exceptions", index, "ranges", spilling],
        });
      }
    }
  }
  return issues;
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
