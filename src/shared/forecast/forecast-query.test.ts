import { describe, expect, it } from "vitest";
import { DEFAULT_ASSUMPTIONS } from "./constants.ts";
import { FORECAST_VALIDATION } from "./forecast-input-schema.ts";
import {
  forecastLinkDamage,
  forecastQuery,
  parseForecastQuery,
  plainDecimal,
  readForecastQuery,
} from "./forecast-query.ts";
import { exampleWith, WORKED_EXAMPLE } from "./test-fixtures.ts";

const params = (query: string) => new URLSearchParams(query);

describe("forecastQuery", () => {
  it("writes every input under its short name and leaves false flags out", () => {
    expect(forecastQuery(WORKED_EXAMPLE).toString()).toBe(
      "fa=1000&rent=120000&mf=8000&spend=80&visitors=400&tr=10",
    );
  });

  it("writes yes flags as 1 and leaves a blank turnover rent out", () => {
    const query = forecastQuery(
      exampleWith({ turnoverRentPercent: null, selfServiceKiosk: true, lightFood: true }),
    );
    expect(query.get("tr")).toBeNull();
    expect(query.get("kiosk")).toBe("1");
    expect(query.get("light")).toBe("1");
  });

  it("writes only the constants that differ from their default", () => {
    const query = forecastQuery(WORKED_EXAMPLE, {
      SAL_CHEF: 24_000,
      FOOD_COST_PCT: DEFAULT_ASSUMPTIONS.FOOD_COST_PCT,
      MPF_CAP: undefined,
    });
    expect(query.get("SAL_CHEF")).toBe("24000");
    expect(query.has("FOOD_COST_PCT")).toBe(false);
    expect(query.has("MPF_CAP")).toBe(false);
  });
});

describe("parseForecastQuery", () => {
  it("gives null when the query holds no forecast input", () => {
    expect(parseForecastQuery(params(""))).toBeNull();
    expect(parseForecastQuery(params("template=lease&SAL_CHEF=1"))).toBeNull();
  });

  it("reads back what forecastQuery wrote, constants included", () => {
    const input = exampleWith({ selfServiceKiosk: true, turnoverRentPercent: null });
    const assumptions = { SAL_CHEF: 24_000, FOOD_COST_PCT: 0.32 };
    expect(parseForecastQuery(forecastQuery(input, assumptions))).toEqual({
      ok: true,
      input,
      assumptions: expect.objectContaining(assumptions),
    });
  });

  it("names every bad field with its message key", () => {
    const parsed = parseForecastQuery(
      params("fa=abc&rent=-5&mf=0&spend=80&visitors=20000&tr=10&kiosk=maybe&SAL_CHEF=x"),
    );
    expect(parsed).toEqual({
      ok: false,
      issues: [
        { field: "floorArea", message: FORECAST_VALIDATION.number },
        { field: "baseRent", message: FORECAST_VALIDATION.positive },
        { field: "dailyVisitors", message: FORECAST_VALIDATION.small },
        { field: "selfServiceKiosk", message: FORECAST_VALIDATION.choice },
        { field: "SAL_CHEF", message: FORECAST_VALIDATION.number },
      ],
    });
  });

  it("asks for the inputs a partial query lacks", () => {
    const parsed = parseForecastQuery(params("fa=800"));
    expect(parsed?.ok).toBe(false);
    if (parsed?.ok === false) {
      expect(parsed.issues.map((i) => i.field)).toEqual([
        "baseRent",
        "managementFee",
        "perCapitaSpend",
        "dailyVisitors",
      ]);
    }
  });
});

describe("readForecastQuery", () => {
  it("keeps the values as written, for the form to show back", () => {
    const raw = readForecastQuery(params("fa=12a&tr=&SAL_BAR=18000&unknown=1"));
    expect(raw.input.floorArea).toBe("12a");
    expect(raw.input.turnoverRentPercent).toBe("");
    expect(raw.input.baseRent).toBeUndefined();
    expect(raw.assumptions).toEqual({ SAL_BAR: "18000" });
  });
});

describe("plainDecimal", () => {
  it("writes numbers without exponents", () => {
    expect(plainDecimal(1e-7)).toBe("0.0000001");
    expect(plainDecimal(1e21)).toBe("1000000000000000000000");
    expect(plainDecimal(0.32)).toBe("0.32");
  });
});

describe("forecastLinkDamage", () => {
  const whole = forecastQuery(WORKED_EXAMPLE).toString();

  it("finds nothing wrong with a whole link, or with a query that holds no forecast", () => {
    expect(forecastLinkDamage(params(whole))).toBeNull();
    expect(forecastLinkDamage(params(`${whole}&SAL_CHEF=24000`))).toBeNull();
    expect(forecastLinkDamage(params(""))).toBeNull();
    expect(forecastLinkDamage(params("template=lease&utm_source=whatsapp"))).toBeNull();
  });

  it("names the values a link cut short between values lacks", () => {
    // fa=1000&rent=120000&mf=8000&spend=80&visitors=400&tr=10, cut after the rent.
    expect(forecastLinkDamage(params("fa=1000&rent=120000"))).toEqual({
      fields: ["managementFee", "perCapitaSpend", "dailyVisitors"],
      unknown: [],
    });
  });

  it("names the value whose name or number was cut", () => {
    expect(forecastLinkDamage(params("fa=1000&rent=120000&mf=8000&spend=80&visi"))).toEqual({
      fields: ["dailyVisitors"],
      unknown: ["visi"],
    });
    expect(forecastLinkDamage(params("fa=1000&rent=120000&mf=8000&spend=80&visitors="))).toEqual({
      fields: ["dailyVisitors"],
      unknown: [],
    });
    expect(forecastLinkDamage(params(`${whole}&SAL_CH`))).toEqual({
      fields: [],
      unknown: ["SAL_CH"],
    });
  });

  it("names every required value when the link was cut before its first one", () => {
    expect(forecastLinkDamage(params("f"))).toEqual({
      fields: ["floorArea", "baseRent", "managementFee", "perCapitaSpend", "dailyVisitors"],
      unknown: ["f"],
    });
  });

  it("names values that are there but cannot be read, constants included", () => {
    expect(forecastLinkDamage(params(`${whole.replace("fa=1000", "fa=1%")}&SAL_BAR=x`))).toEqual({
      fields: ["floorArea", "SAL_BAR"],
      unknown: [],
    });
  });
});
