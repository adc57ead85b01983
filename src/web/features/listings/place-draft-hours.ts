import {
  type OpeningHours,
  type TimeRange,
  WEEK_ORDER,
} from "../../../shared/places/opening-hours.ts";
import type { DraftHours } from "./place-draft.ts";

/** The form's hours as the shared rules read them (opening-hours.ts). */
export function openingHoursOf(hours: DraftHours): OpeningHours {
  const weekly: OpeningHours["weekly"] = {};
  for (const day of WEEK_ORDER) weekly[day] = ruleRanges(hours.weekly[day]);
  return {
    weekly,
    holidays:
      hours.holidayRule === "weekly"
        ? null
        : hours.holidayRule === "closed"
          ? []
          : ruleRanges(hours.holidayRanges),
    exceptions: hours.exceptions.map((entry) => ({
      date: entry.date,
      ranges: entry.closed ? [] : ruleRanges(entry.ranges),
    })),
  };
}

/**
 * A time control cannot show 24:00 (until midnight): it shows 00:00, which the rules read the
 * same way as an end (the next day's midnight).
 */
export const shownTime = (time: string) => (time === "24:00" ? "00:00" : time);

/** Whether a range runs past midnight: its end is not after its start (24:00 is midnight too). */
export function endsNextDay(range: TimeRange): boolean {
  if (range.start === "" || range.end === "") return false;
  return range.end === "24:00" || range.end <= range.start;
}

/** 00:00 to 00:00 is what a time control can say for "all day": the rules spell it 00:00–24:00. */
const ruleRange = (range: TimeRange): TimeRange =>
  range.start === "00:00" && range.end === "00:00" ? { start: "00:00", end: "24:00" } : range;
const ruleRanges = (ranges: readonly TimeRange[]) => ranges.map(ruleRange);
