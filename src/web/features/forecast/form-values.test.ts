import { describe, expect, it } from "vitest";
import { forecastQuery, parseForecastQuery } from "../../../shared/forecast/forecast-query.ts";
import { FORECAST_VALIDATION } from "../../../shared/forecast/index.ts";
import { WORKED_EXAMPLE } from "../../../shared/forecast/test-fixtures.ts";
import { toDisplayValue, toEngineValue } from "./assumption-display.ts";
import {
  changedAssumptionCount,
  checkForm,
  EMPTY_FORM,
  errorsOfQuery,
  type ForecastFormValues,
  formFromQuery,
  plausibilityOfForm,
} from "./form-values.ts";

const WORKED_FORM: ForecastFormValues = {
  numbers: {
    floorArea: "1000",
    baseRent: "120000",
    managementFee: "8000",
    perCapitaSpend: "80",
    dailyVisitors: "400",
    turnoverRentPercent: "10",
  },
  selfServiceKiosk: false,
  lightFood: false,
  assumptions: {},
};

describe("checkForm", () => {
  it("turns the worked example's text into the engine's input", () => {
    expect(checkForm(WORKED_FORM)).toEqual({ ok: true, input: WORKED_EXAMPLE, assumptions: {} });
  });

  it("reports every empty required field as 'please input a number'", () => {
    const check = checkForm(EMPTY_FORM);
    expect(check).toEqual({
      ok: false,
      errors: {
        floorArea: FORECAST_VALIDATION.number,
        baseRent: FORECAST_VALIDATION.number,
        managementFee: FORECAST_VALIDATION.number,
        perCapitaSpend: FORECAST_VALIDATION.number,
        dailyVisitors: FORECAST_VALIDATION.number,
      },
    });
  });

  it("reports text, negative and too-big numbers with their own messages", () => {
    const check = checkForm({
      ...WORKED_FORM,
      numbers: {
        ...WORKED_FORM.numbers,
        floorArea: "1,2,3",
        baseRent: "-1",
        dailyVisitors: "10001",
      },
    });
    expect(check.ok).toBe(false);
    if (!check.ok) {
      expect(check.errors).toEqual({
        floorArea: FORECAST_VALIDATION.number,
        baseRent: FORECAST_VALIDATION.positive,
        dailyVisitors: FORECAST_VALIDATION.small,
      });
    }
  });

  it("reads constants in display units and checks them", () => {
    const check = checkForm({
      ...WORKED_FORM,
      assumptions: { FOOD_COST_PCT: "33.3", SAL_CHEF: "24000", C_CHEF: "0", MPF_CAP: "" },
    });
    expect(check).toEqual({ ok: false, errors: { C_CHEF: FORECAST_VALIDATION.positive } });
    const fixed = checkForm({
      ...WORKED_FORM,
      assumptions: { FOOD_COST_PCT: "33.3", SAL_CHEF: "24000", MPF_CAP: "" },
    });
    expect(fixed).toEqual({
      ok: true,
      input: WORKED_EXAMPLE,
      assumptions: { FOOD_COST_PCT: 0.333, SAL_CHEF: 24_000 },
    });
  });
});

describe("formFromQuery", () => {
  it("fills the form from a results link, constants back in display units", () => {
    const query = forecastQuery(
      { ...WORKED_EXAMPLE, lightFood: true, turnoverRentPercent: null },
      { FOOD_COST_PCT: 0.333, SAL_CHEF: 24_000 },
    );
    expect(formFromQuery(query)).toEqual({
      ...WORKED_FORM,
      numbers: {
        ...WORKED_FORM.numbers,
        floorArea: "1,000",
        baseRent: "120,000",
        managementFee: "8,000",
        turnoverRentPercent: "",
      },
      lightFood: true,
      assumptions: { FOOD_COST_PCT: "33.3", SAL_CHEF: "24000" },
    });
  });

  it("keeps a bad value as written, with its error from the query", () => {
    const query = new URLSearchParams("fa=12a&rent=60000&mf=0&spend=80&visitors=300&SAL_BAR=lots");
    const form = formFromQuery(query);
    expect(form.numbers.floorArea).toBe("12a");
    expect(form.assumptions.SAL_BAR).toBe("lots");
    const parsed = parseForecastQuery(query);
    expect(parsed && errorsOfQuery(parsed)).toEqual({
      floorArea: FORECAST_VALIDATION.number,
      SAL_BAR: FORECAST_VALIDATION.number,
    });
  });

  it("round-trips: the form of a query submits the same query", () => {
    const query = forecastQuery(WORKED_EXAMPLE, { CARD_FEE_PCT: 0.018, RELIEF_FACTOR: 1.25 });
    const check = checkForm(formFromQuery(query));
    expect(check.ok && forecastQuery(check.input, check.assumptions).toString()).toBe(
      query.toString(),
    );
  });
});

