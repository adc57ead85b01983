import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { evaluateAtPlan, forecast } from "./forecast.ts";
import { FORECAST_INPUT_BOUNDS } from "./input-bounds.ts";
import { EXPENSE_LINES, type ForecastInput, SCENARIO_NAMES, type ScenarioResult } from "./types.ts";

const between = (min: number, max: number) =>
  fc.double({ min, max, noNaN: true, noDefaultInfinity: true });

/** Any input the schema accepts (§5.2 bounds), from tiny to the largest allowed. */
const validInput: fc.Arbitrary<ForecastInput> = fc.record({
  floorArea: between(1, FORECAST_INPUT_BOUNDS.floorArea.max),
  baseRent: between(1, FORECAST_INPUT_BOUNDS.baseRent.max),
  managementFee: between(0, FORECAST_INPUT_BOUNDS.managementFee.max),
  perCapitaSpend: between(1, FORECAST_INPUT_BOUNDS.perCapitaSpend.max),
  dailyVisitors: between(1, FORECAST_INPUT_BOUNDS.dailyVisitors.max),
  turnoverRentPercent: fc.option(between(0.01, FORECAST_INPUT_BOUNDS.turnoverRentPercent.max), {
    nil: null,
  }),
  selfServiceKiosk: fc.boolean(),
  lightFood: fc.boolean(),
});

const RUNS = { numRuns: 500 };
const scenariosOf = (input: ForecastInput): ScenarioResult[] => {
  const { scenarios } = forecast(input);
  return SCENARIO_NAMES.map((name) => scenarios[name]);
};

describe("forecast properties over valid inputs", () => {
  it("totalExpenses is the sum of the expense lines", () => {
    fc.assert(
      fc.property(validInput, (input) => {
        for (const s of scenariosOf(input)) {
          const sum = EXPENSE_LINES.reduce((acc, line) => acc + s[line], 0);
          expect(s.totalExpenses).toBeCloseTo(sum, 6);
        }
      }),
      RUNS,
    );
  });

  it("netProfit is revenue − totalExpenses", () => {
    fc.assert(
      fc.property(validInput, (input) => {
        for (const s of scenariosOf(input)) expect(s.netProfit).toBe(s.revenue - s.totalExpenses);
      }),
      RUNS,
    );
  });

  it("pessimistic ≤ neutral ≤ optimistic revenue", () => {
    fc.assert(
      fc.property(validInput, (input) => {
        const { neutral, pessimistic, optimistic } = forecast(input).scenarios;
        expect(pessimistic.revenue).toBeLessThanOrEqual(neutral.revenue);
        expect(neutral.revenue).toBeLessThanOrEqual(optimistic.revenue);
      }),
      RUNS,
    );
  });

  it("head count, and so every staff line, is identical across scenarios", () => {
    fc.assert(
      fc.property(validInput, (input) => {
        const [neutral, ...others] = scenariosOf(input);
        for (const s of others) {
          for (const line of [
            "chef",
            "dishwashing",
            "bar",
            "floor",
            "mpf",
            "staffInsurance",
            "hrCost",
          ] as const) {
            expect(s[line]).toBe(neutral?.[line]);
          }
        }
      }),
      RUNS,
    );
  });

  it("staffs at least one of each role, in whole positions", () => {
    fc.assert(
      fc.property(validInput, (input) => {
        const { staffing } = forecast(input);
        for (const role of [staffing.chef, staffing.dishwashing, staffing.bar, staffing.floor]) {
          expect(Number.isInteger(role.positions)).toBe(true);
          expect(role.positions).toBeGreaterThanOrEqual(1);
        }
      }),
      RUNS,
    );
  });

  it("rent is never below base rent, and every line is finite", () => {
    fc.assert(
      fc.property(validInput, (input) => {
        for (const s of scenariosOf(input)) {
          expect(s.rent).toBeGreaterThanOrEqual(input.baseRent);
          for (const value of Object.values(s)) expect(Number.isFinite(value)).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it("break-even is where neutral profit first reaches zero, or null with a warning", () => {
    fc.assert(
      fc.property(validInput, (input) => {
        const r = forecast(input);
        const v = r.breakEvenVisitors;
        const codes = r.warnings.map((w) => w.code);
        if (v === null) {
          expect(codes).toContain("forecast.warning.breakEvenUnreachable");
          return;
        }
        expect(codes).not.toContain("forecast.warning.breakEvenUnreachable");
        const atPlan = (visitorsPerDay: number) =>
          evaluateAtPlan(input, { visitorsPerDay }).netProfit;
        expect(Math.abs(atPlan(v))).toBeLessThan(1);
        expect(atPlan(v * (1 - 1e-6) - 1e-6)).toBeLessThan(0);
      }),
      RUNS,
    );
  });
});
