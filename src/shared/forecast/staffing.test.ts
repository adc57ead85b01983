import { describe, expect, it } from "vitest";
import { forecast } from "./forecast.ts";
import { ceilCount } from "./staffing.ts";
import { exampleWith } from "./test-fixtures.ts";
import type { ForecastInput, StaffRole } from "./types.ts";

// A small room keeps the floor area rule (one per 500 ft² of dining area) out of the way.
const SMALL_ROOM = { floorArea: 100 };

function positions(
  role: StaffRole,
  input: Partial<ForecastInput>,
  overrides?: Parameters<typeof forecast>[1],
) {
  return forecast(exampleWith({ ...SMALL_ROOM, ...input }), overrides).staffing[role];
}

describe.each([
  // role, flags, covers per position
  ["chef", {}, 130],
  ["chef", { lightFood: true }, 200],
  ["dishwashing", {}, 400],
  ["bar", {}, 400],
  ["floor", {}, 90],
  ["floor", { selfServiceKiosk: true }, 130],
] as const)("%s %o: one position per %i covers a day", (role, flags, covers) => {
  it("just below the threshold", () => {
    expect(positions(role, { ...flags, dailyVisitors: covers - 1 }).positions).toBe(1);
    expect(positions(role, { ...flags, dailyVisitors: 2 * covers - 1 }).positions).toBe(2);
  });
  it("at the threshold", () => {
    expect(positions(role, { ...flags, dailyVisitors: covers }).positions).toBe(1);
    expect(positions(role, { ...flags, dailyVisitors: 2 * covers }).positions).toBe(2);
  });
  it("just above the threshold", () => {
    expect(positions(role, { ...flags, dailyVisitors: covers + 1 }).positions).toBe(2);
    expect(positions(role, { ...flags, dailyVisitors: covers + 0.01 }).positions).toBe(2);
    expect(positions(role, { ...flags, dailyVisitors: 2 * covers + 1 }).positions).toBe(3);
  });
});

describe("the one-of-each minimum", () => {
  it("staffs every role even for a handful of visitors", () => {
    const s = forecast(exampleWith({ ...SMALL_ROOM, dailyVisitors: 0.5 })).staffing;
    expect([s.chef.positions, s.dishwashing.positions, s.bar.positions, s.floor.positions]).toEqual(
      [1, 1, 1, 1],
    );
    expect(s.totalPositions).toBe(4);
  });
});

describe("floor staff: one per 500 ft² of dining area", () => {
  // With a 50% dining share the area rule crosses an integer at exactly 1,000 ft².
  const half = { FOH_SHARE: 0.5 };
  const floor = (floorArea: number, overrides: Parameters<typeof forecast>[1] = half) =>
    positions("floor", { floorArea, dailyVisitors: 10 }, overrides);

  it("just below, at and just above the threshold", () => {
    expect(floor(999).positions).toBe(1);
    expect(floor(1_000).positions).toBe(1);
    expect(floor(1_001).positions).toBe(2);
    expect(floor(2_000).positions).toBe(2);
    expect(floor(2_001).positions).toBe(3);
  });

  it("reports the area as the driver when it binds", () => {
    expect(floor(2_001).driver).toBe("area");
    expect(positions("floor", { floorArea: 100, dailyVisitors: 200 }).driver).toBe("visitors");
  });

  it("ignores floating-point noise at an exact threshold (65% of 10,000/13 ft² is 500 ft²)", () => {
    expect(floor(10_000 / 13, {}).positions).toBe(1);
  });

  it("uses the 75% dining share for light food", () => {
    // 2,000 ft² × 75% = 1,500 ft² → 3 positions; at 65% it would be 1,300 ft² → 3 as well, so use 2,001.
    expect(
      positions("floor", { floorArea: 2_000, dailyVisitors: 10, lightFood: true }).positions,
    ).toBe(3);
    expect(
      positions("floor", { floorArea: 2_001, dailyVisitors: 10, lightFood: true }).positions,
    ).toBe(4);
    expect(positions("floor", { floorArea: 2_001, dailyVisitors: 10 }).positions).toBe(3);
  });

  it("is a floor the kiosk cannot cut through", () => {
    // 130 visitors need 1 floor staff with a kiosk, but 2,000 ft² × 65% = 1,300 ft² needs 3.
    expect(
      positions("floor", { floorArea: 2_000, dailyVisitors: 130, selfServiceKiosk: true })
        .positions,
    ).toBe(3);
  });
});

describe("FTE", () => {
  it("is positions × the 1.25 relief factor, wages FTE × salary", () => {
    const chef = positions("chef", { dailyVisitors: 300 });
    expect(chef.positions).toBe(3);
    expect(chef.fte).toBeCloseTo(3.75, 12);
    expect(chef.wages).toBeCloseTo(3.75 * 22_000, 9);
  });

  it("follows an overridden relief factor", () => {
    expect(positions("bar", { dailyVisitors: 10 }, { RELIEF_FACTOR: 7 / 6 }).fte).toBeCloseTo(
      7 / 6,
      12,
    );
  });
});

describe("ceilCount", () => {
  it("rounds up, except for float noise just above an integer", () => {
    expect(ceilCount(1.3)).toBe(2);
    expect(ceilCount(2)).toBe(2);
    expect(ceilCount(2 + 1e-15)).toBe(2);
    expect(ceilCount(2.001)).toBe(3);
    expect(ceilCount(0)).toBe(0);
  });
});
