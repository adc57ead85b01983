import { DATE_LOCALE, type Language } from "../../../shared/i18n/languages.ts";

/** A YYYY-MM-DD date as the user reads it ("2025年3月1日 星期六", "Sat, 1 Mar 2025"). */
export function formatDay(date: string, language: Language): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  // Noon UTC of that date: the same calendar day in Hong Kong, whatever the browser's zone.
  const at = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12));
  return new Intl.DateTimeFormat(DATE_LOCALE[language], {
    timeZone: "UTC",
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
  }).format(at);
}

/** When a booking is: its day (or days), and its times when it has them. */
export function formatWhen(
  booking: { start_date: string; end_date: string; start_time: string; end_time: string },
  language: Language,
): string {
  const first = formatDay(booking.start_date, language);
  const times = booking.start_time
    ? `${booking.start_time}${booking.end_time ? `–${booking.end_time}` : ""}`
    : "";
  if (booking.end_date && booking.end_date !== booking.start_date && !booking.start_time) {
    return `${first} – ${formatDay(booking.end_date, language)}`;
  }
  return times ? `${first} ${times}` : first;
}
