import { describe, expect, it } from "vitest";
import { bySlot, slotStep } from "./desk-slots.ts";
import { deskBooking } from "./test-fixtures.ts";

const DATE = "2026-11-28";

describe("bySlot", () => {
  it("groups bookings by the slot they start in, in time order, the whole day first", () => {
    const groups = bySlot(
      [
        deskBooking({ ID: 3, start_time: "19:10", end_time: "20:00" }),
        deskBooking({ ID: 1, start_time: "18:00", end_time: "20:00" }),
        deskBooking({ ID: 2, start_time: "19:00", end_time: "21:00" }),
        deskBooking({ ID: 4, start_date: "2026-11-27", start_time: "12:00" }),
      ],
      DATE,
      30,
    );
    expect(groups.map((group) => [group.time, group.bookings.map((one) => one.ID)])).toEqual([
      ["", [4]],
      ["18:00", [1]],
      ["19:00", [2, 3]],
    ]);
  });

  it("steps by 30 minutes when the place's slot is missing or too long to read", () => {
    expect(slotStep(null)).toBe(30);
    expect(slotStep(120)).toBe(30);
    expect(slotStep(15)).toBe(15);
  });
});
