import { hongKongMidnight } from "../../../shared/bookings/availability.ts";
import {
  type GeneralHoliday,
  HK_GENERAL_HOLIDAYS,
  HK_HOLIDAY_YEARS,
} from "../../../shared/places/hk-holidays.ts";

const DAY = 86_400_000;

/** A public holiday as the closure screen lists it. */
export interface HolidayAhead extends GeneralHoliday {
  /** One of the Lunar New Year days: the year's busiest, when many places close. */
  lunarNewYear: boolean;
  /** A closure covers the whole day already. */
  closed: boolean;
}

/** A closure's instants, as `booking/closures` answers them (ISO 8601). */
interface ClosedSpan {
  starts_at: string;
  ends_at: string;
}

/** The gazette names each Lunar New Year day after it ("The second day of Lunar New Year"). */
const isLunarNewYear = (holiday: GeneralHoliday) => holiday.name.en.includes("Lunar New Year");

/** The date a year after a Hong Kong date (29 February compares as the end of February). */
const yearAfter = (date: string) => `${Number(date.slice(0, 4)) + 1}${date.slice(4)}`;

/**
 * Hong Kong's gazetted public holidays from `today` (a Hong Kong date) for the next twelve
 * months, each marked when a closure already covers the whole day.
 */
export function holidaysAhead(today: string, closures: readonly ClosedSpan[]): HolidayAhead[] {
  const end = yearAfter(today);
  return HK_GENERAL_HOLIDAYS.filter((holiday) => holiday.date >= today && holiday.date < end).map(
    (holiday) => {
      const start = hongKongMidnight(holiday.date) ?? 0;
      return {
        ...holiday,
        lunarNewYear: isLunarNewYear(holiday),
        closed: closures.some(
          (closure) =>
            Date.parse(closure.starts_at) <= start && Date.parse(closure.ends_at) >= start + DAY,
        ),
      };
    },
  );
}

/**
 * The last year with a gazetted list when the twelve months from `today` run past it (its
 * holidays are not known yet), else null.
 */
export function holidaysKnownUntil(today: string): number | null {
  return Number(yearAfter(today).slice(0, 4)) > HK_HOLIDAY_YEARS.last
    ? HK_HOLIDAY_YEARS.last
    : null;
}
