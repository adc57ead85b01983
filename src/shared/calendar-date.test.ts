import { describe, expect, it } from "vitest";
import { isCalendarDate } from "./calendar-date.ts";
import { hongKongToday } from "./places/hong-kong-clock.ts";

describe("isCalendarDate", () => {
  it("takes real days written YYYY-MM-DD, leap days in leap years", () => {
    for (const date of ["2026-12-01", "2024-02-29", "2000-02-29", "1900-01-01", "9999-12-31"]) {
      expect(isCalendarDate(date), date).toBe(true);
    }
  });

  it("refuses days that do not exist, other spellings, and two-digit years", () => {
    for (const date of [
      "2026-02-29",
      "1900-02-29",
      "2026-02-30",
      "2026-13-01",
      "2026-00-10",
      "2026-04-31",
      "2026-12-1",
      "01/12/2026",
      "2026-12-01T00:00",
      " 2026-12-01",
      "0099-01-01",
      "",
      "２０２６-１２-０１",
    ]) {
      expect(isCalendarDate(date), date).toBe(false);
    }
  });
});

describe("hongKongToday", () => {
  it("is Hong Kong's date, a day ahead of UTC from 16:00 UTC", () => {
    expect(hongKongToday(new Date("2026-11-29T15:59:59Z"))).toBe("2026-11-29");
    expect(hongKongToday(new Date("2026-11-29T16:00:00Z"))).toBe("2026-11-30");
  });
});
