import type { AssumptionName } from "./constants.ts";

/**
 * The model's constants in the order an owner reads them, each group a question an owner asks: how
 * bad or good could it get, what staff cost and how many, what follows sales, how many seats, what
 * the premises cost, which platforms, the licence by floor area, and the books. Every constant is in exactly one
 * group (assumption-groups.test.ts), so the panel and the workbook show them all.
 */
export const ASSUMPTION_GROUPS = [
  {
    id: "scenarios",
    names: ["F_V_PESSIMISTIC", "F_S_PESSIMISTIC", "F_V_OPTIMISTIC", "F_S_OPTIMISTIC"],
  },
  {
    id: "pay",
    names: [
      "SAL_CHEF",
      "SAL_DISH",
      "SAL_BAR",
      "SAL_FLOOR",
      "MPF_RATE",
      "MPF_CAP",
      "RELIEF_FACTOR",
      "EC_INS_PCT",
      "SP_LSP_PROVISION_PCT",
      "SMW",
      "SMW_DAYS_PER_MONTH",
      "SMW_HOURS_PER_DAY",
    ],
  },
  {
    id: "staffing",
    names: [
      "C_CHEF",
      "C_CHEF_LIGHT",
      "C_DISH",
      "C_BAR",
      "C_FLOOR",
      "C_FLOOR_KIOSK",
      "FOH_AREA_PER_FLOOR_STAFF",
    ],
  },
  {
    id: "sales",
    names: [
      "FOOD_COST_PCT",
      "ONLINE_PURCH_PCT",
      "MARKETING_PCT",
      "REPAIR_PCT",
      "REPAIR_MIN_PSF",
      "CARD_SHARE",
      "CARD_SHARE_KIOSK",
      "CARD_FEE_PCT",
    ],
  },
  {
    id: "capacity",
    names: ["DAYS_PER_MONTH", "FOH_SHARE", "FOH_SHARE_LIGHT", "AREA_PER_SEAT", "MAX_TURNS_PER_DAY"],
  },
  {
    id: "premises",
    names: [
      "UTIL_RATE",
      "UTIL_RATE_LIGHT",
      "UTIL_FIXED_SHARE",
      "FITOUT_PSF",
      "FITOUT_PSF_LIGHT",
      "DEPR_MONTHS",
      "RATES_PCT_OF_RENT",
      "OTHER_INSURANCE_YR",
    ],
  },
  {
    id: "platforms",
    names: [
      "BOOK_SUB",
      "BOOK_SHARE",
      "BOOK_SHARE_LIGHT",
      "BOOK_FEE_PER_COVER",
      "LISTING_FEE",
      "KIOSK_SUB",
      "KIOSK_CAPEX",
      "KIOSK_PER_VISITORS",
    ],
  },
  {
    id: "licence",
    names: [
      "LICENCE_FEE_YR_100",
      "LICENCE_FEE_YR_150",
      "LICENCE_FEE_YR_200",
      "LICENCE_FEE_YR_250",
      "LICENCE_FEE_YR_300",
      "LICENCE_FEE_STEP_ABOVE_300",
      "LICENCE_FEE_YR_LIGHT",
    ],
  },
  {
    id: "admin",
    names: [
      "ADMIN_BASE",
      "AUDIT_FEE_YR_SMALL",
      "AUDIT_FEE_YR_MEDIUM",
      "AUDIT_FEE_YR_LARGE",
      "AUDIT_SMALL_MAX_REVENUE_YR",
      "AUDIT_MEDIUM_MAX_REVENUE_YR",
    ],
  },
] as const satisfies readonly { id: string; names: readonly AssumptionName[] }[];

export type AssumptionGroupId = (typeof ASSUMPTION_GROUPS)[number]["id"];
