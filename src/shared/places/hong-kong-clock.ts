/**
 * Hong Kong's wall clock. Asia/Hong_Kong is UTC+8 all year (no daylight saving since 1979), so
 * a fixed offset is exact, and far cheaper than Intl: a browser's first time-zone formatter
 * loads ICU's zone data (~20 ms on a phone-class CPU), each further one costs ~0.2 ms, and a
 * list of places asks for several per card while the page hydrates.
 */
export const HONG_KONG_OFFSET_MS = 8 * 60 * 60 * 1000;

const shifted = (at: Date) => new Date(at.getTime() + HONG_KONG_OFFSET_MS).toISOString();

/** The Hong Kong calendar date (YYYY-MM-DD) of an instant. */
export function hongKongDate(at: Date): string {
  return shifted(at).slice(0, 10);
}

/** The Hong Kong wall-clock time (HH:MM, 24-hour) of an instant. */
export function hongKongTime(at: Date): string {
  return shifted(at).slice(11, 16);
}

/** Today in Hong Kong (YYYY-MM-DD): the one "today" of date limits and defaults, on both sides. */
export function hongKongToday(now: Date = new Date()): string {
  return hongKongDate(now);
}
