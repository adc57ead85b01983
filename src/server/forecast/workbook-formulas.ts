import type { ExpenseLine, StaffRole } from "../../shared/forecast/index.ts";
import {
  LICENCE_FEE_BANDS,
  LICENCE_FEE_LAST_BAND,
  LICENCE_FEE_STEP_M2,
} from "../../shared/forecast/licence-fee.ts";
import { FT2_PER_M2 } from "../../shared/forecast/plausibility.ts";

/*
 * The engine's formulas (docs/forecast-model.md §5.4–§5.6, src/shared/forecast/) written as Excel
 * formulas over the workbook's defined names: inputs (FloorArea, DailyVisitors…) and constants by
 * their engine names (SAL_CHEF, FOOD_COST_PCT…). Only MAX, MIN, IF, SUM and ROUNDUP are used, which
 * every spreadsheet program has.
 */

const light = (yes: string, no: string) => `IF(LightFood=1,${yes},${no})`;
const kiosk = (yes: string, no: string) => `IF(SelfServiceKiosk=1,${yes},${no})`;

/** The general restaurant licence band for the floor area, as licence-fee.ts picks it. */
const licenceBand = (() => {
  const m2 = `(FloorArea/${FT2_PER_M2}*(1-1E-9))`;
  const last = LICENCE_FEE_LAST_BAND;
  const above = `${last.fee}+ROUNDUP((${m2}-${last.upToM2})/${LICENCE_FEE_STEP_M2},0)*LICENCE_FEE_STEP_ABOVE_300`;
  return LICENCE_FEE_BANDS.reduceRight(
    (otherwise, band) => `IF(${m2}<=${band.upToM2},${band.fee},${otherwise})`,
    above,
  );
})();

/** The constants after the light-food and kiosk switches, as the engine's plan picks them. */
export const SWITCHED = {
  utilRate: light("UTIL_RATE_LIGHT", "UTIL_RATE"),
  bookShare: light("BOOK_SHARE_LIGHT", "BOOK_SHARE"),
  cardShare: kiosk("CARD_SHARE_KIOSK", "CARD_SHARE"),
  licenceFee: light("LICENCE_FEE_YR_LIGHT", licenceBand),
  fitout: light("FITOUT_PSF_LIGHT", "FITOUT_PSF"),
  fohShare: light("FOH_SHARE_LIGHT", "FOH_SHARE"),
  chefCapacity: light("C_CHEF_LIGHT", "C_CHEF"),
  floorCapacity: kiosk("C_FLOOR_KIOSK", "C_FLOOR"),
} as const;

/**
 * A count of staff or kiosks: the ratio rounded up. The factor just under 1 keeps an exact
 * threshold (400 visitors / 400 per head) from rounding up on floating-point noise, as the
 * engine's `ceilCount` does.
 */
export const roundUp = (ratio: string) => `ROUNDUP((${ratio})*(1-1E-9),0)`;

export const POSITIONS: Record<StaffRole, string> = {
  chef: `MAX(1,${roundUp(`DailyVisitors/${SWITCHED.chefCapacity}`)})`,
  dishwashing: `MAX(1,${roundUp("DailyVisitors/C_DISH")})`,
  bar: `MAX(1,${roundUp("DailyVisitors/C_BAR")})`,
  floor: `MAX(1,${roundUp(`DailyVisitors/${SWITCHED.floorCapacity}`)},${roundUp(
    `FloorArea*${SWITCHED.fohShare}/FOH_AREA_PER_FLOOR_STAFF`,
  )})`,
};

export const SALARY: Record<StaffRole, string> = {
  chef: "SAL_CHEF",
  dishwashing: "SAL_DISH",
  bar: "SAL_BAR",
  floor: "SAL_FLOOR",
};

export const KIOSKS = `IF(SelfServiceKiosk=1,MAX(1,${roundUp("DailyVisitors/KIOSK_PER_VISITORS")}),0)`;

/** Cells one scenario's line formulas refer to. */
export interface LineFormulaContext {
  /** The scenario's turnover and visitors per day. */
  revenue: string;
  visitors: string;
  /** The neutral turnover: the audit fee's band is set on the plan, not per scenario. */
  neutralRevenue: string;
  /** Each role's monthly wages (the staffing table). */
  wages: Record<StaffRole, string>;
}

