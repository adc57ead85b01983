import { describe, expect, it } from "vitest";
import {
  assumptionOverridesSchema,
  FORECAST_VALIDATION,
  forecastInputSchema,
} from "./forecast-input-schema.ts";
import { FORECAST_INPUT_BOUNDS, NUMERIC_INPUTS, type NumericInput } from "./input-bounds.ts";
import type { ForecastInput } from "./types.ts";

const VALID_FORM = {
  floorArea: "1000",
  baseRent: "120000",
  managementFee: "8000",
  perCapitaSpend: "80",
  dailyVisitors: "400",
  turnoverRentPercent: "10",
  selfServiceKiosk: false,
  lightFood: false,
};

/** The message keys reported for one field when the rest of the form is valid. */
function messagesFor(field: string, value: unknown): string[] {
  const result = forecastInputSchema.safeParse({ ...VALID_FORM, [field]: value });
  if (result.success) return [];
  return result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
}

const NUMBER = FORECAST_VALIDATION.number;
const POSITIVE = FORECAST_VALIDATION.positive;
const SMALL = FORECAST_VALIDATION.small;

describe("forecastInputSchema", () => {
  it("parses form strings into a ForecastInput", () => {
    const parsed: ForecastInput = forecastInputSchema.parse(VALID_FORM);
    expect(parsed).toEqual({
      floorArea: 1_000,
      baseRent: 120_000,
      managementFee: 8_000,
      perCapitaSpend: 80,
      dailyVisitors: 400,
      turnoverRentPercent: 10,
      selfServiceKiosk: false,
      lightFood: false,
    });
  });

  it("accepts numbers, trimmed strings and plain decimals", () => {
    const parsed = forecastInputSchema.parse({
      ...VALID_FORM,
      floorArea: 850.5,
      baseRent: "  95000 ",
      perCapitaSpend: "72.5",
      dailyVisitors: ".5",
      managementFee: "0",
    });
    expect(parsed).toMatchObject({
      floorArea: 850.5,
      baseRent: 95_000,
      perCapitaSpend: 72.5,
      dailyVisitors: 0.5,
    });
    expect(Object.is(parsed.managementFee, 0)).toBe(true);
  });

  it.each<[string, string]>([
    ["thousands separators", "1,000"],
    ["a Hong Kong dollar prefix", "HK$1,000"],
    ["a dollar sign", "$1000"],
    ["HKD and a space", "HKD 1,000"],
    ["full-width digits", "１０００"],
    ["full-width digits and comma", "１，０００"],
    ["a full-width decimal point", "１０００．０"],
    ["spaces around", "  1,000  "],
  ])("reads %s as the same number in every numeric field", (_name, text) => {
    const parsed = forecastInputSchema.parse({
      floorArea: text,
      baseRent: text,
      managementFee: text,
      perCapitaSpend: text,
      dailyVisitors: text,
    });
    expect(parsed).toMatchObject({
      floorArea: 1000,
      baseRent: 1000,
      managementFee: 1000,
      perCapitaSpend: 1000,
      dailyVisitors: 1000,
    });
  });

  it("reads a typed percentage and a typed constant with the same normaliser", () => {
    expect(
      forecastInputSchema.parse({ ...VALID_FORM, turnoverRentPercent: "１２．５" })
        .turnoverRentPercent,
    ).toBe(12.5);
    expect(assumptionOverridesSchema.parse({ SAL_CHEF: "HK$24,000" })).toEqual({
      SAL_CHEF: 24_000,
    });
  });

  describe.each(NUMERIC_INPUTS.filter((f) => f !== "turnoverRentPercent"))(
    "%s",
    (field: NumericInput) => {
      const bound = FORECAST_INPUT_BOUNDS[field];
      it.each<[string, unknown]>([
        ["empty", ""],
        ["blank", "   "],
        ["missing", undefined],
        ["null", null],
        ["text", "abc"],
        ["a number with text", "12abc"],
        ["a comma that is not a thousands separator", "1,2,3"],
        ["a decimal comma", "1,5"],
        ["a prefix alone", "HK$"],
        ["a sign alone", "-"],
        ["hexadecimal", "0x10"],
        ["the text NaN", "NaN"],
        ["the text Infinity", "Infinity"],
        ["an exponent", "1e3"],
        ["NaN", Number.NaN],
        ["Infinity", Number.POSITIVE_INFINITY],
        ["a boolean", true],
      ])("says 'number' for %s", (_name, value) => {
        expect(messagesFor(field, value)).toEqual([`${field}: ${NUMBER}`]);
      });

      it("says 'positive' for a negative number, typed or not", () => {
        expect(messagesFor(field, -1)).toEqual([`${field}: ${POSITIVE}`]);
        expect(messagesFor(field, "-5")).toEqual([`${field}: ${POSITIVE}`]);
      });

      it(bound.allowZero ? "accepts zero" : "says 'positive' for zero", () => {
        expect(messagesFor(field, "0")).toEqual(bound.allowZero ? [] : [`${field}: ${POSITIVE}`]);
      });

      it(`says 'small' above ${bound.max} and accepts ${bound.max}`, () => {
        expect(messagesFor(field, bound.max)).toEqual([]);
        expect(messagesFor(field, String(bound.max + 0.5))).toEqual([`${field}: ${SMALL}`]);
      });
    },
  );

  describe("turnoverRentPercent", () => {
    const field = "turnoverRentPercent";

    it.each<[string, unknown]>([
      ["empty", ""],
      ["blank", "  "],
      ["missing", undefined],
      ["null", null],
    ])("means no turnover rent when %s", (_name, value) => {
      const parsed = forecastInputSchema.parse({ ...VALID_FORM, [field]: value });
      expect(parsed.turnoverRentPercent).toBeNull();
    });

    it.each<[string, unknown]>([
      ["text", "ten"],
      ["a percent sign", "10%"],
      ["NaN", Number.NaN],
    ])("says 'number' for %s", (_name, value) => {
      expect(messagesFor(field, value)).toEqual([`${field}: ${NUMBER}`]);
    });

    it("says 'positive' for zero and negatives", () => {
      expect(messagesFor(field, "0")).toEqual([`${field}: ${POSITIVE}`]);
      expect(messagesFor(field, -3)).toEqual([`${field}: ${POSITIVE}`]);
    });

    it("accepts 50% and says 'small' above it", () => {
      expect(messagesFor(field, "50")).toEqual([]);
      expect(messagesFor(field, "50.1")).toEqual([`${field}: ${SMALL}`]);
      expect(messagesFor(field, 100)).toEqual([`${field}: ${SMALL}`]);
    });
  });

  describe("yes/no fields", () => {
    it.each<[unknown, boolean]>([
      [true, true],
      [false, false],
      ["on", true],
      ["true", true],
      ["1", true],
      ["false", false],
      ["", false],
      [undefined, false],
    ])("reads %o as %s", (value, expected) => {
      expect(
        forecastInputSchema.parse({ ...VALID_FORM, selfServiceKiosk: value }).selfServiceKiosk,
      ).toBe(expected);
      expect(forecastInputSchema.parse({ ...VALID_FORM, lightFood: value }).lightFood).toBe(
        expected,
      );
    });

    it("refuses anything else with the 'choice' key", () => {
      expect(messagesFor("lightFood", "maybe")).toEqual([
        `lightFood: ${FORECAST_VALIDATION.choice}`,
      ]);
    });
  });

  it("reports every bad field at once, each with one key", () => {
    const result = forecastInputSchema.safeParse({
      floorArea: "",
      baseRent: "x",
      perCapitaSpend: -1,
      dailyVisitors: 1e6,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ["floorArea", NUMBER],
      ["baseRent", NUMBER],
      ["managementFee", NUMBER],
      ["perCapitaSpend", POSITIVE],
      ["dailyVisitors", SMALL],
    ]);
  });
});

