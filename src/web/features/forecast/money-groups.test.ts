import { describe, expect, it } from "vitest";
import { EXPENSE_LINES, forecast } from "../../../shared/forecast/index.ts";
import { exampleWith, WORKED_EXAMPLE } from "../../../shared/forecast/test-fixtures.ts";
import { chartScale, MONEY_GROUPS, moneyBreakdown } from "./money-groups.ts";

describe("money groups", () => {
  it("put every expense line in exactly one group", () => {
    const grouped = MONEY_GROUPS.flatMap((group) => group.lines as readonly string[]);
    expect([...grouped].sort()).toEqual([...EXPENSE_LINES].sort());
  });

  it("add up to total expenses", () => {
    const { scenarios } = forecast(exampleWith({ selfServiceKiosk: true }));
    for (const scenario of Object.values(scenarios)) {
      const sum = moneyBreakdown(scenario).reduce((total, group) => total + group.amount, 0);
      expect(sum).toBeCloseTo(scenario.totalExpenses, 6);
    }
  });

  it("draw every bar against the largest turnover or cost of any case", () => {
    const { scenarios } = forecast(WORKED_EXAMPLE);
    expect(chartScale(Object.values(scenarios))).toBe(scenarios.optimistic.revenue);
    const losing = forecast(exampleWith({ dailyVisitors: 100 })).scenarios;
    expect(chartScale(Object.values(losing))).toBe(
      Math.max(...Object.values(losing).map((s) => s.totalExpenses)),
    );
  });
});