/** One formula per expense line, in the order of EXPENSE_LINES. */
export const EXPENSE_FORMULAS: { readonly [K in ExpenseLine]: (c: LineFormulaContext) => string } =
  {
    // Whichever is higher, base rent or turnover rent; a blank turnover rent counts as 0.
    rent: (c) => `MAX(BaseRent,TurnoverRent*${c.revenue})`,
    managementFee: () => "ManagementFee",
    chef: (c) => c.wages.chef,
    dishwashing: (c) => c.wages.dishwashing,
    bar: (c) => c.wages.bar,
    floor: (c) => c.wages.floor,
    utilities: (c) =>
      `FloorArea*${SWITCHED.utilRate}*(UTIL_FIXED_SHARE+(1-UTIL_FIXED_SHARE)*${c.visitors}/DailyVisitors)`,
    foodCost: (c) => `FOOD_COST_PCT*${c.revenue}`,
    mpf: () => "TotalMPF",
    bookingAppFee: (c) =>
      `BOOK_SUB+${SWITCHED.bookShare}*${c.visitors}*DAYS_PER_MONTH*BOOK_FEE_PER_COVER`,
    listingPlatformFee: () => "LISTING_FEE",
    admin: () => `ADMIN_BASE+${SWITCHED.licenceFee}/12+Kiosks*KIOSK_SUB`,
    staffInsurance: () => "EC_INS_PCT*TotalWages",
    onlinePurchasing: (c) => `ONLINE_PURCH_PCT*${c.revenue}`,
    audit: (c) =>
      `IF(${c.neutralRevenue}*12<AUDIT_SMALL_MAX_REVENUE_YR,AUDIT_FEE_YR_SMALL,IF(${c.neutralRevenue}*12<=AUDIT_MEDIUM_MAX_REVENUE_YR,AUDIT_FEE_YR_MEDIUM,AUDIT_FEE_YR_LARGE))/12`,
    repair: (c) => `MAX(REPAIR_PCT*${c.revenue},REPAIR_MIN_PSF*FloorArea)`,
    marketing: (c) => `MARKETING_PCT*${c.revenue}`,
    creditCardFee: (c) => `${c.revenue}*${SWITCHED.cardShare}*CARD_FEE_PCT`,
    depreciation: () => `(FloorArea*${SWITCHED.fitout}+Kiosks*KIOSK_CAPEX)/DEPR_MONTHS`,
  };

/** Lines that do not move with visitors: with head count held they are the fixed costs. */
export const FIXED_LINES = [
  "managementFee",
  "chef",
  "dishwashing",
  "bar",
  "floor",
  "mpf",
  "listingPlatformFee",
  "admin",
  "staffInsurance",
  "audit",
  "depreciation",
] as const satisfies readonly ExpenseLine[];

/** Monthly turnover that one more visitor a day brings (the `a` of the break-even formula). */
export const REVENUE_PER_VISITOR = "PerCapitaSpend*DAYS_PER_MONTH";

/** Monthly costs one more visitor a day adds below the rent and repair kinks (`c`). */
export const VARIABLE_COST_PER_VISITOR = (a: string) =>
  [
    `${a}*(FOOD_COST_PCT+ONLINE_PURCH_PCT+MARKETING_PCT+${SWITCHED.cardShare}*CARD_FEE_PCT)`,
    `${SWITCHED.bookShare}*DAYS_PER_MONTH*BOOK_FEE_PER_COVER`,
    `FloorArea*${SWITCHED.utilRate}*(1-UTIL_FIXED_SHARE)/DailyVisitors`,
  ].join("+");

/** Monthly costs that do not depend on visitors (`K`), from the neutral column's fixed lines. */
export const FIXED_COSTS = (neutralCells: readonly string[]) =>
  [...neutralCells, "BOOK_SUB", `FloorArea*${SWITCHED.utilRate}*UTIL_FIXED_SHARE`].join("+");

/**
 * Break-even daily visitors in closed form. With head count held, net profit is
 * `a·v − c·v − K − max(BaseRent, t·a·v) − max(m·A, r·a·v)`: concave and piecewise linear, so it is
 * the least of the four lines that each choice of the two maxima gives, and it reaches zero where
 * the last of those lines does. If the steepest-falling line never rises (its slope ≤ 0), nothing
 * is reachable. The engine finds the same point by walking the kinks (break-even.ts).
 */
export function breakEvenFormula(
  cells: { a: string; c: string; k: string },
  unreachable: string,
): string {
  const { a, c, k } = cells;
  const slope = (turnover: boolean, repairShare: boolean) =>
    `(${a}-${c}${turnover ? `-TurnoverRent*${a}` : ""}${repairShare ? `-REPAIR_PCT*${a}` : ""})`;
  const floor = "REPAIR_MIN_PSF*FloorArea";
  const roots = [
    `(${k}+BaseRent+${floor})/${slope(false, false)}`,
    `(${k}+${floor})/${slope(true, false)}`,
    `(${k}+BaseRent)/${slope(false, true)}`,
    `${k}/${slope(true, true)}`,
  ];
  return `IF(${slope(true, true)}<=0,"${unreachable.replace(/"/g, '""')}",MAX(${roots.join(",")}))`;
}
