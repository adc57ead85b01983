/*
 * The one calendar-date rule (code-craft review §3): a day written YYYY-MM-DD that exists on the
 * calendar ("2026-02-29" does not). ISO dates compare correctly as text, so a range check after
 * this one is a string comparison. Pure: the browser's forms and the server share it.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `text` is a real calendar day written YYYY-MM-DD (years 0100 to 9999). */
export function isCalendarDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // Date.UTC reads years 0–99 as 1900–1999: the year check refuses them.
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}
