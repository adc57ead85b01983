import type { Plan } from "./plan.ts";
import { scenarioLines } from "./scenario-lines.ts";

export type BreakEven =
  | { readonly visitors: number }
  | { readonly visitors: null; readonly maxNetProfit: number; readonly atVisitorsPerDay: number };

/**
 * The daily visitors at which the neutral net profit is zero, head count and every fixed line held
 * at the plan, spend per visitor at the neutral input.
 *
 * With head count fixed, net profit is piecewise linear in visitors: the only kinks are where
 * turnover rent overtakes base rent and where repair rises above its per-ft² floor. So we evaluate
 * the real P&L at 0 and at each kink, find the first piece where profit reaches zero, and
 * interpolate inside it, which is exact on a linear piece. The spec's closed formula (§5.6) ignores
 * both kinks and is therefore not used.
 */
export function solveBreakEven(plan: Plan): BreakEven {
  const { a, input } = plan;
  const spend = input.perCapitaSpend;
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
