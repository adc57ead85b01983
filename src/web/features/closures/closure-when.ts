import { bookingWhen } from "../../../shared/format/booking-time.ts";
import type { Language } from "../../../shared/i18n/languages.ts";

/** A closure's window in Hong Kong dates and times; blank times (or 00:00–24:00) are whole days. */
export interface ClosureTimes {
  start_date: string;
  end_date?: string;
  start_time?: string;
  end_time?: string;
}

/**
 * When a closure is, as the owner reads it: "Fri 25 Dec 2026, all day", "Tue 15 Sept 2026,
 * 6:45 pm–12:00 am", or a span of days. `allDay` is the screen's word for a whole day.
 */
export function closureWhen(closure: ClosureTimes, language: Language, allDay: string): string {
  const start = closure.start_time || "00:00";
  const end = closure.end_time || "24:00";
  const last = closure.end_date || closure.start_date;
  if (start === "00:00" && end === "24:00") {
    const days = bookingWhen({ start_date: closure.start_date, end_date: last }, language);
    if (last !== closure.start_date) return days;
    return language === "en" ? `${days}, ${allDay}` : `${days}${allDay}`;
  }
  return bookingWhen(
    { start_date: closure.start_date, end_date: last, start_time: start, end_time: end },
    language,
  );
}
