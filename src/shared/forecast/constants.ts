import type { SourceId } from "./sources.ts";

/**
 * Every tunable number of the forecast model (forecast-model.md §5.1–§5.5), each with its default,
 * unit and sources, kept in one table so a value can never lose its provenance.
 *
 * Percentages (unit "%") are stored as fractions: 0.3 means 30%. The UI multiplies by 100 to show them.
 * Light-food and kiosk variants are separate constants (`*_LIGHT`, `*_KIOSK`) that replace their base
 * constant when the input flag is set, so each can be edited on its own.
 */

export type AssumptionUnit =
  | "%"
  | "factor"
  | "HKD/month"
  | "HKD/year"
  | "HKD/FTE/month"
  | "HKD/employee/month"
  | "HKD/h"
  | "HKD/ft²/month"
  | "HKD/ft²"
  | "HKD/kiosk/month"
  | "HKD/kiosk"
  | "HKD/cover"
  | "FTE/position"
  | "covers/day"
  | "visitors/day"
  | "ft²"
  | "ft²/seat"
  | "turns/day"
  | "days/month"
  | "hours/day"
  | "months";

/** The input flag under which a variant constant replaces its base constant. */
export type AssumptionCondition = "lightFood" | "selfServiceKiosk";

export interface AssumptionMeta {
  readonly unit: AssumptionUnit;
  readonly sources: readonly SourceId[];
  /** Section of forecast-model.md that defines the constant. */
  readonly section: "5.1" | "5.2" | "5.3" | "5.4" | "5.5" | "F7";
  /** Set on variants: the constant this one replaces when `appliesWhen` holds. */
  readonly replaces?: string;
  readonly appliesWhen?: AssumptionCondition;
  /** Divisors and counts that must stay above zero; everything else may be zero. */
  readonly positive: boolean;
}

interface Entry extends AssumptionMeta {
  readonly value: number;
}

