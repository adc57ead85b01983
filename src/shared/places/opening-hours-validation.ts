import {
  DAY_KEYS,
  DAY_MINUTES,
  type DayKey,
  dayOfDate,
  isTime,
  minutesOf,
  type OpeningHours,
  type OpeningHoursOptions,
  resolver,
  spanOf,
  type TimeRange,
} from "./opening-hours.ts";

/** Ranges a day may hold: lunch and dinner services with room to spare, not a data dump. */
export const MAX_RANGES_PER_DAY = 6;
/** Dated exceptions a place may keep: more than a year of daily changes. */
export const MAX_EXCEPTIONS = 400;

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
