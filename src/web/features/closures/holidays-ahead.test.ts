import { describe, expect, it } from "vitest";
import { hongKongMidnight } from "../../../shared/bookings/availability.ts";
import { holidaysAhead, holidaysKnownUntil } from "./holidays-ahead.ts";

const iso = (date: string, hours = 0) =>
  new Date(hongKongMidnight(date)! + hours * 3_600_000).toISOString();

describe("holidaysAhead", () => {
  it("lists the gazetted holidays of the next twelve months, from today", () => {
    const list = holidaysAhead("2026-02-18", []);
    expect(list[0]?.date).toBe("2026-02-18");
    expect(list.at(-1)?.date).toBe("2027-02-09");
    expect(list.map((holiday) => holiday.date)).not.toContain("2027-02-18");
    expect(list.find((holiday) => holiday.date === "2026-12-25")?.name.en).toBe("Christmas Day");
  });

  it("marks the Lunar New Year days, and only them", () => {
    const marked = holidaysAhead("2026-12-01", [])
      .filter((holiday) => holiday.lunarNewYear)
      .map((holiday) => holiday.date);
    expect(marked).toEqual(["2027-02-06", "2027-02-08", "2027-02-09"]);
  });

  it("marks a day closed only when a closure covers all of it", () => {
    const list = holidaysAhead("2026-12-01", [
      // Christmas Day, whole; the evening of Boxing Day's weekday only.
      { starts_at: iso("2026-12-25"), ends_at: iso("2026-12-26") },
      { starts_at: iso("2026-12-26", 17), ends_at: iso("2026-12-27") },
      // New Year's Day inside a longer closure.
      { starts_at: iso("2026-12-31"), ends_at: iso("2027-01-03") },
    ]);
    const closed = (date: string) => list.find((holiday) => holiday.date === date)?.closed;
    expect(closed("2026-12-25")).toBe(true);
    expect(closed("2026-12-26")).toBe(false);
    expect(closed("2027-01-01")).toBe(true);
    expect(closed("2027-02-06")).toBe(false);
  });
});

describe("holidaysKnownUntil", () => {
  it("names the last gazetted year when the twelve months run past it", () => {
    expect(holidaysKnownUntil("2026-11-28")).toBeNull();
    expect(holidaysKnownUntil("2027-01-01")).toBe(2027);
  });
});