const TABLE = {
  // §5.1 conventions
  DAYS_PER_MONTH: { value: 30, unit: "days/month", sources: ["A"], section: "5.1", positive: true },

  // §5.3 constants
  FOOD_COST_PCT: {
    value: 0.3,
    unit: "%",
    sources: ["SPEC", "S14"],
    section: "5.3",
    positive: false,
  },
  SAL_CHEF: {
    value: 22_000,
    unit: "HKD/FTE/month",
    sources: ["S6", "A"],
    section: "5.3",
    positive: false,
  },
  SAL_DISH: {
    value: 17_000,
    unit: "HKD/FTE/month",
    sources: ["S7", "A"],
    section: "5.3",
    positive: false,
  },
  SAL_BAR: {
    value: 17_000,
    unit: "HKD/FTE/month",
    sources: ["A"],
    section: "5.3",
    positive: false,
  },
  SAL_FLOOR: {
    value: 16_000,
    unit: "HKD/FTE/month",
    sources: ["S6", "A"],
    section: "5.3",
    positive: false,
  },
  SMW: { value: 43.1, unit: "HKD/h", sources: ["S5", "S4"], section: "5.3", positive: false },
  MPF_RATE: { value: 0.05, unit: "%", sources: ["S1"], section: "5.3", positive: false },
  MPF_CAP: {
    value: 1_500,
    unit: "HKD/employee/month",
    sources: ["S1"],
    section: "5.3",
    positive: false,
  },
  RELIEF_FACTOR: {
    value: 1.2,
    unit: "FTE/position",
    sources: ["S24", "A"],
    section: "5.3",
    positive: false,
  },
  EC_INS_PCT: { value: 0.025, unit: "%", sources: ["S23", "A"], section: "5.3", positive: false },
  UTIL_RATE: {
    value: 18,
    unit: "HKD/ft²/month",
    sources: ["S10", "S11", "S12", "A"],
    section: "5.3",
    positive: false,
  },
  UTIL_RATE_LIGHT: {
    value: 12,
    unit: "HKD/ft²/month",
    sources: ["S10", "S26", "A"],
    section: "5.3",
    replaces: "UTIL_RATE",
    appliesWhen: "lightFood",
    positive: false,
  },
  UTIL_FIXED_SHARE: {
    value: 0.8,
    unit: "%",
    sources: ["S13", "A"],
    section: "5.3",
    positive: false,
  },
  CARD_SHARE: { value: 0.7, unit: "%", sources: ["A"], section: "5.3", positive: false },
  CARD_SHARE_KIOSK: {
    value: 0.9,
    unit: "%",
    sources: ["S31", "A"],
    section: "5.3",
    replaces: "CARD_SHARE",
    appliesWhen: "selfServiceKiosk",
    positive: false,
  },
  CARD_FEE_PCT: { value: 0.02, unit: "%", sources: ["S29", "A"], section: "5.3", positive: false },
  BOOK_SUB: {
    value: 500,
    unit: "HKD/month",
    sources: ["S27", "S28", "A"],
    section: "5.3",
    positive: false,
  },
  BOOK_SHARE: { value: 0.05, unit: "%", sources: ["A"], section: "5.3", positive: false },
  BOOK_SHARE_LIGHT: {
    value: 0.02,
    unit: "%",
    sources: ["A"],
    section: "5.3",
    replaces: "BOOK_SHARE",
    appliesWhen: "lightFood",
    positive: false,
  },
  BOOK_FEE_PER_COVER: {
    value: 5,
    unit: "HKD/cover",
    sources: ["S28", "A"],
    section: "5.3",
    positive: false,
  },
  LISTING_FEE: {
    value: 1_000,
    unit: "HKD/month",
    sources: ["S27", "A"],
    section: "5.3",
    positive: false,
  },
  ADMIN_BASE: { value: 4_000, unit: "HKD/month", sources: ["A"], section: "5.3", positive: false },
  LICENCE_FEE_YR: {
    value: 5_000,
    unit: "HKD/year",
    sources: ["A"],
    section: "5.3",
    positive: false,
  },
  LICENCE_FEE_YR_LIGHT: {
    value: 1_810,
    unit: "HKD/year",
    sources: ["S26"],
    section: "5.3",
    replaces: "LICENCE_FEE_YR",
    appliesWhen: "lightFood",
    positive: false,
  },
  KIOSK_SUB: {
    value: 300,
    unit: "HKD/kiosk/month",
    sources: ["A"],
    section: "5.3",
    positive: false,
  },
  KIOSK_CAPEX: {
    value: 25_000,
    unit: "HKD/kiosk",
    sources: ["A"],
    section: "5.3",
    positive: false,
  },
  KIOSK_PER_VISITORS: {
    value: 200,
    unit: "visitors/day",
    sources: ["A"],
    section: "5.3",
    positive: true,
  },
  ONLINE_PURCH_PCT: {
    value: 0.015,
    unit: "%",
    sources: ["S32", "A"],
    section: "5.3",
    positive: false,
  },
  // The spec gives AUDIT_FEE_YR as three revenue bands; the band edges are editable too.
  AUDIT_FEE_YR_SMALL: {
    value: 12_000,
    unit: "HKD/year",
    sources: ["S22", "A"],
    section: "5.3",
    positive: false,
  },
  AUDIT_FEE_YR_MEDIUM: {
    value: 25_000,
    unit: "HKD/year",
    sources: ["S22", "A"],
    section: "5.3",
    positive: false,
  },
  AUDIT_FEE_YR_LARGE: {
    value: 45_000,
    unit: "HKD/year",
    sources: ["S22", "A"],
    section: "5.3",
    positive: false,
  },
  AUDIT_SMALL_MAX_REVENUE_YR: {
    value: 5_000_000,
    unit: "HKD/year",
    sources: ["S22"],
    section: "5.3",
    positive: false,
  },
  AUDIT_MEDIUM_MAX_REVENUE_YR: {
    value: 20_000_000,
    unit: "HKD/year",
    sources: ["S22"],
    section: "5.3",
    positive: false,
  },
  REPAIR_PCT: { value: 0.01, unit: "%", sources: ["A"], section: "5.3", positive: false },
  REPAIR_MIN_PSF: {
    value: 1.5,
    unit: "HKD/ft²/month",
    sources: ["A"],
    section: "5.3",
    positive: false,
  },
  MARKETING_PCT: { value: 0.02, unit: "%", sources: ["A"], section: "5.3", positive: false },
  FITOUT_PSF: { value: 1_200, unit: "HKD/ft²", sources: ["A"], section: "5.3", positive: false },
  FITOUT_PSF_LIGHT: {
    value: 800,
    unit: "HKD/ft²",
    sources: ["S26", "A"],
    section: "5.3",
    replaces: "FITOUT_PSF",
    appliesWhen: "lightFood",
    positive: false,
  },
  DEPR_MONTHS: { value: 36, unit: "months", sources: ["S20", "A"], section: "5.3", positive: true },
  FOH_SHARE: { value: 0.65, unit: "%", sources: ["S26", "A"], section: "5.3", positive: false },
  FOH_SHARE_LIGHT: {
    value: 0.75,
    unit: "%",
    sources: ["S26", "A"],
    section: "5.3",
    replaces: "FOH_SHARE",
    appliesWhen: "lightFood",
    positive: false,
  },
  AREA_PER_SEAT: {
    value: 15,
    unit: "ft²/seat",
    sources: ["S32", "A"],
    section: "5.3",
    positive: true,
  },

  // §5.4 staffing drivers
  C_CHEF: { value: 130, unit: "covers/day", sources: ["A"], section: "5.4", positive: true },
  C_CHEF_LIGHT: {
    value: 200,
    unit: "covers/day",
    sources: ["S26", "A"],
    section: "5.4",
    replaces: "C_CHEF",
    appliesWhen: "lightFood",
    positive: true,
  },
  C_DISH: { value: 400, unit: "covers/day", sources: ["A"], section: "5.4", positive: true },
  C_BAR: { value: 400, unit: "covers/day", sources: ["A"], section: "5.4", positive: true },
  C_FLOOR: { value: 90, unit: "covers/day", sources: ["S32", "A"], section: "5.4", positive: true },
  C_FLOOR_KIOSK: {
    value: 130,
    unit: "covers/day",
    sources: ["S31", "A"],
    section: "5.4",
    replaces: "C_FLOOR",
    appliesWhen: "selfServiceKiosk",
    positive: true,
  },
  FOH_AREA_PER_FLOOR_STAFF: {
    value: 500,
    unit: "ft²",
    sources: ["A"],
    section: "5.4",
    positive: true,
  },

  // §5.5 scenario factors (neutral is 1 by definition)
  F_V_PESSIMISTIC: {
    value: 0.8,
    unit: "factor",
    sources: ["S30", "A"],
    section: "5.5",
    positive: false,
  },
  F_S_PESSIMISTIC: {
    value: 0.95,
    unit: "factor",
    sources: ["S30", "A"],
    section: "5.5",
    positive: false,
  },
  F_V_OPTIMISTIC: { value: 1.15, unit: "factor", sources: ["A"], section: "5.5", positive: false },
  F_S_OPTIMISTIC: { value: 1.05, unit: "factor", sources: ["A"], section: "5.5", positive: false },

  // §5.2 capacity check
  MAX_TURNS_PER_DAY: {
    value: 10,
    unit: "turns/day",
    sources: ["A"],
    section: "5.2",
    positive: false,
  },

  // F7: the SMW becomes a monthly floor for the salary check
  SMW_DAYS_PER_MONTH: {
    value: 26,
    unit: "days/month",
    sources: ["S24", "A"],
    section: "F7",
    positive: false,
  },
  SMW_HOURS_PER_DAY: {
    value: 10,
    unit: "hours/day",
    sources: ["S9", "A"],
    section: "F7",
    positive: false,
  },
} as const satisfies Record<string, Entry>;

