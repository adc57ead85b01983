import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../i18n/languages.ts";
import { MESSAGES } from "../i18n/messages/index.ts";
import {
  ASSUMPTION_META,
  ASSUMPTION_NAMES,
  DEFAULT_ASSUMPTIONS,
  resolveAssumptions,
  STATUTORY_AS_OF,
  STATUTORY_FACTS,
  STATUTORY_VALUES,
} from "./constants.ts";
import { FORECAST_SOURCES, type SourceId } from "./sources.ts";
import { statutoryStatus } from "./statutory-text.ts";

const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const isRealDate = (iso: string) =>
  ISO_DATE.test(iso) && new Date(`${iso}T00:00:00Z`).toISOString().startsWith(iso);

// Values that Hong Kong law sets. A constant or fact named here must carry its dates and an official
// source; add to this list whenever a statutory figure joins the model.
const KNOWN_STATUTORY = [
  "SMW",
  "MPF_RATE",
  "MPF_CAP",
  "MPF_RI_MIN",
  "MPF_RI_MAX",
  "STATUTORY_HOLIDAYS",
] as const;
// Names that look statutory (minimum wage, MPF, holidays, leave, severance) but are estimates.
const STATUTORY_LOOKING_ESTIMATES = [
  "SMW_DAYS_PER_MONTH",
  "SMW_HOURS_PER_DAY",
  "SP_LSP_PROVISION_PCT",
] as const;

describe("constants", () => {
  it("have metadata with a unit and at least one known source for every default", () => {
    expect(Object.keys(ASSUMPTION_META).sort()).toEqual(Object.keys(DEFAULT_ASSUMPTIONS).sort());
    for (const name of ASSUMPTION_NAMES) {
      const meta = ASSUMPTION_META[name];
      expect(meta.unit, name).toBeTruthy();
      expect(meta.sources.length, name).toBeGreaterThan(0);
      for (const source of meta.sources) expect(FORECAST_SOURCES, name).toHaveProperty(source);
    }
  });

  it("name an existing base constant and a condition for every variant", () => {
    for (const name of ASSUMPTION_NAMES) {
      const meta = ASSUMPTION_META[name];
      expect(meta.replaces === undefined, name).toBe(meta.appliesWhen === undefined);
      if (meta.replaces !== undefined) {
        expect(ASSUMPTION_NAMES, name).toContain(meta.replaces);
        expect(ASSUMPTION_META[meta.replaces as keyof typeof ASSUMPTION_META].unit).toBe(meta.unit);
      }
    }
  });

  it("keep the spec's §5.3 defaults", () => {
    expect(DEFAULT_ASSUMPTIONS).toMatchObject({
      FOOD_COST_PCT: 0.3,
      SAL_CHEF: 22_000,
      SAL_DISH: 17_000,
      SAL_BAR: 17_000,
      SAL_FLOOR: 16_000,
      SMW: 43.1,
      MPF_RATE: 0.05,
      MPF_CAP: 1_500,
      RELIEF_FACTOR: 1.25,
      EC_INS_PCT: 0.025,
      SP_LSP_PROVISION_PCT: 0.015,
      UTIL_RATE: 18,
      UTIL_RATE_LIGHT: 12,
      UTIL_FIXED_SHARE: 0.8,
      CARD_SHARE: 0.7,
      CARD_SHARE_KIOSK: 0.9,
      CARD_FEE_PCT: 0.02,
      BOOK_SUB: 500,
      BOOK_SHARE: 0.05,
      BOOK_SHARE_LIGHT: 0.02,
      BOOK_FEE_PER_COVER: 5,
      LISTING_FEE: 1_000,
      ADMIN_BASE: 4_000,
      LICENCE_FEE_YR_100: 2_520,
      LICENCE_FEE_YR_150: 3_140,
      LICENCE_FEE_YR_200: 4_410,
      LICENCE_FEE_YR_250: 5_650,
      LICENCE_FEE_YR_300: 6_860,
      LICENCE_FEE_STEP_ABOVE_300: 1_210,
      LICENCE_FEE_YR_LIGHT: 1_810,
      RATES_PCT_OF_RENT: 0.05,
      OTHER_INSURANCE_YR: 12_000,
      KIOSK_SUB: 300,
      KIOSK_CAPEX: 25_000,
      KIOSK_PER_VISITORS: 200,
      ONLINE_PURCH_PCT: 0.015,
      AUDIT_FEE_YR_SMALL: 12_000,
      AUDIT_FEE_YR_MEDIUM: 25_000,
      AUDIT_FEE_YR_LARGE: 45_000,
      REPAIR_PCT: 0.01,
      REPAIR_MIN_PSF: 1.5,
      MARKETING_PCT: 0.02,
      FITOUT_PSF: 1_200,
      FITOUT_PSF_LIGHT: 800,
      DEPR_MONTHS: 36,
      FOH_SHARE: 0.65,
      FOH_SHARE_LIGHT: 0.75,
      AREA_PER_SEAT: 15,
      DAYS_PER_MONTH: 30,
    });
  });

  it("resolve to the frozen defaults when nothing is overridden", () => {
    expect(resolveAssumptions()).toBe(DEFAULT_ASSUMPTIONS);
    expect(resolveAssumptions({ SMW: 44 })).toEqual({ ...DEFAULT_ASSUMPTIONS, SMW: 44 });
  });
});

