import { describe, expect, it } from "vitest";
import { scenarioBreakEvens } from "./break-even.ts";
import { evaluateAtPlan, forecast } from "./forecast.ts";
import { exampleWith, WORKED_EXAMPLE } from "./test-fixtures.ts";
import type { ForecastInput } from "./types.ts";

type Overrides = Parameters<typeof forecast>[1];

function breakEven(input: ForecastInput, overrides?: Overrides): number {
  const v = forecast(input, overrides).breakEvenVisitors;
  if (v === null) throw new Error("expected a reachable break-even");
  return v;
}

function profitAt(input: ForecastInput, visitorsPerDay: number, overrides?: Overrides): number {
  return evaluateAtPlan(input, { visitorsPerDay }, overrides).netProfit;
}

// Worked-example fixed costs once visitors stop mattering: everything in §5.7's neutral column except
// food, online purchasing, repair, marketing, card fees, the per-cover booking fee and the flexing
// 20% of utilities.
const EXAMPLE_FIXED_EXCL_RENT = [
  8_000, // management fee
  252_500, // wages: 13.75 FTE
  12_625, // MPF
  500, // booking subscription
  1_000, // listing
  4_000 + 2_520 / 12, // admin: FEHD's licence fee up to 100 m² (1,000 ft² is 92.9 m²)
  6_312.5, // staff insurance
  25_000 / 12, // audit
  1_200_000 / 36, // depreciation
  0.8 * 18_000, // the utilities that run whoever comes
].reduce((sum, x) => sum + x, 0);
// Per daily visitor a month: 2,400 revenue less 35.9% variable costs, $7.50 booking, $9 utilities.
const VARIABLE_SHARE = 0.3 + 0.015 + 0.01 + 0.02 + 0.7 * 0.02;
const EXAMPLE_CONTRIBUTION = 2_400 * (1 - VARIABLE_SHARE) - 0.05 * 30 * 5 - (0.2 * 18_000) / 400;

describe("break-even visitors", () => {
  it("solves the worked example, where base rent applies at break-even", () => {
    const v = breakEven(WORKED_EXAMPLE);
    // Note: §5.6's closed formula leaves the flexing 20% of utilities out of the contribution; the
    // §5.6 utilities line itself flexes with visitors, and the solver follows the lines.
    expect(v).toBeCloseTo((EXAMPLE_FIXED_EXCL_RENT + 120_000) / EXAMPLE_CONTRIBUTION, 6);
    // docs/forecast-model.md §5.7 says 299.08 with the old flat 5,000 licence fee; the banded 2,520
    // takes 206.25 a month off the fixed costs, and 206.25 / 1,521.90 = 0.14 visitors.
    expect(v.toFixed(2)).toBe("298.94");
    expect(Math.abs(profitAt(WORKED_EXAMPLE, v))).toBeLessThan(0.01);
  });

  it("solves where turnover rent applies at break-even (low base rent)", () => {
    const input = exampleWith({ baseRent: 20_000, turnoverRentPercent: 15 });
    const v = breakEven(input);
    expect(v).toBeCloseTo(EXAMPLE_FIXED_EXCL_RENT / (EXAMPLE_CONTRIBUTION - 0.15 * 2_400), 6);
    expect(evaluateAtPlan(input, { visitorsPerDay: v }).turnoverTopUp).toBeGreaterThan(0);
    expect(Math.abs(profitAt(input, v))).toBeLessThan(0.01);
  });

  it("crosses the turnover-rent kink instead of assuming base rent", () => {
    // At 20% turnover rent overtakes the base at 250 visitors, below the 299 the base-rent line
    // would give, so the true break-even lies on the steeper turnover piece.
    const input = exampleWith({ turnoverRentPercent: 20 });
    const v = breakEven(input);
    expect(v).toBeCloseTo(EXAMPLE_FIXED_EXCL_RENT / (EXAMPLE_CONTRIBUTION - 0.2 * 2_400), 6);
    expect(v).toBeGreaterThan(300);
    expect(Math.abs(profitAt(input, v))).toBeLessThan(0.01);
  });

  it("solves where the repair floor binds at break-even", () => {
    // $10/ft² of repair floor: repair is flat below 416.7 visitors, so break-even is on that piece.
    const overrides = { REPAIR_MIN_PSF: 10 };
    const v = breakEven(WORKED_EXAMPLE, overrides);
    expect(evaluateAtPlan(WORKED_EXAMPLE, { visitorsPerDay: v }, overrides).repair).toBe(10_000);
    expect(v).toBeCloseTo(
      (EXAMPLE_FIXED_EXCL_RENT + 120_000 + 10_000) / (EXAMPLE_CONTRIBUTION + 24),
      6,
    );
    expect(Math.abs(profitAt(WORKED_EXAMPLE, v, overrides))).toBeLessThan(0.01);
  });

  it.each<[string, Partial<ForecastInput>]>([
    ["light food with a kiosk", { lightFood: true, selfServiceKiosk: true }],
    [
      "large room, cheap meals",
      {
        floorArea: 5_000,
        baseRent: 10_000,
        managementFee: 0,
        perCapitaSpend: 40,
        dailyVisitors: 100,
      },
    ],
    [
      "high-spend, blank turnover rent",
      { perCapitaSpend: 600, dailyVisitors: 60, turnoverRentPercent: null },
    ],
    ["turnover rent above a tiny base", { baseRent: 1, turnoverRentPercent: 30 }],
    [
      "busy noodle shop",
      {
        floorArea: 600,
        baseRent: 90_000,
        perCapitaSpend: 55,
        dailyVisitors: 900,
        turnoverRentPercent: 12,
      },
    ],
  ])("nets HK$0 at the returned visitors: %s", (_name, changes) => {
    const input = exampleWith(changes);
    const v = breakEven(input);
    expect(Math.abs(profitAt(input, v))).toBeLessThan(1);
    expect(profitAt(input, v * 0.999)).toBeLessThan(0);
  });

  it("holds head count at the plan, not at the break-even visitors", () => {
    // The 400-visitor plan has 11 positions; sized for 299 visitors it would have 9.
    const v = breakEven(WORKED_EXAMPLE);
    expect(evaluateAtPlan(WORKED_EXAMPLE, { visitorsPerDay: v }).chef).toBe(110_000);
  });
});

