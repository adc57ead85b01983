import type { Language } from "../i18n/languages.ts";
import { hongKongDate, hongKongTime } from "../places/hong-kong-clock.ts";

/**
 * Booking dates and times as the page's language writes them, always in Hong Kong time:
 * tc/sc "2026年11月27日（五）19:30", en (as Hong Kong writes English) "Fri 27 Nov 2026, 7:30 pm".
 * Written out by hand like `writtenDate`, so the server (mails), the app and every browser print
 * the same text whatever their own zone and ICU data. Text that is not a date or a time is
 * returned as it came, never as "Invalid Date".
 */

const WEEKDAYS_EN = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;
const WEEKDAYS_ZH = ["日", "一", "二", "三", "四", "五", "六"] as const;
const MONTHS_EN = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "May",
  "Jun",
  "Jul",
  "Aug",
  "Sept",
  "Oct",
  "Nov",
  "Dec",
] as const;

/** The next-day mark of a time range that runs past midnight. */
const NEXT_DAY: Record<Language, string> = { tc: "翌日", sc: "次日", en: "next day" };

function dateParts(date: string) {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const at = new Date(Date.UTC(year, month - 1, day));
  // 2026-02-30 is no day: Date would roll it over into March.
  if (at.getUTCMonth() !== month - 1 || at.getUTCDate() !== day) return null;
  return { year, month, day, weekday: at.getUTCDay() };
}

function timeParts(time: string) {
  const match = /^(\d{2}):(\d{2})(?::\d{2})?$/.exec(time);
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  if (hour > 24 || minute > 59 || (hour === 24 && minute > 0)) return null;
  // 24:00 (the end of a day) is midnight.
  return { hour: hour % 24, minute };
}

/** A day alone: "2026年11月27日（五）", "Fri 27 Nov 2026". */
export function bookingDate(date: string, language: Language): string {
  const parts = dateParts(date);
  if (!parts) return date;
  const { year, month, day, weekday } = parts;
  return language === "en"
    ? `${WEEKDAYS_EN[weekday]} ${day} ${MONTHS_EN[month - 1]} ${year}`
    : `${year}年${month}月${day}日（${WEEKDAYS_ZH[weekday]}）`;
}

/** A wall-clock time: "19:30" in Chinese (24-hour), "7:30 pm" in English (noon "12:00 pm"). */
export function bookingClock(time: string, language: Language): string {
  const parts = timeParts(time);
  if (!parts) return time;
  const minutes = String(parts.minute).padStart(2, "0");
  if (language !== "en") return `${String(parts.hour).padStart(2, "0")}:${minutes}`;
  const hour12 = parts.hour % 12 === 0 ? 12 : parts.hour % 12;
  return `${hour12}:${minutes} ${parts.hour < 12 ? "am" : "pm"}`;
}

const minutesOf = (time: string) => {
  const parts = timeParts(time);
  return parts ? parts.hour * 60 + parts.minute : null;
};

/**
 * A time range on one day: "19:30–21:30", "7:30–9:30 pm", "11:30 am–1:30 pm". One that ends
 * after midnight says so ("22:00–翌日01:00", "10:00 pm–1:00 am next day"), except when it ends at
 * midnight itself ("22:00–00:00"). `nextDay` forces (true) or rules out (false) the mark; by
 * default an end earlier than the start is the next day.
 */
export function bookingTimeRange(
  start: string,
  end: string,
  language: Language,
  options: { nextDay?: boolean } = {},
): string {
  if (!end) return bookingClock(start, language);
  const from = minutesOf(start);
  const to = minutesOf(end);
  const wraps = options.nextDay ?? (from !== null && to !== null && to < from);
  const mark = wraps && to !== 0 ? NEXT_DAY[language] : "";
  if (language !== "en")
    return `${bookingClock(start, language)}–${mark}${bookingClock(end, language)}`;
  const first = bookingClock(start, language);
  const last = bookingClock(end, language);
  // "7:30–9:30 pm": the half of the day is said once when both ends share it.
  const samePeriod =
    !wraps && from !== null && to !== null && from < 12 * 60 === to < 12 * 60 && to !== 0;
  const head = samePeriod ? first.replace(/ (am|pm)$/, "") : first;
  return `${head}–${last}${mark ? ` ${mark}` : ""}`;
}

/** A day and a time (or a range) on it: "2026年11月27日（五）19:30", "Fri 27 Nov 2026, 7:30 pm". */
function dayAndTime(date: string, time: string, language: Language): string {
  return language === "en"
    ? `${bookingDate(date, language)}, ${time}`
    : `${bookingDate(date, language)}${time}`;
}

/** Two ends of a span: "… 至 …", "… – …". */
const span = (first: string, last: string, language: Language) =>
  language === "en" ? `${first} – ${last}` : `${first} 至 ${last}`;

function dayAfter(date: string): string {
  const parts = dateParts(date);
  if (!parts) return "";
  return new Date(Date.UTC(parts.year, parts.month - 1, parts.day + 1)).toISOString().slice(0, 10);
}

/** What a booking is for: its day or days, and its times when it has them (Hong Kong wall time). */
export interface BookedTime {
  start_date: string;
  end_date?: string;
  start_time?: string;
  end_time?: string;
}

/**
 * When a booking is: "2026年11月27日（五）19:30–21:30", "Fri 27 Nov 2026, 7:30–9:30 pm"; a stay
 * "2026年11月27日（五） 至 2026年11月29日（日）"; a time running into the next day marks it, a
 * longer timed span names both days.
 */
export function bookingWhen(booking: BookedTime, language: Language): string {
  const start = booking.start_date;
  const end = booking.end_date || start;
  const startTime = booking.start_time ?? "";
  const endTime = booking.end_time ?? "";
  if (!startTime) {
    return end === start
      ? bookingDate(start, language)
      : span(bookingDate(start, language), bookingDate(end, language), language);
  }
  if (end === start) {
    return dayAndTime(start, bookingTimeRange(startTime, endTime, language), language);
  }
  // Into the small hours of the next day (less than a whole day): one day, marked times.
  const from = minutesOf(startTime);
  const to = minutesOf(endTime);
  if (end === dayAfter(start) && from !== null && to !== null && to <= from) {
    return dayAndTime(
      start,
      bookingTimeRange(startTime, endTime, language, { nextDay: true }),
      language,
    );
  }
  return span(
    dayAndTime(start, bookingClock(startTime, language), language),
    endTime
      ? dayAndTime(end, bookingClock(endTime, language), language)
      : bookingDate(end, language),
    language,
  );
}

/**
 * An instant (a `Date`, or an ISO string with its offset) at Hong Kong's clock: when a booking was
 * submitted or paid. "2026年11月27日（五）23:28", "Fri 27 Nov 2026, 11:28 pm".
 */
export function bookingInstant(at: Date | string, language: Language): string {
  const instant = typeof at === "string" ? new Date(at) : at;
  if (Number.isNaN(instant.getTime())) return typeof at === "string" ? at : "";
  return dayAndTime(hongKongDate(instant), bookingClock(hongKongTime(instant), language), language);
}
