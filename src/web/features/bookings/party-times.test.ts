import { describe, expect, it } from "vitest";
import type { BookingFormAnswer, BookingOption } from "./api/booking-schemas.ts";
import { bookingFormAnswerSchema } from "./api/booking-schemas.ts";
import { clampParty, partyLimits, timesFor } from "./party-times.ts";

const option = (over: Partial<BookingOption>): BookingOption => ({
  start: "19:00",
  end: "21:00",
  remaining: 3,
  free_tables: [1, 2],
  bookable: undefined,
  reason: undefined,
  ...over,
});

const answer = (data: Record<string, unknown>): BookingFormAnswer =>
  bookingFormAnswerSchema.parse({
    data: {
      id: 7,
      type: "table",
      price: "HK$0",
      start_date: "2026-11-28",
      min_date: "2026-11-27",
      max_date: "2026-12-27",
      ...data,
    },
  });

describe("timesFor", () => {
  it("takes the server's word per time for the party, with its reason", () => {
    const times = timesFor(
      "table",
      [
        option({ start: "18:00", bookable: true }),
        option({ start: "19:30", bookable: false, reason: "too_small" }),
        option({ start: "20:00", bookable: false, reason: "full", remaining: 0 }),
        option({ start: "21:00", bookable: false, reason: "something-new" }),
      ],
      4,
    );
    expect(times.map((time) => [time.start, time.bookable, time.reason])).toEqual([
      ["18:00", true, null],
      ["19:30", false, "too_small"],
      ["20:00", false, "full"],
      ["21:00", false, "closed"],
    ]);
  });

  it("works out full and too small from the room left on an older server", () => {
    const times = timesFor(
      "slot",
      [
        option({ start: "10:00", remaining: 0 }),
        option({ start: "11:00", remaining: 1 }),
        option({ start: "12:00", remaining: 5 }),
      ],
      2,
    );
    expect(times.map((time) => time.reason)).toEqual(["full", "too_small", null]);
    // A table time with no free table is full, however the count reads.
    expect(timesFor("table", [option({ free_tables: [], remaining: 2 })], 2)[0]?.reason).toBe(
      "full",
    );
  });

  it("never offers a greyed time as bookable", () => {
    for (const persons of [1, 2, 4, 8, 20]) {
      for (const time of timesFor("hourly", [option({ remaining: persons - 1 })], persons)) {
        expect(time.bookable).toBe(time.reason === null);
      }
    }
  });
});

describe("partyLimits", () => {
  it("uses the place's party sizes, at most 20, with larger groups asked to call", () => {
    expect(partyLimits(answer({ party: { min: 1, max: 12 } }))).toEqual({
      min: 1,
      max: 12,
      callAbove: true,
    });
    expect(partyLimits(answer({ party: { min: 2, max: 80 } }))).toEqual({
      min: 2,
      max: 20,
      callAbove: true,
    });
  });

  it("falls back to the most people a booking takes when the server says nothing", () => {
    expect(partyLimits(answer({ max_people: 30 }))).toEqual({ min: 1, max: 30, callAbove: false });
  });

  it("keeps a stored party inside the limits", () => {
    const limits = { min: 2, max: 10, callAbove: true };
    expect(clampParty(1, limits)).toBe(2);
    expect(clampParty(25, limits)).toBe(10);
    expect(clampParty(Number.NaN, limits)).toBe(2);
  });
});

describe("bookingFormAnswerSchema", () => {
  it("keeps the well-formed services and drops odd ones, and reads without the new fields", () => {
    const read = answer({
      services: [{ id: 3, name: "剪髮", minutes: 45, price: 280 }, "junk", { name: "no id" }],
      staff: "not a list",
      party: "odd",
    });
    expect(read.data.services).toEqual([
      { id: "3", name: "剪髮", minutes: 45, price: 280, price_display: undefined },
    ]);
    expect(read.data.staff).toEqual([]);
    expect(read.data.party).toBeUndefined();
  });
});