describe("unreachable break-even", () => {
  it("is null with a warning when turnover rent eats every extra dollar", () => {
    const r = forecast(exampleWith({ turnoverRentPercent: 100 }));
    expect(r.breakEvenVisitors).toBeNull();
    // Profit peaks where turnover rent overtakes the base: 120,000 / (100% × 2,400) = 50 visitors.
    expect(r.warnings).toContainEqual({
      code: "forecast.warning.breakEvenUnreachable",
      maxNetProfit: expect.closeTo(profitAt(exampleWith({ turnoverRentPercent: 100 }), 50), 6),
      atVisitorsPerDay: 50,
    });
  });

  it("is null when each visitor costs more than he brings", () => {
    const r = forecast(WORKED_EXAMPLE, { FOOD_COST_PCT: 1 });
    expect(r.breakEvenVisitors).toBeNull();
    const w = r.warnings.find((x) => x.code === "forecast.warning.breakEvenUnreachable");
    expect(w).toMatchObject({ atVisitorsPerDay: 0 });
  });
});

describe("break-even above capacity", () => {
  it("warns when the room cannot seat the break-even crowd", () => {
    // 300 ft² seats 13 at 10 turns, 130 a day; break-even needs about 270.
    const r = forecast(exampleWith({ floorArea: 300 }));
    expect(r.warnings).toContainEqual({
      code: "forecast.warning.breakEvenAboveCapacity",
      breakEvenVisitors: r.breakEvenVisitors,
      maxVisitorsPerDay: expect.closeTo(130, 9),
    });
    expect(r.warnings.map((w) => w.code)).toContain("forecast.warning.capacityExceeded");
  });
});

describe("break-even per scenario, docs/forecast-model.md §5.7 worked example", () => {
  // Fixed costs with the 120,000 base rent: EXAMPLE_FIXED_EXCL_RENT (334,964.58) + 120,000 =
  // 454,964.58. Each visitor a day brings 30 × spend a month, less 35.9% variable costs, $7.50
  // booking fee and $9 of flexing utilities:
  //   neutral      spend 80:             2,400 × 0.641 − 16.50 = 1,521.90 → 454,964.58 / 1,521.90 = 298.94
  //   pessimistic  spend 80 × 0.95 = 76: 2,280 × 0.641 − 16.50 = 1,444.98 → 454,964.58 / 1,444.98 = 314.86
  //   optimistic   spend 80 × 1.05 = 84: 2,520 × 0.641 − 16.50 = 1,598.82 → 454,964.58 / 1,598.82 = 284.56
  // Beside the visitors expected: 400, 400 × 0.8 = 320, 400 × 1.15 = 460. Base rent applies at
  // all three (10% turnover of at most 314.86 × 2,280 ≈ 71,800 < 120,000) and repair is above its
  // 1,500 floor.
  const fixed = EXAMPLE_FIXED_EXCL_RENT + 120_000;
  const contribution = (spend: number) =>
    spend * 30 * (1 - VARIABLE_SHARE) - 0.05 * 30 * 5 - (0.2 * 18_000) / 400;
  const result = scenarioBreakEvens(WORKED_EXAMPLE);

  it.each([
    ["neutral", 80, 400, "298.94"],
    ["pessimistic", 76, 320, "314.86"],
    ["optimistic", 84, 460, "284.56"],
  ] as const)("solves the %s scenario at its spend", (name, spend, expected, rounded) => {
    const { breakEven, expectedVisitors } = result[name];
    if (breakEven.visitors === null) throw new Error("expected a reachable break-even");
    expect(breakEven.visitors).toBeCloseTo(fixed / contribution(spend), 6);
    expect(breakEven.visitors.toFixed(2)).toBe(rounded);
    expect(expectedVisitors).toBeCloseTo(expected, 9);
    const lines = evaluateAtPlan(WORKED_EXAMPLE, {
      visitorsPerDay: breakEven.visitors,
      perCapitaSpend: spend,
    });
    expect(Math.abs(lines.netProfit)).toBeLessThan(0.01);
  });

  it("agrees with the engine's neutral break-even", () => {
    expect(result.neutral.breakEven.visitors).toBe(forecast(WORKED_EXAMPLE).breakEvenVisitors);
  });

  it("is unreachable in a scenario whose spend no longer covers the variable costs", () => {
    // Food at 60%: a neutral visitor nets 2,400 × (1 − 0.659) − 16.50 = 801.90 a month; with a
    // pessimistic spend factor of 1% he brings 24 × 0.341 − 16.50 < 0, so no number of visitors
    // covers the fixed costs.
    const r = scenarioBreakEvens(WORKED_EXAMPLE, { FOOD_COST_PCT: 0.6, F_S_PESSIMISTIC: 0.01 });
    expect(r.pessimistic.breakEven.visitors).toBeNull();
    expect(r.neutral.breakEven.visitors).not.toBeNull();
  });
});
