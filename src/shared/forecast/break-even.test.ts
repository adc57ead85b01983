import { describe, expect, it } from "vitest";
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
  4_000 + 5_000 / 12, // admin
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
    // forecast-model.md §5.7: "299.08 visitors a day".
    expect(v.toFixed(2)).toBe("299.08");
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
