import { solveBreakEven } from "./break-even.ts";
import { checkCapacity, exceedsCapacity } from "./capacity.ts";
import { type AssumptionOverrides, resolveAssumptions } from "./constants.ts";
import { buildPlan } from "./plan.ts";
import { scenarioLines } from "./scenario-lines.ts";
import {
  type ForecastInput,
  type ForecastResult,
  type ForecastWarning,
  type ScenarioResult,
  STAFF_ROLES,
} from "./types.ts";

/**
 * The engine trusts its callers to have run `forecastInputSchema`, but a NaN slipping through would
 * silently poison every line, so the bare minimum is checked here.
 */
function assertForecastInput(input: ForecastInput): void {
  const nonNegative = [input.floorArea, input.baseRent, input.managementFee];
  const positive = [input.perCapitaSpend, input.dailyVisitors];
  const ok =
    nonNegative.every((x) => Number.isFinite(x) && x >= 0) &&
    positive.every((x) => Number.isFinite(x) && x > 0) &&
    (input.turnoverRentPercent === null ||
      (Number.isFinite(input.turnoverRentPercent) && input.turnoverRentPercent >= 0)) &&
    typeof input.selfServiceKiosk === "boolean" &&
    typeof input.lightFood === "boolean";
  if (!ok) {
    throw new RangeError("forecast: invalid input; validate it with forecastInputSchema first");
  }
}

/**
 * The monthly P&L forecast of docs/forecast-model.md §5 in three scenarios, with head count sized
 * on the neutral case, the break-even visitors and soft warnings. `assumptions` overrides any
 * constant of `DEFAULT_ASSUMPTIONS` by name.
 */
export function forecast(input: ForecastInput, assumptions?: AssumptionOverrides): ForecastResult {
  assertForecastInput(input);
  const a = resolveAssumptions(assumptions);
  const plan = buildPlan(input, a);
  const V = input.dailyVisitors;
  const S = input.perCapitaSpend;

  const scenarios = {
    neutral: scenarioLines(plan, V, S),
    pessimistic: scenarioLines(plan, V * a.F_V_PESSIMISTIC, S * a.F_S_PESSIMISTIC),
    optimistic: scenarioLines(plan, V * a.F_V_OPTIMISTIC, S * a.F_S_OPTIMISTIC),
  };

  const capacity = checkCapacity(
    input.floorArea,
    plan.fohShare,
    a.AREA_PER_SEAT,
    V,
    a.MAX_TURNS_PER_DAY,
  );
  const breakEven = solveBreakEven(plan);
  const warnings: ForecastWarning[] = [];

  if (exceedsCapacity(capacity)) {
    warnings.push({
      code: "forecast.warning.capacityExceeded",
      seats: capacity.seats,
      turnsPerDay: capacity.turnsPerDay,
      maxTurnsPerDay: capacity.maxTurnsPerDay,
    });
  }
  if (breakEven.visitors === null) {
    warnings.push({
      code: "forecast.warning.breakEvenUnreachable",
      maxNetProfit: breakEven.maxNetProfit,
      atVisitorsPerDay: breakEven.atVisitorsPerDay,
    });
  } else if (breakEven.visitors > capacity.maxVisitorsPerDay) {
    warnings.push({
      code: "forecast.warning.breakEvenAboveCapacity",
      breakEvenVisitors: breakEven.visitors,
      maxVisitorsPerDay: capacity.maxVisitorsPerDay,
    });
  }
  // The SMW is only a floor on the salary constants (§5.3), as a monthly figure per F7.
  const minimumMonthlySalary = a.SMW * a.SMW_DAYS_PER_MONTH * a.SMW_HOURS_PER_DAY;
  for (const role of STAFF_ROLES) {
    const monthlySalary = plan.staffing[role].monthlySalary;
    if (monthlySalary < minimumMonthlySalary) {
      warnings.push({
        code: "forecast.warning.salaryBelowMinimumWage",
        role,
        monthlySalary,
        minimumMonthlySalary,
      });
    }
  }

  return {
    scenarios,
    staffing: plan.staffing,
    kiosks: plan.kiosks,
    capacity,
    breakEvenVisitors: breakEven.visitors,
    // Beside the P&L, not in it: the spec's lines stay as §5.6 defines them (decision 031).
    severanceProvision: plan.staffing.totalWages * a.SP_LSP_PROVISION_PCT,
    rates: input.baseRent * a.RATES_PCT_OF_RENT,
    otherInsurance: a.OTHER_INSURANCE_YR / 12,
    warnings,
  };
}

export interface PlanDrivers {
  readonly visitorsPerDay: number;
  /** Defaults to the input's per-capita spend. */
  readonly perCapitaSpend?: number;
}

/**
 * The neutral P&L at other visitors or spend with head count, kiosks and audit band held at the plan
 * sized on `input`: what a sensitivity slider shows, and how break-even is defined.
 */
export function evaluateAtPlan(
  input: ForecastInput,
  drivers: PlanDrivers,
  assumptions?: AssumptionOverrides,
): ScenarioResult {
  assertForecastInput(input);
  const spend = drivers.perCapitaSpend ?? input.perCapitaSpend;
  if (
    !(
      Number.isFinite(drivers.visitorsPerDay) &&
      drivers.visitorsPerDay > 0 &&
      Number.isFinite(spend) &&
      spend > 0
    )
  ) {
    throw new RangeError("evaluateAtPlan: visitors and spend must be positive numbers");
  }
  return scenarioLines(
    buildPlan(input, resolveAssumptions(assumptions)),
    drivers.visitorsPerDay,
    spend,
  );
}
