import { describe, expect, it } from "vitest";
import { distanceWords, openingWords } from "./opening-text.ts";

// 2026-11-25 10:00 in Hong Kong (UTC+8, no daylight saving).
const NOW = new Date("2026-11-25T02:00:00Z");

describe("opening words", () => {
  it("say nothing for a place without hours", () => {
    expect(openingWords(null, NOW)).toEqual({ kind: "none" });
    expect(openingWords(undefined, NOW)).toEqual({ kind: "none" });
  });

  it("say until when a place is open, in Hong Kong time", () => {
    expect(openingWords({ state: "open", closes_at: "2026-11-25T13:00:00.000Z" }, NOW)).toEqual({
      kind: "open",
      until: "21:00",
    });
  });

  it("say when a closed place opens: today, tomorrow, or on a date", () => {
    const opens = (at: string) => openingWords({ state: "closed", opens_at: at }, NOW);
    expect(opens("2026-11-25T10:00:00Z")).toMatchObject({ opens: { day: "today", time: "18:00" } });
    // 01:30 on the 26th in Hong Kong is still the 25th in UTC.
    expect(opens("2026-11-25T17:30:00Z")).toMatchObject({
      opens: { day: "tomorrow", time: "01:30" },
    });
    expect(opens("2026-11-28T03:00:00Z")).toMatchObject({
      opens: { day: "date", time: "11:00", date: "2026-11-28" },
    });
    expect(openingWords({ state: "closed", opens_at: null }, NOW)).toEqual({
      kind: "closed",
      opens: null,
    });
  });
});

describe("distance words", () => {
  it("use metres below a kilometre, one decimal below ten", () => {
    expect(distanceWords(0.004)).toEqual({ value: "10", unit: "m" });
    expect(distanceWords(0.456)).toEqual({ value: "460", unit: "m" });
    expect(distanceWords(3.12)).toEqual({ value: "3.1", unit: "km" });
    expect(distanceWords(23.6)).toEqual({ value: "24", unit: "km" });
  });
});