export type AssumptionName = keyof typeof TABLE;
export type ForecastAssumptions = { readonly [K in AssumptionName]: number };
/** Overrides by name; missing or undefined entries keep the default. */
export type AssumptionOverrides = { readonly [K in AssumptionName]?: number | undefined };

export const ASSUMPTION_NAMES = Object.freeze(Object.keys(TABLE) as AssumptionName[]);

function pick<T>(get: (entry: Entry) => T): { readonly [K in AssumptionName]: T } {
  const out = {} as { [K in AssumptionName]: T };
  for (const name of ASSUMPTION_NAMES) out[name] = get(TABLE[name]);
  // Adding this many keys one by one leaves V8 with a slow dictionary object; the spread copy is a
  // fast one, which makes every forecast several times quicker.
  return Object.freeze({ ...out });
}

export const DEFAULT_ASSUMPTIONS: ForecastAssumptions = pick((e) => e.value);

export const ASSUMPTION_META: { readonly [K in AssumptionName]: AssumptionMeta } = pick(
  ({ value: _value, ...meta }) => Object.freeze(meta),
);

/** Defaults with the given overrides on top; an override of `undefined` keeps the default. */
export function resolveAssumptions(overrides?: AssumptionOverrides): ForecastAssumptions {
  if (overrides === undefined) return DEFAULT_ASSUMPTIONS;
  const out: { [K in AssumptionName]: number } = { ...DEFAULT_ASSUMPTIONS };
  for (const name of ASSUMPTION_NAMES) {
    const value = overrides[name];
    if (value !== undefined) out[name] = value;
  }
  return out;
}
