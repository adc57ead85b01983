import type { DayKey, OpeningHours } from "./opening-hours.ts";

/**
 * The opening-hours tests' places: a bar open Friday nights and a restaurant with lunch and
 * dinner, closed on Mondays; and a calendar without holidays.
 */
export const bar: OpeningHours = { weekly: { fri: [{ start: "18:00", end: "02:00" }] } };
export const restaurant: OpeningHours = {
  weekly: Object.fromEntries(
    (["tue", "wed", "thu", "fri", "sat", "sun"] as DayKey[]).map((key) => [
      key,
      [
        { start: "11:30", end: "15:00" },
        { start: "18:00", end: "22:00" },
      ],
    ]),
  ),
};
export const noHoliday = { isHoliday: () => false };
