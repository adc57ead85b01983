import type { IsoDate, SourceId } from "./sources.ts";

/**
 * Every tunable number of the forecast model (docs/forecast-model.md §5.1–§5.5), each with its
 * default, unit and sources, kept in one table so a value can never lose its provenance.
 *
 * Percentages (unit "%") are stored as fractions: 0.3 means 30%. The UI multiplies by 100 to show them.
 * Light-food and kiosk variants are separate constants (`*_LIGHT`, `*_KIOSK`) that replace their base
 * constant when the input flag is set, so each can be edited on its own.
 *
 * This file is also the forecast's one dated record of Hong Kong law (spec §5.8 item 8): every value
 * set by statute says when it took effect, when it is next due to change and which official source
 * says so (`statutory`), and STATUTORY_FACTS holds the statutory figures the model depends on without
 * taking them as inputs. Every entry must declare `statutory`, so a new constant cannot skip the
 * question. Law in force as checked on STATUTORY_AS_OF.
 */

/** The day the statutory values below were last checked against their official sources. */
export const STATUTORY_AS_OF: IsoDate = "2026-11-22";

/** When a value set by law took effect, and when it is next due to change. */
export interface StatutoryDating {
  readonly effectiveFrom: IsoDate;
  /** The next scheduled change (the SMW's next annual review rate, the next added holiday), or null. */
  readonly nextChangeDue: IsoDate | null;
  /** The value from `nextChangeDue`, when the law already fixes it (16 statutory holidays in 2028). */
  readonly nextValue?: number;
  /**
   * A review under way whose outcome is not yet announced: the MPFA's 2022–26 review of the
   * relevant income levels, its report to the Government due in mid-2026 (review 2 P7).
   */
  readonly underReview?: "mpfaRelevantIncome2026";
}

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
  /** Section of docs/forecast-model.md that defines the constant. */
  readonly section: "5.1" | "5.2" | "5.3" | "5.4" | "5.5" | "5.8" | "F7";
  /** Set on variants: the constant this one replaces when `appliesWhen` holds. */
  readonly replaces?: string;
  readonly appliesWhen?: AssumptionCondition;
  /** Divisors and counts that must stay above zero; everything else may be zero. */
  readonly positive: boolean;
  /** Set when the value is fixed by law: its dates. Null for estimates, market figures and conventions. */
  readonly statutory: StatutoryDating | null;
}

interface Entry extends AssumptionMeta {
  readonly value: number;
}

