import { describe, expect, it } from "vitest";
import {
  ASSUMPTION_META,
  ASSUMPTION_NAMES,
  DEFAULT_ASSUMPTIONS,
  resolveAssumptions,
} from "./constants.ts";
import { FORECAST_SOURCES } from "./sources.ts";

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
      RELIEF_FACTOR: 1.2,
      EC_INS_PCT: 0.025,
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
      LICENCE_FEE_YR: 5_000,
      LICENCE_FEE_YR_LIGHT: 1_810,
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
