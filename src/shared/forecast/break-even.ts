import { type AssumptionOverrides, resolveAssumptions } from "./constants.ts";
import { buildPlan, type Plan } from "./plan.ts";
import { scenarioLines } from "./scenario-lines.ts";
import { type ForecastInput, SCENARIO_NAMES, type ScenarioName } from "./types.ts";

export type BreakEven =
  | { readonly visitors: number }
  | { readonly visitors: null; readonly maxNetProfit: number; readonly atVisitorsPerDay: number };

/**
 * The daily visitors at which net profit is zero, head count and every fixed line held at the plan,
 * spend per visitor at `spend` (the neutral input unless a scenario moves it).
 *
 * With head count fixed, net profit is piecewise linear in visitors: the only kinks are where
 * turnover rent overtakes base rent and where repair rises above its per-ft² floor. So we evaluate
 * the real P&L at 0 and at each kink, find the first piece where profit reaches zero, and
 * interpolate inside it, which is exact on a linear piece. The spec's closed formula (§5.6) ignores
 * both kinks and is therefore not used.
 */
export function solveBreakEven(plan: Plan, spend = plan.input.perCapitaSpend): BreakEven {
  const { a, input } = plan;
  const revenuePerVisitor = spend * a.DAYS_PER_MONTH;
  const profitAt = (visitors: number): number => scenarioLines(plan, visitors, spend).netProfit;

  const kinks: number[] = [];
  if (plan.turnoverRate !== null)
    kinks.push(input.baseRent / (plan.turnoverRate * revenuePerVisitor));
  kinks.push((a.REPAIR_MIN_PSF * input.floorArea) / (a.REPAIR_PCT * revenuePerVisitor));
  const points = kinks.filter((v) => Number.isFinite(v) && v > 0).sort((x, y) => x - y);

  let prevV = 0;
  let prevP = profitAt(0);
  if (prevP >= 0) return { visitors: 0 };
  let best = { v: prevV, p: prevP };

  for (const v of points) {
    const p = profitAt(v);
    if (p >= 0) return { visitors: prevV + (-prevP * (v - prevV)) / (p - prevP) };
    if (p > best.p) best = { v, p };
    prevV = v;
    prevP = p;
  }

  // Past the last kink profit is a single straight line; any probe gives its exact slope.
  const probe = prevV + Math.max(1, prevV);
  const slope = (profitAt(probe) - prevP) / (probe - prevV);
  if (slope > 0) return { visitors: prevV - prevP / slope };
  return { visitors: null, maxNetProfit: best.p, atVisitorsPerDay: best.v };
}

export interface ScenarioBreakEven {
  readonly breakEven: BreakEven;
  /** The visitors a day the owner expects in this scenario, to set the break-even beside. */
  readonly expectedVisitors: number;
}

/**
 * Break-even in each scenario: the scenario moves spend per visitor, so a pessimistic spend needs
 * more visitors to cover the same plan. Visitors are what is solved for, so the scenario's visitor
 * factor only moves the expected figure it is set beside.
 */
export function scenarioBreakEvens(
  input: ForecastInput,
  assumptions?: AssumptionOverrides,
): Readonly<Record<ScenarioName, ScenarioBreakEven>> {
  const a = resolveAssumptions(assumptions);
  const plan = buildPlan(input, a);
  const factors: Record<ScenarioName, { visitors: number; spend: number }> = {
    neutral: { visitors: 1, spend: 1 },
    pessimistic: { visitors: a.F_V_PESSIMISTIC, spend: a.F_S_PESSIMISTIC },
    optimistic: { visitors: a.F_V_OPTIMISTIC, spend: a.F_S_OPTIMISTIC },
  };
  const entries = SCENARIO_NAMES.map((name) => {
    const f = factors[name];
    const value: ScenarioBreakEven = {
      breakEven: solveBreakEven(plan, input.perCapitaSpend * f.spend),
      expectedVisitors: input.dailyVisitors * f.visitors,
    };
    return [name, value] as const;
  });
  return Object.fromEntries(entries) as Record<ScenarioName, ScenarioBreakEven>;
}
