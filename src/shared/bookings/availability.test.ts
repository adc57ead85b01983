import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { BookingStyle } from "../listings/booking-settings.ts";
import type { OpeningHours } from "../places/opening-hours.ts";
import {
  type HeldBooking,
  hongKongMidnight,
  optionsOn,
  type PlaceBookingRules,
  peakPersons,
} from "./availability.ts";
import { checkBooking, checkTimedBooking } from "./booking-check.ts";

// Monday 2026-11-23, 10:00 in Hong Kong.
const NOW = new Date("2026-11-23T02:00:00Z");
const everyDay = (start: string, end: string): OpeningHours => ({
  weekly: Object.fromEntries(
    ["mon", "tue", "wed", "thu", "fri", "sat", "sun"].map((day) => [day, [{ start, end }]]),
  ),
});
const rules = (overrides: Partial<PlaceBookingRules> = {}): PlaceBookingRules => ({
  style: "slot",
  settings: { capacity: 7, slotMinutes: 60 },
  hours: everyDay("09:00", "18:00"),
  held: [],
  now: NOW,
  ...overrides,
});
const at = (date: string, time: string) =>
  hongKongMidnight(date)! + (Number(time.slice(0, 2)) * 60 + Number(time.slice(3))) * 60_000;

describe("booking availability", () => {
  it("offers the slots of a day within its hours, none already past or inside the notice", () => {
    const today = optionsOn(rules({ settings: { capacity: 7, minNoticeHours: 2 } }), "2026-11-23");
    expect(today.map((option) => option.start)).toEqual([
      "12:00",
      "13:00",
      "14:00",
      "15:00",
      "16:00",
      "17:00",
    ]);
    const tomorrow = optionsOn(rules(), "2026-11-24");
    expect(tomorrow).toHaveLength(9);
    expect(tomorrow[0]).toMatchObject({ start: "09:00", end: "10:00", remaining: 7 });
    expect(optionsOn(rules(), "2026-11-22")).toEqual([]);
    expect(optionsOn(rules({ settings: { maxDaysAhead: 3 } }), "2026-11-27")).toEqual([]);
  });

  it("follows a bar's hours past midnight and a dated closure", () => {
    const bar = rules({
      style: "table",
      hours: { ...everyDay("18:00", "02:00"), exceptions: [{ date: "2026-11-25", ranges: [] }] },
      settings: {
        tables: [
          { name: "A", seats: 2 },
          { name: "B", seats: 4 },
        ],
        slotMinutes: 120,
      },
    });
    const options = optionsOn(bar, "2026-11-24");
    expect(options.at(-1)).toMatchObject({ start: "00:00", end: "02:00", remaining: 6 });
    expect(options.at(-1)!.startsAt).toBe(at("2026-11-25", "00:00"));
    expect(optionsOn(bar, "2026-11-25")).toEqual([]);
  });

  it("counts the people held at the busiest moment, not all who overlap", () => {
    const held: HeldBooking[] = [
      { startsAt: 0, endsAt: 10, persons: 3, tables: [] },
      { startsAt: 10, endsAt: 20, persons: 4, tables: [] },
      { startsAt: 5, endsAt: 15, persons: 2, tables: [] },
    ];
    expect(peakPersons(held, 0, 20)).toBe(6);
    expect(peakPersons(held, 15, 20)).toBe(4);
  });

  it("refuses with the field and the reason", () => {
    const base = rules();
    expect(checkBooking(base, { persons: 2, startTime: "10:00" })).toMatchObject({
      field: "start_date",
      problem: "required",
    });
    expect(checkBooking(base, { persons: 2, startDate: "24/11/2026" })).toMatchObject({
      field: "start_date",
      problem: "format",
    });
    expect(
      checkBooking(base, { persons: 2, startDate: "2026-11-22", startTime: "10:00" }),
    ).toMatchObject({
      problem: "too_early",
    });
    expect(
      checkBooking(base, { persons: 2, startDate: "2027-06-01", startTime: "10:00" }),
    ).toMatchObject({
      problem: "too_new",
    });
    expect(checkBooking(base, { persons: 2, startDate: "2026-11-24" })).toMatchObject({
      field: "start_time",
      problem: "required",
    });
    expect(
      checkBooking(base, { persons: 2, startDate: "2026-11-24", startTime: "08:00" }),
    ).toMatchObject({
      problem: "unavailable",
    });
    expect(
      checkBooking(base, { persons: 8, startDate: "2026-11-24", startTime: "10:00" }),
    ).toMatchObject({
      field: "adult",
      problem: "too_many",
    });
    const ok = checkBooking(base, { persons: 3, startDate: "2026-11-24", startTime: "10:00" });
    expect(ok).toEqual({
      ok: true,
      booking: expect.objectContaining({
        startsAt: at("2026-11-24", "10:00"),
        endsAt: at("2026-11-24", "11:00"),
        quantity: 3,
      }),
    });
  });

  it("takes hours in a row and days between two dates", () => {
    const hourly = rules({ style: "hourly" });
    const booked = checkBooking(hourly, {
      persons: 1,
      startDate: "2026-11-24",
      startTime: "10:00",
      endTime: "13:00",
    });
    expect(booked).toMatchObject({ ok: true, booking: { quantity: 3, endTime: "13:00" } });
    const daily = rules({ style: "daily", settings: { capacity: 2 } });
    const stay = checkBooking(daily, {
      persons: 2,
      startDate: "2026-11-24",
      endDate: "2026-11-26",
    });
    expect(stay).toMatchObject({ ok: true, booking: { quantity: 3 } });
    // An end before the start is the form's own end date echoed back: one day.
    expect(
      checkBooking(daily, { persons: 2, startDate: "2026-11-26", endDate: "2026-11-24" }),
    ).toMatchObject({
      ok: true,
      booking: { quantity: 1, startDate: "2026-11-26", endDate: "2026-11-26" },
    });
    expect(
      checkBooking(daily, { persons: 2, startDate: "2026-11-26", endDate: "2026-11-31" }),
    ).toMatchObject({ ok: false, field: "end_date", problem: "format" });
  });

  it("takes a slot request without a date or time as untimed, holding nothing", () => {
    const full = rules({
      held: [
        {
          startsAt: at("2026-11-24", "09:00"),
          endsAt: at("2026-11-24", "10:00"),
          persons: 7,
          tables: [],
        },
      ],
    });
    expect(checkBooking(full, { persons: 3 })).toEqual({
      ok: true,
      booking: {
        startsAt: null,
        endsAt: null,
        startDate: null,
        endDate: null,
        startTime: null,
        endTime: null,
        quantity: 3,
        tables: [],
      },
    });
    expect(checkBooking(full, { persons: 8 })).toMatchObject({
      field: "adult",
      problem: "too_many",
    });
    expect(checkBooking(full, { persons: 0 })).toMatchObject({
      field: "adult",
      problem: "required",
    });
    // A date without a time, or another style without a date, still asks for what is missing.
    expect(checkBooking(full, { persons: 1, startDate: "2026-11-24" })).toMatchObject({
      field: "start_time",
      problem: "required",
    });
    expect(checkBooking(rules({ style: "standard" }), { persons: 1 })).toMatchObject({
      field: "start_date",
      problem: "required",
    });
    expect(
      checkBooking(full, { persons: 1, startDate: "2026-11-24", startTime: "09:00" }),
    ).toMatchObject({ field: "adult", problem: "too_many" });
  });

  it("never lets a table be held twice, nor capacity be passed, whatever the order of requests", () => {
    const styles: BookingStyle[] = ["slot", "standard", "hourly", "table", "daily"];
    fc.assert(
      fc.property(
        fc.constantFrom(...styles),
        fc.array(
          fc.record({
            day: fc.integer({ min: 1, max: 3 }),
            hour: fc.integer({ min: 8, max: 19 }),
            length: fc.integer({ min: 1, max: 3 }),
            persons: fc.integer({ min: 1, max: 5 }),
            tables: fc.uniqueArray(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 2 }),
          }),
          { maxLength: 40 },
        ),
        (style, requests) => {
          const held: HeldBooking[] = [];
          const settings = {
            capacity: 7,
            tables: [2, 2, 4, 6].map((seats, n) => ({ name: `T${n + 1}`, seats })),
          };
          for (const request of requests) {
            const date = `2026-11-2${3 + request.day}`;
            const startTime = `${String(request.hour).padStart(2, "0")}:00`;
            const result = checkTimedBooking(
              { style, settings, hours: everyDay("09:00", "22:00"), held, now: NOW },
              {
                persons: request.persons,
                startDate: date,
                startTime,
                endTime: `${String(request.hour + request.length).padStart(2, "0")}:00`,
                tables: request.tables,
              },
            );
            if (result.ok) {
              held.push({
                startsAt: result.booking.startsAt,
                endsAt: result.booking.endsAt,
                persons: request.persons,
                tables: result.booking.tables,
              });
            }
          }
          for (const booking of held) {
            if (style === "table") {
              const sharing = held.filter(
                (other) =>
                  other !== booking &&
                  other.startsAt < booking.endsAt &&
                  other.endsAt > booking.startsAt &&
                  other.tables.some((n) => booking.tables.includes(n)),
              );
              expect(sharing).toEqual([]);
            } else {
              expect(peakPersons(held, booking.startsAt, booking.endsAt)).toBeLessThanOrEqual(7);
            }
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
