import { describe, expect, it } from "vitest";
import type { OpeningHours } from "./opening-hours.ts";
import {
  MAX_EXCEPTIONS,
  MAX_RANGES_PER_DAY,
  validateOpeningHours,
} from "./opening-hours-validation.ts";
import { bar, noHoliday, restaurant } from "./test-fixtures.ts";

describe("validateOpeningHours", () => {
  const codes = (hours: OpeningHours) => validateOpeningHours(hours, noHoliday);

  it("accepts ordinary, overnight, all-day and touching ranges", () => {
    expect(codes(restaurant)).toEqual([]);
    expect(codes(bar)).toEqual([]);
    expect(
      codes({
        weekly: {
          mon: [{ start: "00:00", end: "24:00" }],
          tue: [
            { start: "09:00", end: "12:00" },
            { start: "12:00", end: "00:00" },
          ],
          fri: [{ start: "18:00", end: "04:00" }],
          sat: [{ start: "04:00", end: "10:00" }],
        },
        holidays: [{ start: "10:00", end: "16:00" }],
        exceptions: [{ date: "2026-12-24", ranges: [{ start: "18:00", end: "03:00" }] }],
      }),
    ).toEqual([]);
  });

  it("rejects malformed times with their path", () => {
    expect(
      codes({
        weekly: {
          mon: [{ start: "9:00", end: "17:00" }],
          tue: [{ start: "24:00", end: "25:00" }],
        },
      }),
    ).toEqual([
      { code: "invalid_time", path: ["weekly", "mon", 0, "start"] },
      { code: "invalid_time", path: ["weekly", "tue", 0, "start"] },
      { code: "invalid_time", path: ["weekly", "tue", 0, "end"] },
    ]);
  });

  it("rejects empty ranges", () => {
    expect(codes({ weekly: { wed: [{ start: "10:00", end: "10:00" }] } })).toEqual([
      { code: "empty_range", path: ["weekly", "wed", 0] },
    ]);
    expect(codes({ weekly: { wed: [{ start: "00:00", end: "00:00" }] } })).toEqual([
      { code: "empty_range", path: ["weekly", "wed", 0] },
    ]);
  });

  it("rejects overlapping ranges of a day, including one hidden behind a longer range", () => {
    expect(
      codes({
        weekly: {
          thu: [
            { start: "09:00", end: "18:00" },
            { start: "10:00", end: "11:00" },
            { start: "12:00", end: "13:00" },
          ],
        },
      }),
    ).toEqual([
      { code: "overlap", path: ["weekly", "thu", 1] },
      { code: "overlap", path: ["weekly", "thu", 2] },
    ]);
    expect(
      codes({
        weekly: {
          fri: [
            { start: "18:00", end: "02:00" },
            { start: "23:00", end: "23:30" },
          ],
        },
      }),
    ).toEqual([{ code: "overlap", path: ["weekly", "fri", 1] }]);
  });

  it("rejects a night range running into the next day's first range, Saturday into Sunday too", () => {
    expect(
      codes({
        weekly: {
          sat: [{ start: "20:00", end: "03:00" }],
          sun: [{ start: "02:00", end: "06:00" }],
        },
      }),
    ).toEqual([{ code: "overlap_next_day", path: ["weekly", "sat", 0] }]);
  });

  it("checks exceptions: dates, duplicates and the days around them", () => {
    expect(
      codes({
        ...bar,
        exceptions: [
          { date: "2026-02-30", ranges: [] },
          { date: "2026-03-10", ranges: [] },
          { date: "2026-03-10", ranges: [] },
          // Saturday after the bar's Friday night: starts at 01:00, before Friday's 02:00 close.
          { date: "2026-03-07", ranges: [{ start: "01:00", end: "05:00" }] },
          // Thursday night running into the bar's Friday? No: Friday opens at 18:00.
          { date: "2026-03-12", ranges: [{ start: "20:00", end: "04:00" }] },
          // Thursday running past Friday 18:00.
          { date: "2026-03-19", ranges: [{ start: "20:00", end: "19:00" }] },
        ],
      }),
    ).toEqual([
      { code: "invalid_date", path: ["exceptions", 0, "date"] },
      { code: "duplicate_date", path: ["exceptions", 2, "date"] },
      { code: "overlap_previous_day", path: ["exceptions", 3, "ranges", 0] },
      { code: "overlap_next_day", path: ["exceptions", 5, "ranges", 0] },
    ]);
  });

  it("checks the holiday hours on their own", () => {
    expect(
      codes({
        weekly: {},
        holidays: [
          { start: "10:00", end: "16:00" },
          { start: "15:00", end: "17:00" },
        ],
      }),
    ).toEqual([{ code: "overlap", path: ["holidays", 1] }]);
  });

  it("limits ranges per day and the number of exceptions", () => {
    const many = Array.from({ length: MAX_RANGES_PER_DAY + 1 }, (_, i) => ({
      start: `${String(i + 1).padStart(2, "0")}:00`,
      end: `${String(i + 1).padStart(2, "0")}:30`,
    }));
    expect(codes({ weekly: { mon: many } })).toEqual([
      { code: "too_many_ranges", path: ["weekly", "mon"] },
    ]);
    const exceptions = Array.from({ length: MAX_EXCEPTIONS + 1 }, (_, i) => ({
      date: new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10),
      ranges: [],
    }));
    expect(codes({ weekly: {}, exceptions })).toEqual([
      { code: "too_many_exceptions", path: ["exceptions"] },
    ]);
  });
});
