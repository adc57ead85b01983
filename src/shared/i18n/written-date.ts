import type { Language } from "./languages.ts";

/**
 * A calendar date written as ICU writes it for our languages' tags with `year: "numeric",
 * month, day: "numeric"` ("2026年3月6日"; "Mar 6, 2026" / "March 6, 2026"), without Intl: a
 * browser's first date formatter loads ICU's locale and zone data (25–60 ms of a page's main
 * thread on this machine's profile of a place with reviews), for a form this fixed. A test
 * compares it with ICU for every date and style.
 */
const MONTHS = {
  short: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
  long: [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ],
} as const;

/** `isoDate` is a calendar date, "YYYY-MM-DD"; anything else is returned as it came. */
export function writtenDate(
  isoDate: string,
  language: Language,
  month: keyof typeof MONTHS = "short",
): string {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!parts) return isoDate;
  const [, year, monthNumber, day] = parts.map(Number) as [number, number, number, number];
  if (language !== "en") return `${year}年${monthNumber}月${day}日`;
  return `${MONTHS[month][monthNumber - 1]} ${day}, ${year}`;
}
