import { describe, expect, it } from "vitest";
import type { Desk } from "./api/desk-schemas.ts";
import { bookingSpan, isOff, windowMinutes } from "./desk-day.ts";
import { deskGrid, inLanes } from "./desk-grid.ts";
import { deskBooking } from "./test-fixtures.ts";

const DATE = "2026-11-28";

const place = (overrides: Partial<Desk["place"]> = {}): Desk["place"] => ({
  id: 15,
  title: "Demo",
  style: "table",
  slot_minutes: 30,
  tables: [
    { number: 1, name: "T1", seats: 2 },
    { number: 2, name: "T2", seats: 4 },
  ],
  staff: [],
  ...overrides,
});

describe("the desk's times", () => {
  it("reads an opening past midnight as ending the next day", () => {
    expect(windowMinutes({ start: "18:00", end: "02:00" })).toEqual({ start: 1080, end: 1560 });
    expect(windowMinutes({ start: "11:00", end: "24:00" })).toEqual({ start: 660, end: 1440 });
    expect(windowMinutes({ start: "11:00", end: "soon" })).toBeNull();
  });

  it("cuts a booking to the shown date", () => {
    const night = deskBooking({
      ID: 1,
      start_time: "23:00",
      end_date: "2026-11-29",
      end_time: "01:00",
    });
    expect(bookingSpan(night, DATE)).toEqual({ start: 1380, end: 1500 });
    const stay = deskBooking({
      ID: 2,
      start_date: "2026-11-27",
      end_date: "2026-11-30",
      start_time: "",
      end_time: "",
    });
    expect(bookingSpan(stay, DATE)).toEqual({ start: null, end: null });
  });

  it("hides what no longer happens, but not money still owed back", () => {
    expect(isOff({ status: "canceled", refund: "" })).toBe(true);
    expect(isOff({ status: "canceled", refund: "due" })).toBe(false);
    expect(isOff({ status: "publish", refund: "" })).toBe(false);
  });
});

describe("deskGrid", () => {
  it("spans the opening hours in whole hours and places each booking on its tables", () => {
    const grid = deskGrid(
      { place: place(), date: DATE, hours: [{ start: "11:30", end: "22:00" }] },
      [deskBooking({ ID: 7, table_num: [1, 2], start_time: "19:00", end_time: "21:00" })],
    );
    expect(grid?.from).toBe(660);
    expect(grid?.to).toBe(1320);
    expect(grid?.hours[0]).toEqual({ label: "11:00", left: 0 });
    expect(grid?.rows.map((row) => row.key)).toEqual(["table-1", "table-2"]);
    const block = grid?.rows[0]?.blocks[0];
    expect(block?.left).toBeCloseTo(((1140 - 660) / 660) * 100);
    expect(block?.width).toBeCloseTo((120 / 660) * 100);
    expect(grid?.rows[1]?.blocks[0]?.booking.ID).toBe(7);
  });

  it("widens the day to a booking outside the hours and keeps the unseated on a row of their own", () => {
    const grid = deskGrid(
      { place: place(), date: DATE, hours: [{ start: "18:00", end: "22:00" }] },
      [deskBooking({ ID: 1, table_num: [], start_time: "22:30", end_time: "23:15" })],
    );
    expect(grid?.to).toBe(24 * 60);
    expect(grid?.rows.at(-1)?.kind).toBe("unassigned");
    expect(grid?.rows.at(-1)?.blocks.map((block) => block.booking.ID)).toEqual([1]);
  });

  it("gives staff rows to a salon, and one row to everyone elsewhere", () => {
    const salon = place({ style: "slot", tables: [], staff: [{ id: "ann", name: "Ann" }] });
    const grid = deskGrid({ place: salon, date: DATE, hours: [{ start: "10:00", end: "19:00" }] }, [
      deskBooking({ ID: 1, staff_id: "ann", start_time: "10:00", end_time: "11:00" }),
    ]);
    expect(grid?.rows.map((row) => [row.label, row.blocks.length])).toEqual([["Ann", 1]]);
    const plain = place({ style: "standard", tables: [] });
    expect(
      deskGrid({ place: plain, date: DATE, hours: [] }, [deskBooking({ ID: 2 })])?.rows.map(
        (row) => row.kind,
      ),
    ).toEqual(["all"]);
  });

  it("draws nothing on a closed day without bookings", () => {
    expect(deskGrid({ place: place(), date: DATE, hours: [] }, [])).toBeNull();
  });
});

describe("inLanes", () => {
  it("stacks overlapping bookings and reuses a lane once it is free", () => {
    const block = (id: number, start: number, end: number) => ({ booking: { ID: id }, start, end });
    const { blocks, lanes } = inLanes([block(1, 0, 60), block(2, 30, 90), block(3, 60, 120)]);
    expect(blocks.map((one) => [one.booking.ID, one.lane])).toEqual([
      [1, 0],
      [2, 1],
      [3, 0],
    ]);
    expect(lanes).toBe(2);
  });
});