const TABLE = {
  // §5.1 conventions
  DAYS_PER_MONTH: {
    value: 30,
    unit: "days/month",
    sources: ["A"],
    section: "5.1",
    positive: true,
    statutory: null,
  },

  // §5.3 constants
  FOOD_COST_PCT: {
    value: 0.3,
    unit: "%",
    sources: ["SPEC", "S14"],
    section: "5.3",
    positive: false,
    statutory: null,
  },
  SAL_CHEF: {
    value: 22_000,
    unit: "HKD/FTE/month",
    sources: ["S6", "A"],
    section: "5.3",
    positive: false,
    statutory: null,
  },
  // No dishwasher pay figure better than a 2023 forum repost was found, so it is our estimate: above
  // the SMW floor, as a shortage role pays, and below floor staff (decision 038).
  SAL_DISH: {
    value: 17_000,
    unit: "HKD/FTE/month",
    sources: ["A"],
    section: "5.3",
    positive: false,
    statutory: null,
  },
  SAL_BAR: {
    value: 17_000,
    unit: "HKD/FTE/month",
    sources: ["A"],
    section: "5.3",
    positive: false,
    statutory: null,
  },
  SAL_FLOOR: {
    value: 16_000,
    unit: "HKD/FTE/month",
    sources: ["S6", "A"],
    section: "5.3",
    positive: false,
    statutory: null,
  },
  // The first rate under the annual review; the next rate is due on 1 May 2027.
  SMW: {
    value: 43.1,
    unit: "HKD/h",
    sources: ["S33"],
    section: "5.3",
    positive: false,
    statutory: { effectiveFrom: "2026-05-01", nextChangeDue: "2027-05-01" },
  },
  // 5% since the MPF system began. The relevant-income levels (MPF_CAP, MPF_RI_*) are reviewed at
  // least every four years [S3]; the 2022–26 review is under way, with proposals to raise both
  // levels but none adopted (review 2 P7).
  MPF_RATE: {
    value: 0.05,
    unit: "%",
    sources: ["S1"],
    section: "5.3",
    positive: false,
    statutory: { effectiveFrom: "2000-12-01", nextChangeDue: null },
  },
  // 5% of the maximum relevant income, HK$30,000 since 1 Jun 2014.
  MPF_CAP: {
    value: 1_500,
    unit: "HKD/employee/month",
    sources: ["S1"],
    section: "5.3",
    positive: false,
    statutory: {
      effectiveFrom: "2014-06-01",
      nextChangeDue: null,
      underReview: "mpfaRelevantIncome2026",
    },
  },
  // A position open 365 days, over what one employee may work: 365 / (365 − 52 rest days − 15
  // statutory holidays in 2026 − 7 days' minimum annual leave) = 365 / 291 = 1.254, before sick leave.
  RELIEF_FACTOR: {
    value: 1.25,
    unit: "FTE/position",
    sources: ["S24", "S34", "A"],
    section: "5.3",
    positive: false,
    statutory: null,
  },
  EC_INS_PCT: {
    value: 0.025,
    unit: "%",
    sources: ["S23", "A"],
    section: "5.3",
    positive: false,
    statutory: null,
  },
  // §5.8 item 6. Shown beside the P&L, not in it (decision 031). Since 1 May 2025 MPF no longer
  // offsets SP/LSP [S25]. LSP accrues at 2/3 of a month's wages a year [S35], 5.6% of wages for a
  // long-serving employee; most catering staff leave before 5 years, so 1.5% [A].
  SP_LSP_PROVISION_PCT: {
    value: 0.015,
    unit: "%",
    sources: ["S35", "S25", "A"],
    section: "5.8",
    positive: false,
    statutory: null,
  },
  // Review 2 M13: two more costs the owner pays that the spec's P&L leaves out, shown beside it
  // and as lines of the projection template (decision 030). Rates are 5% of the rateable value
  // (Rating Ordinance, Cap. 116; usually the tenant's under a shop lease), and the rateable value is
  // the year's open-market rent, so 5% of the base rent is our proxy; government rent (3% of the
  // rateable value) is left to the owner, since most shop leases leave it with the landlord.
  RATES_PCT_OF_RENT: {
    value: 0.05,
    unit: "%",
    sources: ["A"],
    section: "5.8",
    positive: false,
    statutory: null,
  },
  // Public liability and fire/contents insurance for a small shop: premiums are quoted, not
  // published, so our estimate. Staff insurance (EC_INS_PCT) covers neither.
  OTHER_INSURANCE_YR: {
    value: 12_000,
    unit: "HKD/year",
    sources: ["A"],
    section: "5.8",
    positive: false,
    statutory: null,
  },
  UTIL_RATE: {
    value: 18,
    unit: "HKD/ft²/month",
    sources: ["S10", "S11", "S12", "A"],
    section: "5.3",
    positive: false,
    statutory: null,
  },
  UTIL_RATE_LIGHT: {
    value: 12,
    unit: "HKD/ft²/month",
    sources: ["S10", "S26", "A"],
    section: "5.3",
    replaces: "UTIL_RATE",
    appliesWhen: "lightFood",
    positive: false,
    statutory: null,
  },
  UTIL_FIXED_SHARE: {
    value: 0.8,
    unit: "%",
    sources: ["S13", "A"],
    section: "5.3",
    positive: false,
    statutory: null,
  },
  CARD_SHARE: {
    value: 0.7,
    unit: "%",
    sources: ["A"],
    section: "5.3",
    positive: false,
    statutory: null,
  },
  CARD_SHARE_KIOSK: {
    value: 0.9,
    unit: "%",
    sources: ["A"],
    section: "5.3",
    replaces: "CARD_SHARE",
    appliesWhen: "selfServiceKiosk",
    positive: false,
    statutory: null,
  },
  // Card-present rates are negotiated and not published; the articles found were content farms.
  CARD_FEE_PCT: {
    value: 0.02,
    unit: "%",
    sources: ["A"],
    section: "5.3",
    positive: false,
    statutory: null,
  },
  // OpenRice's booking service is paid but unpriced in public; the amount is our estimate.
  BOOK_SUB: {
    value: 500,
    unit: "HKD/month",
    sources: ["S27", "A"],
    section: "5.3",
    positive: false,
    statutory: null,
  },
  BOOK_SHARE: {
    value: 0.05,
    unit: "%",
    sources: ["A"],
    section: "5.3",
    positive: false,
    statutory: null,
  },
  BOOK_SHARE_LIGHT: {
    value: 0.02,
    unit: "%",
    sources: ["A"],
    section: "5.3",
    replaces: "BOOK_SHARE",
    appliesWhen: "lightFood",
    positive: false,
    statutory: null,
  },
  // No Hong Kong per-customer booking fee is published (the spec's US prices of 2012 are dropped).
  BOOK_FEE_PER_COVER: {
    value: 5,
    unit: "HKD/cover",
    sources: ["A"],
    section: "5.3",
    positive: false,
    statutory: null,
  },
  LISTING_FEE: {
    value: 1_000,
    unit: "HKD/month",
    sources: ["S27", "A"],
    section: "5.3",
    positive: false,
    statutory: null,
  },
  ADMIN_BASE: {
    value: 4_000,
    unit: "HKD/month",
    sources: ["A"],
    section: "5.3",
    positive: false,
    statutory: null,
  },
  // FEHD's general restaurant licence fee by floor-area band (fee table in force since 19 Jul 2013,
  // as two licensing advisers tabulate it [S37][S38]; banding per the LegCo reply [S36]). Each
  // LICENCE_FEE_YR_<m²> is the yearly fee up to that floor area; licenceFeeYear() picks the band.
  LICENCE_FEE_YR_100: {
    value: 2_520,
    unit: "HKD/year",
    sources: ["S37", "S38", "S36"],
    section: "5.3",
    positive: false,
    statutory: null,
  },
  LICENCE_FEE_YR_150: {
    value: 3_140,
    unit: "HKD/year",
    sources: ["S37", "S36"],
    section: "5.3",
    positive: false,
    statutory: null,
  },
  LICENCE_FEE_YR_200: {
    value: 4_410,
    unit: "HKD/year",
    sources: ["S37", "S38", "S36"],
    section: "5.3",
    positive: false,
    statutory: null,
  },
  LICENCE_FEE_YR_250: {
    value: 5_650,
    unit: "HKD/year",
    sources: ["S37", "S38", "S36"],
    section: "5.3",
    positive: false,
    statutory: null,
  },
  LICENCE_FEE_YR_300: {
    value: 6_860,
    unit: "HKD/year",
    sources: ["S37", "S36"],
    section: "5.3",
    positive: false,
    statutory: null,
  },
  // The sources list the bands band by band only to 300 m². Above that we add the last listed step
  // (6,860 − 5,650) for every further 50 m² or part: our estimate, which lands within 3% of the
  // ranges one adviser gives for larger shops (11,970 at 500 m², 23,900 at 1,000 m² [S38]).
  LICENCE_FEE_STEP_ABOVE_300: {
    value: 1_210,
    unit: "HKD/year",
    sources: ["S38", "A"],
    section: "5.3",
    positive: false,
    statutory: null,
  },
  LICENCE_FEE_YR_LIGHT: {
    value: 1_810,
    unit: "HKD/year",
    sources: ["S26"],
    section: "5.3",
    replaces: "LICENCE_FEE_YR_100",
    appliesWhen: "lightFood",
    positive: false,
    statutory: null,
  },
  KIOSK_SUB: {
    value: 300,
    unit: "HKD/kiosk/month",
    sources: ["A"],
    section: "5.3",
    positive: false,
    statutory: null,
  },
  KIOSK_CAPEX: {
    value: 25_000,
    unit: "HKD/kiosk",
    sources: ["A"],
    section: "5.3",
    positive: false,
    statutory: null,
  },
  KIOSK_PER_VISITORS: {
    value: 200,
    unit: "visitors/day",
    sources: ["A"],
    section: "5.3",
    positive: true,
    statutory: null,
  },
  ONLINE_PURCH_PCT: {
    value: 0.015,
    unit: "%",
    sources: ["A"],
    section: "5.3",
    positive: false,
    statutory: null,
  },
  // The spec gives AUDIT_FEE_YR as three revenue bands; the band edges are editable too.
  AUDIT_FEE_YR_SMALL: {
    value: 12_000,
    unit: "HKD/year",
    sources: ["S22", "A"],
    section: "5.3",
    positive: false,
    statutory: null,
  },
  AUDIT_FEE_YR_MEDIUM: {
    value: 25_000,
    unit: "HKD/year",
    sources: ["S22", "A"],
    section: "5.3",
    positive: false,
    statutory: null,
  },
  AUDIT_FEE_YR_LARGE: {
    value: 45_000,
    unit: "HKD/year",
    sources: ["S22", "A"],
    section: "5.3",
    positive: false,
    statutory: null,
  },
  AUDIT_SMALL_MAX_REVENUE_YR: {
    value: 5_000_000,
    unit: "HKD/year",
    sources: ["S22"],
    section: "5.3",
    positive: false,
    statutory: null,
  },
  AUDIT_MEDIUM_MAX_REVENUE_YR: {
    value: 20_000_000,
    unit: "HKD/year",
    sources: ["S22"],
    section: "5.3",
    positive: false,
    statutory: null,
  },
  REPAIR_PCT: {
    value: 0.01,
    unit: "%",
    sources: ["A"],
    section: "5.3",
    positive: false,
    statutory: null,
  },
  REPAIR_MIN_PSF: {
    value: 1.5,
    unit: "HKD/ft²/month",
    sources: ["A"],
    section: "5.3",
    positive: false,
    statutory: null,
  },
  MARKETING_PCT: {
    value: 0.02,
    unit: "%",
    sources: ["A"],
    section: "5.3",
    positive: false,
    statutory: null,
  },
  FITOUT_PSF: {
    value: 1_200,
    unit: "HKD/ft²",
    sources: ["A"],
    section: "5.3",
    positive: false,
    statutory: null,
  },
  FITOUT_PSF_LIGHT: {
    value: 800,
    unit: "HKD/ft²",
    sources: ["S26", "A"],
    section: "5.3",
    replaces: "FITOUT_PSF",
    appliesWhen: "lightFood",
    positive: false,
    statutory: null,
  },
  DEPR_MONTHS: {
    value: 36,
    unit: "months",
    sources: ["S20", "A"],
    section: "5.3",
    positive: true,
    statutory: null,
  },
  FOH_SHARE: {
    value: 0.65,
    unit: "%",
    sources: ["S26", "A"],
    section: "5.3",
    positive: false,
    statutory: null,
  },
  FOH_SHARE_LIGHT: {
    value: 0.75,
    unit: "%",
    sources: ["S26", "A"],
    section: "5.3",
    replaces: "FOH_SHARE",
    appliesWhen: "lightFood",
    positive: false,
    statutory: null,
  },
  // ≈ 1.4 m² a seat: a common planning figure, but the only source found was a blog, so our estimate.
  AREA_PER_SEAT: {
    value: 15,
    unit: "ft²/seat",
    sources: ["A"],
    section: "5.3",
    positive: true,
    statutory: null,
  },

  // §5.4 staffing drivers
  C_CHEF: {
    value: 130,
    unit: "covers/day",
    sources: ["A"],
    section: "5.4",
    positive: true,
    statutory: null,
  },
  C_CHEF_LIGHT: {
    value: 200,
    unit: "covers/day",
    sources: ["S26", "A"],
    section: "5.4",
    replaces: "C_CHEF",
    appliesWhen: "lightFood",
    positive: true,
    statutory: null,
  },
  C_DISH: {
    value: 400,
    unit: "covers/day",
    sources: ["A"],
    section: "5.4",
    positive: true,
    statutory: null,
  },
  C_BAR: {
    value: 400,
    unit: "covers/day",
    sources: ["A"],
    section: "5.4",
    positive: true,
    statutory: null,
  },
  C_FLOOR: {
    value: 90,
    unit: "covers/day",
    sources: ["A"],
    section: "5.4",
    positive: true,
    statutory: null,
  },
  C_FLOOR_KIOSK: {
    value: 130,
    unit: "covers/day",
    sources: ["S31", "A"],
    section: "5.4",
    replaces: "C_FLOOR",
    appliesWhen: "selfServiceKiosk",
    positive: true,
    statutory: null,
  },
  FOH_AREA_PER_FLOOR_STAFF: {
    value: 500,
    unit: "ft²",
    sources: ["A"],
    section: "5.4",
    positive: true,
    statutory: null,
  },

  // §5.5 scenario factors (neutral is 1 by definition)
  F_V_PESSIMISTIC: {
    value: 0.8,
    unit: "factor",
    sources: ["S30", "A"],
    section: "5.5",
    positive: false,
    statutory: null,
  },
  F_S_PESSIMISTIC: {
    value: 0.95,
    unit: "factor",
    sources: ["S30", "A"],
    section: "5.5",
    positive: false,
    statutory: null,
  },
  F_V_OPTIMISTIC: {
    value: 1.15,
    unit: "factor",
    sources: ["A"],
    section: "5.5",
    positive: false,
    statutory: null,
  },
  F_S_OPTIMISTIC: {
    value: 1.05,
    unit: "factor",
    sources: ["A"],
    section: "5.5",
    positive: false,
    statutory: null,
  },

  // §5.2 capacity check
  MAX_TURNS_PER_DAY: {
    value: 10,
    unit: "turns/day",
    sources: ["A"],
    section: "5.2",
    positive: false,
    statutory: null,
  },

  // F7: the SMW becomes a monthly floor for the salary check
  SMW_DAYS_PER_MONTH: {
    value: 26,
    unit: "days/month",
    sources: ["S24", "A"],
    section: "F7",
    positive: false,
    statutory: null,
  },
  SMW_HOURS_PER_DAY: {
    value: 10,
    unit: "hours/day",
    sources: ["S9", "A"],
    section: "F7",
    positive: false,
    statutory: null,
  },
} as const satisfies Record<string, Entry>;