describe("numbers as typed", () => {
  it.each(["1,000", "１０００", "HK$1,000", "１，０００", " 1000 "])(
    "reads %j in the form as 1000, the same forecast and the same link",
    (typed) => {
      const check = checkForm({
        ...WORKED_FORM,
        numbers: { ...WORKED_FORM.numbers, floorArea: typed },
      });
      expect(check).toEqual({ ok: true, input: WORKED_EXAMPLE, assumptions: {} });
      expect(check.ok && forecastQuery(check.input).get("fa")).toBe("1000");
    },
  );

  it("reads a link carrying typed numbers, and shows them grouped", () => {
    const query = new URLSearchParams(
      "fa=1%2C000&rent=HK%24120%2C000&mf=%EF%BC%98%EF%BC%90%EF%BC%90%EF%BC%90&spend=80&visitors=400&tr=10",
    );
    expect(parseForecastQuery(query)).toEqual({
      ok: true,
      input: WORKED_EXAMPLE,
      assumptions: {},
    });
    expect(formFromQuery(query).numbers).toMatchObject({
      floorArea: "1,000",
      baseRent: "120,000",
      managementFee: "8,000",
    });
  });
});

describe("plausibilityOfForm", () => {
  it("is quiet for the worked example and for an empty form", () => {
    expect(plausibilityOfForm(WORKED_FORM)).toEqual([]);
    expect(plausibilityOfForm(EMPTY_FORM)).toEqual([]);
  });

  it("warns next to the customers as soon as floor area and customers read", () => {
    const form = {
      ...EMPTY_FORM,
      numbers: { ...EMPTY_FORM.numbers, floorArea: "300", dailyVisitors: "2,000" },
    };
    expect(plausibilityOfForm(form).map((w) => [w.field, w.code])).toEqual([
      ["dailyVisitors", "forecast.plausibility.beyondSeats"],
    ]);
  });

  it("uses the constants typed so far, and the default for one typed wrongly", () => {
    const busy = {
      ...WORKED_FORM,
      assumptions: { AREA_PER_SEAT: "20" },
    };
    expect(plausibilityOfForm(busy).map((w) => w.code)).toEqual([
      "forecast.plausibility.busySeats",
    ]);
    expect(plausibilityOfForm({ ...busy, assumptions: { AREA_PER_SEAT: "x" } })).toEqual([]);
  });

  it("checks spend against the light-food choice", () => {
    const form = { ...WORKED_FORM, numbers: { ...WORKED_FORM.numbers, perCapitaSpend: "500" } };
    expect(plausibilityOfForm(form)).toEqual([]);
    expect(plausibilityOfForm({ ...form, lightFood: true }).map((w) => w.code)).toEqual([
      "forecast.plausibility.spendHigh",
    ]);
  });
});

describe("changedAssumptionCount", () => {
  it("counts constants that differ from the default, not blanks, defaults or mistakes", () => {
    expect(
      changedAssumptionCount({
        ...WORKED_FORM,
        assumptions: { SAL_CHEF: "23000", FOOD_COST_PCT: "30", MPF_CAP: "", SAL_BAR: "x" },
      }),
    ).toBe(1);
  });
});

describe("display units", () => {
  it("show fractions as percent without binary noise, and back", () => {
    expect(toDisplayValue("FOOD_COST_PCT", 0.333)).toBe(33.3);
    expect(toEngineValue("FOOD_COST_PCT", 33.3)).toBe(0.333);
    expect(toDisplayValue("EC_INS_PCT", 0.025)).toBe(2.5);
    expect(toDisplayValue("SAL_CHEF", 22_000)).toBe(22_000);
    expect(toEngineValue("F_V_PESSIMISTIC", 0.8)).toBe(0.8);
  });
});
