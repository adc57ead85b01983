import type { Plan } from "./plan.ts";
import type { ScenarioResult } from "./types.ts";

/**
 * One month's P&L (docs/forecast-model.md §5.6) at the given visitors and spend, with the plan's
 * head count, kiosks and other fixed lines. Scenarios and the break-even search both go through
 * here, so there is a single copy of every formula.
 */
export function scenarioLines(
  plan: Plan,
  visitorsPerDay: number,
  perCapitaSpend: number,
): ScenarioResult {
  const { a, input, fixed } = plan;
  const coversPerMonth = visitorsPerDay * a.DAYS_PER_MONTH;
  const revenue = coversPerMonth * perCapitaSpend;

  // Mall leases charge whichever is higher, base or turnover rent (F27).
  const rent =
    plan.turnoverRate === null
      ? input.baseRent
      : Math.max(input.baseRent, plan.turnoverRate * revenue);
  // Air-conditioning and lighting run whoever comes; only the rest follows the visitor factor.
  const visitorsFactor = visitorsPerDay / input.dailyVisitors;
  const utilities =
    input.floorArea *
    plan.utilRate *
    (a.UTIL_FIXED_SHARE + (1 - a.UTIL_FIXED_SHARE) * visitorsFactor);
  const foodCost = a.FOOD_COST_PCT * revenue;
  const bookingAppFee = a.BOOK_SUB + plan.bookShare * coversPerMonth * a.BOOK_FEE_PER_COVER;
  const onlinePurchasing = a.ONLINE_PURCH_PCT * revenue;
  // A quiet month still needs a maintenance reserve sized on the premises.
  const repair = Math.max(a.REPAIR_PCT * revenue, a.REPAIR_MIN_PSF * input.floorArea);
  const marketing = a.MARKETING_PCT * revenue;
  const creditCardFee = revenue * plan.cardShare * a.CARD_FEE_PCT;

  const totalExpenses =
    rent +
    fixed.managementFee +
    fixed.chef +
    fixed.dishwashing +
    fixed.bar +
    fixed.floor +
    utilities +
    foodCost +
    fixed.mpf +
    bookingAppFee +
    fixed.listingPlatformFee +
    fixed.admin +
    fixed.staffInsurance +
    onlinePurchasing +
    fixed.audit +
    repair +
    marketing +
    creditCardFee +
    fixed.depreciation;
  const netProfit = revenue - totalExpenses;
  const hrCost =
    fixed.chef + fixed.dishwashing + fixed.bar + fixed.floor + fixed.mpf + fixed.staffInsurance;

  return {
    visitorsPerDay,
    perCapitaSpend,
    revenue,
    rent,
    turnoverTopUp: rent - input.baseRent,
    managementFee: fixed.managementFee,
    chef: fixed.chef,
    dishwashing: fixed.dishwashing,
    bar: fixed.bar,
    floor: fixed.floor,
    utilities,
    foodCost,
    mpf: fixed.mpf,
    bookingAppFee,
    listingPlatformFee: fixed.listingPlatformFee,
    admin: fixed.admin,
    staffInsurance: fixed.staffInsurance,
    onlinePurchasing,
    audit: fixed.audit,
    repair,
    marketing,
    creditCardFee,
    depreciation: fixed.depreciation,
    totalExpenses,
    netProfit,
    netMargin: netProfit / revenue,
    hrCost,
    hrShare: hrCost / revenue,
    rentShare: rent / revenue,
    occupancyShare: (rent + fixed.managementFee) / revenue,
  };
}
