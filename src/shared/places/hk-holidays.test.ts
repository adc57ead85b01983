import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../i18n/languages.ts";
import {
  generalHolidaysOf,
  HK_GENERAL_HOLIDAYS,
  HK_HOLIDAY_SOURCES,
  HK_HOLIDAY_YEARS,
  holidayName,
  isGeneralHoliday,
  isKnownHolidayYear,
} from "./hk-holidays.ts";

const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** Western Easter Sunday (anonymous Gregorian algorithm), as an independent check of the data. */
function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe("Hong Kong general holidays", () => {
  it("has 17 gazetted days a year for 2025–2027, in date order, none on a Sunday", () => {
    for (let year = HK_HOLIDAY_YEARS.first; year <= HK_HOLIDAY_YEARS.last; year++) {
      const days = generalHolidaysOf(year)!;
      expect(days).toHaveLength(17);
      const dates = days.map((day) => day.date);
      expect(dates).toEqual([...dates].sort());
      expect(new Set(dates).size).toBe(17);
      for (const date of dates) {
        expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(plusDays(date, 0)).toBe(date); // a real calendar date
        expect(weekday(date), date).not.toBe(0);
      }
    }
  });

  it("names every day in tc, sc and en, and cites a source per year", () => {
    for (const holiday of HK_GENERAL_HOLIDAYS) {
      for (const language of LANGUAGES) expect(holiday.name[language].length).toBeGreaterThan(0);
    }
    for (let year = HK_HOLIDAY_YEARS.first; year <= HK_HOLIDAY_YEARS.last; year++) {
      expect(HK_HOLIDAY_SOURCES[year]?.url).toBe(
        `https://www.gov.hk/en/about/abouthk/holiday/${year}.htm`,
      );
    }
  });

  it("has the fixed-date holidays, moved off Sundays", () => {
    for (let year = HK_HOLIDAY_YEARS.first; year <= HK_HOLIDAY_YEARS.last; year++) {
      for (const monthDay of ["01-01", "05-01", "07-01", "10-01", "12-25"]) {
        const date = `${year}-${monthDay}`;
        expect(isGeneralHoliday(date) || weekday(date) === 0, date).toBe(true);
      }
    }
    // Christmas 2027 is a Saturday and 26 Dec a Sunday: the first weekday after is the 27th.
    expect(isGeneralHoliday("2027-12-26")).toBe(false);
    expect(holidayName("2027-12-27", "en")).toBe("The first weekday after Christmas Day");
  });

  it("puts Good Friday, the day after and Easter Monday where Easter puts them", () => {
    for (let year = HK_HOLIDAY_YEARS.first; year <= HK_HOLIDAY_YEARS.last; year++) {
      const easter = easterSunday(year);
      expect(holidayName(plusDays(easter, -2), "en")).toBe("Good Friday");
      expect(holidayName(plusDays(easter, -1), "en")).toBe("The day following Good Friday");
    }
    expect(holidayName("2025-04-21", "en")).toBe("Easter Monday");
    expect(holidayName("2027-03-29", "en")).toBe("Easter Monday");
  });

  it("has 2026's substitutes: Ching Ming on Easter Sunday, Buddha and Chung Yeung on Sundays", () => {
    expect(easterSunday(2026)).toBe("2026-04-05");
    expect(holidayName("2026-04-06", "tc")).toBe("清明節翌日");
    expect(holidayName("2026-04-07", "tc")).toBe("復活節星期一翌日");
    expect(holidayName("2026-05-25", "sc")).toBe("佛诞翌日");
    expect(holidayName("2026-10-19", "en")).toBe("The day following Chung Yeung Festival");
    expect(isGeneralHoliday("2026-05-24")).toBe(false); // the Sunday itself is not listed
  });

  it("has the lunar festivals on their dates", () => {
    const expected: [string, string][] = [
      ["2025-01-29", "農曆年初一"],
      ["2025-05-05", "佛誕"],
      ["2025-05-31", "端午節"],
      ["2025-10-07", "中秋節翌日"],
      ["2025-10-29", "重陽節"],
      ["2026-02-17", "農曆年初一"],
      ["2026-06-19", "端午節"],
      ["2026-09-26", "中秋節翌日"],
      ["2027-02-06", "農曆年初一"],
      ["2027-02-09", "農曆年初四"],
      ["2027-05-13", "佛誕"],
      ["2027-06-09", "端午節"],
      ["2027-09-16", "中秋節翌日"],
      ["2027-10-08", "重陽節"],
    ];
    for (const [date, name] of expected) expect(holidayName(date, "tc"), date).toBe(name);
  });

  it("knows nothing outside 2025–2027 and says so", () => {
    expect(isKnownHolidayYear("2024-12-25")).toBe(false);
    expect(isKnownHolidayYear(2028)).toBe(false);
    expect(isKnownHolidayYear("2026-03-01")).toBe(true);
    expect(isGeneralHoliday("2024-12-25")).toBe(false);
    expect(isGeneralHoliday("2028-01-01")).toBe(false);
    expect(holidayName("2028-01-01", "en")).toBeNull();
    expect(generalHolidaysOf(2028)).toBeNull();
  });

  it("answers false or null for an ordinary day and for malformed input", () => {
    expect(isGeneralHoliday("2026-03-10")).toBe(false);
    expect(holidayName("2026-03-10", "en")).toBeNull();
    expect(isGeneralHoliday("2026-1-1")).toBe(false);
    expect(isGeneralHoliday("")).toBe(false);
    expect(isKnownHolidayYear("not a date")).toBe(false);
  });
});