describe("statutory values (review F2, F5)", () => {
  it("list every known statutory figure", () => {
    expect(STATUTORY_VALUES.map((v) => v.name).sort()).toEqual([...KNOWN_STATUTORY].sort());
  });

  it.each(STATUTORY_VALUES.map((v) => [v.name, v] as const))(
    "%s has an effective date, an official source read on a known day, and a next-change date or none",
    (_name, v) => {
      expect(isRealDate(v.statutory.effectiveFrom)).toBe(true);
      expect(v.statutory.effectiveFrom <= STATUTORY_AS_OF).toBe(true);
      if (v.statutory.nextChangeDue !== null) {
        expect(isRealDate(v.statutory.nextChangeDue)).toBe(true);
        expect(v.statutory.nextChangeDue > v.statutory.effectiveFrom).toBe(true);
      }
      const sources = v.sources.map((id: SourceId) => FORECAST_SOURCES[id]);
      expect(sources.some((source) => source.kind === "government")).toBe(true);
      for (const source of sources) expect(source.checked).not.toBeNull();
    },
  );

  it("are marked on every constant whose name says it is set by law", () => {
    // A new MPF_*, SMW*, *HOLIDAY* or *LEAVE* constant must be dated, or be listed as an estimate.
    const looksStatutory = /^(SMW|MPF_)|HOLIDAY|LEAVE|SEVERANCE|LSP/;
    for (const name of ASSUMPTION_NAMES) {
      if (!looksStatutory.test(name)) continue;
      if ((STATUTORY_LOOKING_ESTIMATES as readonly string[]).includes(name)) {
        expect(ASSUMPTION_META[name].statutory, name).toBeNull();
      } else {
        expect(ASSUMPTION_META[name].statutory, `${name} needs its dates`).not.toBeNull();
      }
    }
    for (const name of KNOWN_STATUTORY) {
      if (name in ASSUMPTION_META) {
        expect(
          ASSUMPTION_META[name as keyof typeof ASSUMPTION_META].statutory,
          name,
        ).not.toBeNull();
      }
    }
  });

  it("date the minimum wage of HK$43.1 from 1 May 2026 to the government's release, next due 1 May 2027", () => {
    expect(DEFAULT_ASSUMPTIONS.SMW).toBe(43.1);
    expect(ASSUMPTION_META.SMW.statutory).toEqual({
      effectiveFrom: "2026-05-01",
      nextChangeDue: "2027-05-01",
    });
    expect(ASSUMPTION_META.SMW.sources).toEqual(["S33"]);
    expect(FORECAST_SOURCES.S33.url).toMatch(/^https:\/\/www\.info\.gov\.hk\//);
    expect(FORECAST_SOURCES.S33.kind).toBe("government");
  });

  it("keep the MPF cap at 5% of the maximum relevant income", () => {
    expect(STATUTORY_FACTS.MPF_RI_MIN.value).toBe(7_100);
    expect(STATUTORY_FACTS.MPF_RI_MAX.value).toBe(30_000);
    expect(DEFAULT_ASSUMPTIONS.MPF_RATE * STATUTORY_FACTS.MPF_RI_MAX.value).toBe(
      DEFAULT_ASSUMPTIONS.MPF_CAP,
    );
  });

  it("show the MPF relevant income levels as under review, not as unchanged (review 2 P7)", () => {
    const iso = (d: string) => d;
    for (const statutory of [
      ASSUMPTION_META.MPF_CAP.statutory!,
      STATUTORY_FACTS.MPF_RI_MIN.statutory,
      STATUTORY_FACTS.MPF_RI_MAX.statutory,
    ]) {
      expect(statutoryStatus(statutory, iso).key).toBe("forecast.assumptions.inForceUnderReview");
    }
    // The 5% rate is not what the review is about.
    expect(statutoryStatus(ASSUMPTION_META.MPF_RATE.statutory!, iso).key).toBe(
      "forecast.assumptions.inForceNoChange",
    );
    expect(statutoryStatus(ASSUMPTION_META.SMW.statutory!, iso)).toEqual({
      key: "forecast.assumptions.inForce",
      params: { from: "2026-05-01", next: "2027-05-01" },
    });
    for (const language of LANGUAGES) {
      const messages = MESSAGES[language];
      expect(messages["forecast.assumptions.inForceUnderReview"], language).toMatch(/2026/);
      expect(messages["forecast.statutory.summary"], language).toMatch(/2026/);
      expect(messages["forecast.statutory.summary"], language).not.toMatch(/no change announced/);
    }
    expect(MESSAGES.en["forecast.assumptions.inForceUnderReview"]).toContain(
      "under review (MPFA report due mid-2026)",
    );
  });

  it("derive the 1.25 relief factor from 52 rest days, 15 holidays in 2026 and 7 days' leave", () => {
    expect(STATUTORY_FACTS.STATUTORY_HOLIDAYS.value).toBe(15);
    expect(STATUTORY_FACTS.STATUTORY_HOLIDAYS.statutory).toEqual({
      effectiveFrom: "2026-01-01",
      nextChangeDue: "2028-01-01",
      nextValue: 16,
    });
    const workDays = 365 - 52 - STATUTORY_FACTS.STATUTORY_HOLIDAYS.value - 7;
    expect(workDays).toBe(291);
    expect(Number((365 / workDays).toFixed(2))).toBe(DEFAULT_ASSUMPTIONS.RELIEF_FACTOR);
  });

  it("no longer cite blogs or superseded rates for the minimum wage", () => {
    expect(FORECAST_SOURCES).not.toHaveProperty("S4");
    expect(FORECAST_SOURCES).not.toHaveProperty("S5");
  });
});
