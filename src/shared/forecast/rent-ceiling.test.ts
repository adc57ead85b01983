import { describe, expect, it } from "vitest";
import { forecast } from "./forecast.ts";
import { DEFAULT_RENT_SHARE, rentCeiling, scenarioRentCeilings } from "./rent-ceiling.ts";
import { exampleWith, WORKED_EXAMPLE } from "./test-fixtures.ts";

describe("rent ceiling, docs/forecast-model.md §5.7 worked example", () => {
  // Revenue per scenario (§5.7): neutral 400 × 80 × 30 = 960,000; pessimistic 320 × 76 × 30 =
  // 729,600; optimistic 460 × 84 × 30 = 1,159,200. Rent is the 120,000 base in all three (10%
  // turnover rent stays below it), and 10% is within 15%, so the ceiling is 15% of revenue:
  //   neutral      0.15 × 960,000   = 144,000; headroom 144,000 − 120,000 =  24,000
  //   pessimistic  0.15 × 729,600   = 109,440; headroom 109,440 − 120,000 = −10,560
  //   optimistic   0.15 × 1,159,200 = 173,880; headroom 173,880 − 120,000 =  53,880
  it("is 15% of each scenario's revenue, beside the rent it pays", () => {
    const { scenarios } = forecast(WORKED_EXAMPLE);
    const ceilings = scenarioRentCeilings(scenarios, 10, DEFAULT_RENT_SHARE);
    expect(ceilings.neutral.maxRent).toBeCloseTo(144_000, 6);
    expect(ceilings.pessimistic.maxRent).toBeCloseTo(109_440, 6);
    expect(ceilings.optimistic.maxRent).toBeCloseTo(173_880, 6);
    expect(ceilings.neutral).toMatchObject({ headroom: expect.closeTo(24_000, 6) });
    expect(ceilings.pessimistic).toMatchObject({ headroom: expect.closeTo(-10_560, 6) });
    expect(ceilings.optimistic).toMatchObject({ headroom: expect.closeTo(53_880, 6) });
  });

  it("follows the share the owner chooses", () => {
    // 12% of 960,000 = 115,200: 4,800 under the 120,000 rent.
    const c = rentCeiling({ revenue: 960_000, rent: 120_000 }, 10, 0.12);
    expect(c).toEqual({ maxRent: expect.closeTo(115_200, 6), headroom: expect.closeTo(-4_800, 6) });
  });

  it("compares against the rent paid, turnover top-up included", () => {
    // Base 20,000 with 12% turnover on 960,000: rent is 115,200. Ceiling 144,000, so 28,800 spare.
    const input = exampleWith({ baseRent: 20_000, turnoverRentPercent: 12 });
    const neutral = forecast(input).scenarios.neutral;
    expect(neutral.rent).toBeCloseTo(115_200, 6);
    const c = rentCeiling(neutral, 12, DEFAULT_RENT_SHARE);
    expect(c).toEqual({ maxRent: expect.closeTo(144_000, 6), headroom: expect.closeTo(28_800, 6) });
  });

  it("has no ceiling when turnover rent alone passes the share", () => {
    // 20% turnover rent takes 20% of any revenue: no base rent brings rent down to 15%.
    expect(rentCeiling({ revenue: 960_000, rent: 192_000 }, 20, 0.15)).toEqual({
      maxRent: null,
      turnoverShare: 0.2,
    });
    // At exactly the share, the turnover part meets the ceiling and the base may rise to it.
    expect(rentCeiling({ revenue: 960_000, rent: 144_000 }, 15, 0.15)).toMatchObject({
      maxRent: expect.closeTo(144_000, 6),
    });
  });

  it("treats a lease without turnover rent as base rent only", () => {
    expect(rentCeiling({ revenue: 500_000, rent: 90_000 }, null, 0.15)).toEqual({
      maxRent: 75_000,
      headroom: -15_000,
    });
  });

  it.each([0, -0.1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])("refuses a share of %s", (s) => {
    expect(() => rentCeiling({ revenue: 1, rent: 1 }, null, s)).toThrow(RangeError);
  });
});
