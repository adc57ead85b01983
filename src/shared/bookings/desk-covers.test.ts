import { describe, expect, it } from "vitest";
import { hongKongMidnight } from "./availability.ts";
import { coversPerSlot, deskStepMinutes } from "./desk-covers.ts";

const midnight = hongKongMidnight("2026-11-28")!;
/** A booking from one Hong Kong wall time to another on 2026-11-28 (next day past 24:00). */
const at = (time: string) => {
  const [hours, minutes] = time.split(":").map(Number);
  return midnight + (hours! * 60 + minutes!) * 60_000;
};
const booking = (start: string, end: string, persons: number) => ({
  startsAt: at(start),
  endsAt: at(end),
  persons,
});

describe("covers per slot on the owner's desk", () => {
  it("steps from the first opening to the last closing, counting people and bookings per slot", () => {
    const slots = coversPerSlot(
      midnight,
      [
        { start: "18:00", end: "20:00" },
        { start: "12:00", end: "13:00" },
      ],
      30,
      [booking("12:00", "13:00", 2), booking("12:30", "14:30", 4), booking("19:30", "21:30", 6)],
    );
    expect(slots.map((slot) => slot.time)).toEqual([
      "12:00",
      "12:30",
      "13:00",
      "13:30",
      "14:00",
      "14:30",
      "15:00",
      "15:30",
      "16:00",
      "16:30",
      "17:00",
      "17:30",
      "18:00",
      "18:30",
      "19:00",
      "19:30",
    ]);
    expect(slots[0]).toEqual({ time: "12:00", covers: 2, bookings: 1 });
    expect(slots[1]).toEqual({ time: "12:30", covers: 6, bookings: 2 });
    // A booking ending as the slot begins is not in it (half-open, as availability reads it).
    expect(slots[5]).toEqual({ time: "14:30", covers: 0, bookings: 0 });
    expect(slots.at(-1)).toEqual({ time: "19:30", covers: 6, bookings: 1 });
  });

  it("runs past midnight when the hours do, and has no slots on a day off", () => {
    const slots = coversPerSlot(midnight, [{ start: "22:00", end: "01:00" }], 60, [
      booking("23:30", "25:00", 3),
    ]);
    expect(slots).toEqual([
      { time: "22:00", covers: 0, bookings: 0 },
      { time: "23:00", covers: 3, bookings: 1 },
      { time: "00:00", covers: 3, bookings: 1 },
    ]);
    expect(coversPerSlot(midnight, [{ start: "00:00", end: "24:00" }], 60, [])).toHaveLength(24);
    expect(coversPerSlot(midnight, [], 30, [booking("12:00", "13:00", 2)])).toEqual([]);
  });

  it("steps by the place's slot up to an hour, else by half-hours", () => {
    expect(deskStepMinutes(15)).toBe(15);
    expect(deskStepMinutes(60)).toBe(60);
    expect(deskStepMinutes(120)).toBe(30);
    expect(deskStepMinutes(undefined)).toBe(30);
  });
});