export type AssumptionName = keyof typeof TABLE;

export interface StatutoryFact {
  readonly value: number;
  readonly unit: "HKD/month" | "days/year";
  readonly sources: readonly SourceId[];
  readonly statutory: StatutoryDating;
}

/**
 * Statutory figures the model rests on but does not take as inputs: MPF_CAP is MPF_RATE ×
 * MPF_RI_MAX, and RELIEF_FACTOR counts STATUTORY_HOLIDAYS.
 */
export const STATUTORY_FACTS = {
  // Below it the employee contributes nothing; the employer still pays 5%.
  MPF_RI_MIN: {
    value: 7_100,
    unit: "HKD/month",
    sources: ["S1", "S2", "S3"],
    statutory: {
      effectiveFrom: "2014-11-01",
      nextChangeDue: null,
      underReview: "mpfaRelevantIncome2026",
    },
  },
  MPF_RI_MAX: {
    value: 30_000,
    unit: "HKD/month",
    sources: ["S1", "S3"],
    statutory: {
      effectiveFrom: "2014-06-01",
      nextChangeDue: null,
      underReview: "mpfaRelevantIncome2026",
    },
  },
  // 12 before 2022, rising to 17 by 2030: Easter Monday from 2026, Good Friday from 2028.
  STATUTORY_HOLIDAYS: {
    value: 15,
    unit: "days/year",
    sources: ["S34"],
    statutory: { effectiveFrom: "2026-01-01", nextChangeDue: "2028-01-01", nextValue: 16 },
  },
} as const satisfies Record<string, StatutoryFact>;

export type StatutoryFactName = keyof typeof STATUTORY_FACTS;

/** Every value fixed by law, editable constant or fact, with its dates and sources. */
export const STATUTORY_VALUES: readonly {
  readonly name: AssumptionName | StatutoryFactName;
  readonly value: number;
  readonly sources: readonly SourceId[];
  readonly statutory: StatutoryDating;
}[] = Object.freeze([
  ...Object.entries(TABLE as Record<AssumptionName, Entry>).flatMap(([name, entry]) =>
    entry.statutory === null
      ? []
      : [
          {
            name: name as AssumptionName,
            value: entry.value,
            sources: entry.sources,
            statutory: entry.statutory,
          },
        ],
  ),
  ...Object.entries(STATUTORY_FACTS as Record<StatutoryFactName, StatutoryFact>).map(
    ([name, fact]) => ({
      name: name as StatutoryFactName,
      value: fact.value,
      sources: fact.sources,
      statutory: fact.statutory,
    }),
  ),
]);
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