describe("assumptionOverridesSchema", () => {
  it("accepts a partial set of finite non-negative numbers, strings included", () => {
    expect(
      assumptionOverridesSchema.parse({ FOOD_COST_PCT: "0.32", LISTING_FEE: 0, SAL_CHEF: 24_000 }),
    ).toEqual({
      FOOD_COST_PCT: 0.32,
      LISTING_FEE: 0,
      SAL_CHEF: 24_000,
    });
  });

  it("treats a blank override as 'keep the default'", () => {
    expect(assumptionOverridesSchema.parse({ SAL_BAR: "" }).SAL_BAR).toBeUndefined();
  });

  it("refuses negatives, text and non-finite numbers with the same keys as the form", () => {
    const result = assumptionOverridesSchema.safeParse({
      SAL_CHEF: -1,
      MPF_CAP: "lots",
      BOOK_SUB: Number.POSITIVE_INFINITY,
    });
    expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ["SAL_CHEF", POSITIVE],
      ["MPF_CAP", NUMBER],
      ["BOOK_SUB", NUMBER],
    ]);
  });

  it("refuses zero for divisors such as covers per chef", () => {
    const result = assumptionOverridesSchema.safeParse({
      C_CHEF: 0,
      DEPR_MONTHS: "0",
      AREA_PER_SEAT: 0,
    });
    expect(result.error?.issues.map((i) => i.message)).toEqual([POSITIVE, POSITIVE, POSITIVE]);
  });

  it("drops unknown names so an old shared link still opens", () => {
    expect(assumptionOverridesSchema.parse({ NOT_A_CONSTANT: 5, MARKETING_PCT: 0.03 })).toEqual({
      MARKETING_PCT: 0.03,
    });
  });
});
