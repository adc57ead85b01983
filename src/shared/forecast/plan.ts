import type { ForecastAssumptions } from "./constants.ts";
import { licenceFeeYear } from "./licence-fee.ts";
import { ceilCount, sizeStaffing } from "./staffing.ts";
import type { ForecastInput, Staffing } from "./types.ts";

/**
 * Everything decided once, on the neutral inputs, and then held in every scenario and in the
 * break-even search: you hire and fit out for your plan, and a bad month does not shed staff (§5.1).
 */
export interface Plan {
  readonly input: ForecastInput;
  readonly a: ForecastAssumptions;
  /** Turnover rent as a fraction of revenue; null when the lease has none. */
  readonly turnoverRate: number | null;
  // Constants after the light-food and kiosk switches.
  readonly utilRate: number;
  readonly cardShare: number;
  readonly bookShare: number;
  readonly fohShare: number;
  readonly staffing: Staffing;
  readonly kiosks: number;
  readonly fixed: FixedLines;
}

/** Lines that do not move with visitors or spend. */
export interface FixedLines {
  readonly managementFee: number;
  readonly chef: number;
  readonly dishwashing: number;
  readonly bar: number;
  readonly floor: number;
  readonly mpf: number;
  readonly listingPlatformFee: number;
  readonly admin: number;
  readonly staffInsurance: number;
  readonly audit: number;
  readonly depreciation: number;
}

const MONTHS_PER_YEAR = 12;

/** Annual audit fee for the revenue band (§5.3 AUDIT_FEE_YR); edges follow "< 5M / 5–20M / > 20M". */
export function auditFeeYear(annualRevenue: number, a: ForecastAssumptions): number {
  if (annualRevenue < a.AUDIT_SMALL_MAX_REVENUE_YR) return a.AUDIT_FEE_YR_SMALL;
  if (annualRevenue <= a.AUDIT_MEDIUM_MAX_REVENUE_YR) return a.AUDIT_FEE_YR_MEDIUM;
  return a.AUDIT_FEE_YR_LARGE;
}

export function buildPlan(input: ForecastInput, a: ForecastAssumptions): Plan {
  const light = input.lightFood;
  const kiosk = input.selfServiceKiosk;
  const V = input.dailyVisitors;
  const fohShare = light ? a.FOH_SHARE_LIGHT : a.FOH_SHARE;

  const staffing = sizeStaffing(
    {
      visitorsPerDay: V,
      floorArea: input.floorArea,
      fohShare,
      chefCapacity: light ? a.C_CHEF_LIGHT : a.C_CHEF,
      floorCapacity: kiosk ? a.C_FLOOR_KIOSK : a.C_FLOOR,
    },
    a,
  );
  const kiosks = kiosk ? Math.max(1, ceilCount(V / a.KIOSK_PER_VISITORS)) : 0;

  const fitoutPsf = light ? a.FITOUT_PSF_LIGHT : a.FITOUT_PSF;
  // The auditor quotes on the year's turnover as planned, so the band does not move with scenarios.
  const neutralAnnualRevenue = V * input.perCapitaSpend * a.DAYS_PER_MONTH * MONTHS_PER_YEAR;

  const fixed: FixedLines = {
    managementFee: input.managementFee,
    chef: staffing.chef.wages,
    dishwashing: staffing.dishwashing.wages,
    bar: staffing.bar.wages,
    floor: staffing.floor.wages,
    mpf: staffing.chef.mpf + staffing.dishwashing.mpf + staffing.bar.mpf + staffing.floor.mpf,
    listingPlatformFee: a.LISTING_FEE,
    admin:
      a.ADMIN_BASE +
      licenceFeeYear(input.floorArea, light, a) / MONTHS_PER_YEAR +
      kiosks * a.KIOSK_SUB,
    staffInsurance: a.EC_INS_PCT * staffing.totalWages,
    audit: auditFeeYear(neutralAnnualRevenue, a) / MONTHS_PER_YEAR,
    depreciation: (input.floorArea * fitoutPsf + kiosks * a.KIOSK_CAPEX) / a.DEPR_MONTHS,
  };

  return {
    input,
    a,
    turnoverRate: input.turnoverRentPercent === null ? null : input.turnoverRentPercent / 100,
    utilRate: light ? a.UTIL_RATE_LIGHT : a.UTIL_RATE,
    cardShare: kiosk ? a.CARD_SHARE_KIOSK : a.CARD_SHARE,
    bookShare: light ? a.BOOK_SHARE_LIGHT : a.BOOK_SHARE,
    fohShare,
    staffing,
    kiosks,
    fixed,
  };
}
