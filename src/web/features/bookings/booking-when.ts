import {
  bookingDate,
  bookingInstant,
  bookingTimeRange,
  bookingWhen,
} from "../../../shared/format/booking-time.ts";
import type { Language } from "../../../shared/i18n/languages.ts";

// The booking screens' dates and times: one formatter (src/shared/format/booking-time.ts) for
// the screens, the mails and the calendar's text, in the page's language and Hong Kong time.

/** A YYYY-MM-DD date as the user reads it ("2025年3月1日（六）", "Sat 1 Mar 2025"). */
export function formatDay(date: string, language: Language): string {
  return bookingDate(date, language);
}

/** When a booking is: its day (or days), and its times when it has them. */
export function formatWhen(
  booking: { start_date: string; end_date: string; start_time: string; end_time: string },
  language: Language,
): string {
  return bookingWhen(booking, language);
}

/** A booking's times on its day, for a list under the day's heading ("19:00–21:00", "7–9 pm"). */
export function formatTimes(start: string, end: string, language: Language): string {
  return bookingTimeRange(start, end, language);
}

/** When something happened (a request submitted, a payment made): an instant at Hong Kong's clock. */
export function formatInstant(at: string, language: Language): string {
  return bookingInstant(at, language);
}
