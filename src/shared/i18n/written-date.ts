import type { Language } from "./languages.ts";

const MONTHS = {
  short: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec"],
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

/**
 * A calendar date ("YYYY-MM-DD") as the page's language writes it: "2026年5月1日", and in
 * English as Hong Kong writes it, day first: "1 May 2026", or "6 Mar 2026" with short
 * months. Written out by hand rather than with Intl, so the server and every browser
 * print the same text, and a page's first date costs no ICU locale and zone data (a place's
 * reviews took 25–60 ms of main thread formatting theirs with Intl). Anything else is returned as
 * it came.
 */
export function writtenDate(
  isoDate: string,
  language: Language,
  month: keyof typeof MONTHS = "long",
): string {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!parts) return isoDate;
  const [, year, monthNumber, day] = parts.map(Number) as [number, number, number, number];
  return language === "en"
    ? `${day} ${MONTHS[month][monthNumber - 1]} ${year}`
    : `${year}年${monthNumber}月${day}日`;
}

/** A date within the coming months without its year: "20 December", "12月20日". */
export function writtenMonthDay(isoDate: string, language: Language): string {
  const parts = /^\d{4}-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!parts) return isoDate;
  const [, monthNumber, day] = parts.map(Number) as [number, number, number];
  return language === "en" ? `${day} ${MONTHS.long[monthNumber - 1]}` : `${monthNumber}月${day}日`;
}
