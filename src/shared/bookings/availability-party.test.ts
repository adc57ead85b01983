import { describe, expect, it } from "vitest";
import { bookingSettingsSchema } from "../listings/booking-settings.ts";
import type { OpeningHours } from "../places/opening-hours.ts";
import {
  type HeldBooking,
  hongKongMidnight,
  type PlaceBookingRules,
  partyOptionsOn,
} from "./availability.ts";
import { checkBooking } from "./booking-check.ts";

// Monday 2026-11-23, 10:00 in Hong Kong.
const NOW = new Date("2026-11-23T02:00:00Z");
const everyDay = (start: string, end: string): OpeningHours => ({
  weekly: Object.fromEntries(
    ["mon", "tue", "wed", "thu", "fri", "sat", "sun"].map((day) => [day, [{ start, end }]]),
  ),
});
const at = (date: string, time: string) =>
  hongKongMidnight(date)! + (Number(time.slice(0, 2)) * 60 + Number(time.slice(3))) * 60_000;
const restaurant = (held: HeldBooking[] = [], minNoticeHours = 0): PlaceBookingRules => ({
  style: "table",
  settings: {
    slotMinutes: 120,
    minNoticeHours,
    tables: [
      { name: "VIP", seats: 10, minParty: 6 },
      { name: "Booth", seats: 4, minParty: 3 },
      { name: "Two A", seats: 2 },
      { name: "Two B", seats: 2 },
    ],
    tableCombinations: [{ tables: [3, 4], minParty: 3, maxParty: 4 }],
  },
  hours: everyDay("09:00", "22:00"),
  held,
  now: NOW,
});
const reasons = (rules: PlaceBookingRules, date: string, persons: number) =>
  Object.fromEntries(
    partyOptionsOn(rules, date, persons).map((option) => [option.start, option.reason ?? "ok"]),
  );

describe("times for a party", () => {
  it("says which times are gone, inside the notice, full, or never big enough", () => {
    const today = reasons(restaurant([], 2), "2026-11-23", 2);
    expect(today["09:00"]).toBe("past");
    expect(today["10:00"]).toBe("notice");
    expect(today["11:30"]).toBe("notice");
    expect(today["12:00"]).toBe("ok");
    expect(reasons(restaurant(), "2026-11-24", 11)["12:00"]).toBe("too_small");
    // Both 2-tops taken at 19:00 (a booking for each): full for two, not for four (the booth).
    const held = [3, 4].map((table) => ({
      startsAt: at("2026-11-24", "19:00"),
      endsAt: at("2026-11-24", "21:00"),
      persons: 2,
      tables: [table],
    }));
    const forTwo = reasons(restaurant(held), "2026-11-24", 2);
    expect(forTwo["17:00"]).toBe("ok");
    expect(forTwo["17:30"]).toBe("full");
    expect(forTwo["19:00"]).toBe("full");
    expect(forTwo["20:00"]).toBe("full");
    expect(reasons(restaurant(held), "2026-11-24", 4)["19:00"]).toBe("ok");
  });

  it("answers full or too small for a capacity place by the people it takes", () => {
    const cafe: PlaceBookingRules = {
      style: "standard",
      settings: { capacity: 6 },
      hours: everyDay("09:00", "18:00"),
      held: [
        {
          startsAt: at("2026-11-24", "12:00"),
          endsAt: at("2026-11-24", "13:30"),
          persons: 4,
          tables: [],
        },
      ],
      now: NOW,
    };
    expect(reasons(cafe, "2026-11-24", 3)["12:00"]).toBe("full");
    expect(reasons(cafe, "2026-11-24", 2)["12:00"]).toBe("ok");
    expect(reasons(cafe, "2026-11-24", 7)["15:00"]).toBe("too_small");
  });

  it("seats a request without tables at the smallest fit, and says why it cannot", () => {
    const request = { startDate: "2026-11-24", startTime: "19:00", persons: 2 };
    const couple = checkBooking(restaurant(), request);
    expect(couple).toMatchObject({ ok: true, booking: { tables: [3] } });
    expect(checkBooking(restaurant(), { ...request, persons: 4 })).toMatchObject({
      ok: true,
      booking: { tables: [2] },
    });
    expect(checkBooking(restaurant(), { ...request, persons: 11 })).toEqual({
      ok: false,
      field: "adult",
      problem: "no_table",
    });
    const full = [2, 3, 4].map((table) => ({
      startsAt: at("2026-11-24", "18:00"),
      endsAt: at("2026-11-24", "20:00"),
      persons: 2,
      tables: [table],
    }));
    expect(checkBooking(restaurant(full), request)).toEqual({
      ok: false,
      field: "start_time",
      problem: "full",
    });
    // A stock app's named table must be one that takes the party: a 2-top, not the VIP room,
    // and two 2-tops only as the combination the owner allows.
    expect(checkBooking(restaurant(), { ...request, tables: [3] })).toMatchObject({
      ok: true,
      booking: { tables: [3] },
    });
    expect(checkBooking(restaurant(), { ...request, tables: [1] })).toEqual({
      ok: false,
      field: "table_num",
      problem: "party",
    });
    expect(checkBooking(restaurant(), { ...request, tables: [2, 3] })).toMatchObject({
      ok: false,
      problem: "party",
    });
  });
});

describe("the owner's table settings", () => {
  const tables = [
    { name: "A", seats: 2 },
    { name: "B", seats: 2 },
  ];
  it("takes party ranges and combinations of the place's tables", () => {
    const parsed = bookingSettingsSchema.safeParse({
      tables: [{ name: "VIP", seats: 10, minParty: 6, maxParty: 10 }, ...tables],
      tableCombinations: [{ tables: [2, 3], minParty: 3, maxParty: 4 }],
    });
    expect(parsed.success).toBe(true);
  });
  it("refuses a range upside down, a combination of one table, a repeat or a table not there", () => {
    const refused = (settings: unknown) => {
      const parsed = bookingSettingsSchema.safeParse(settings);
      return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
    };
    expect(refused({ tables: [{ name: "A", seats: 4, minParty: 5 }] })).toEqual([
      "listings.booking.partyRange",
    ]);
    expect(refused({ tables: [{ name: "A", seats: 4, minParty: 0 }] })).not.toEqual([]);
    expect(refused({ tables: [{ name: "A", seats: 4, maxParty: 51 }] })).not.toEqual([]);
    const combination = (numbers: number[], minParty = 3, maxParty = 4) => ({
      tables,
      tableCombinations: [{ tables: numbers, minParty, maxParty }],
    });
    expect(refused(combination([1]))).toEqual(["listings.booking.combinationTables"]);
    expect(refused(combination([1, 1]))).toEqual(["listings.booking.combinationTables"]);
    expect(refused(combination([1, 3]))).toEqual(["listings.booking.combinationTables"]);
    expect(refused(combination([1, 2], 5, 4))).toEqual(["listings.booking.partyRange"]);
  });
});
