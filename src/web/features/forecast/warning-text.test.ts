import { describe, expect, it } from "vitest";
import type { ForecastWarning } from "../../../shared/forecast/index.ts";
import type { PlausibilityWarning } from "../../../shared/forecast/plausibility.ts";
import { WORKED_EXAMPLE } from "../../../shared/forecast/test-fixtures.ts";
import { LANGUAGE_TAG, LANGUAGES } from "../../../shared/i18n/languages.ts";
import { MESSAGES } from "../../../shared/i18n/messages/index.ts";
import { translate } from "../../../shared/i18n/translate.ts";
import { forecastFormat } from "./format.ts";
import { plausibilityText, warningText } from "./warning-text.ts";

const WARNINGS: ForecastWarning[] = [
  {
    code: "forecast.warning.capacityExceeded",
    seats: 43.33,
    turnsPerDay: 11.54,
    maxTurnsPerDay: 10,
  },
  { code: "forecast.warning.breakEvenUnreachable", maxNetProfit: -52_300.4, atVisitorsPerDay: 0 },
  {
    code: "forecast.warning.breakEvenAboveCapacity",
    breakEvenVisitors: 512.2,
    maxVisitorsPerDay: 433.3,
  },
  {
    code: "forecast.warning.salaryBelowMinimumWage",
    role: "floor",
    monthlySalary: 10_000,
    minimumMonthlySalary: 11_206,
  },
];

describe.each(LANGUAGES)("warnings in %s", (language) => {
  const t = (key: Parameters<typeof translate>[1], vars?: Parameters<typeof translate>[2]) =>
    translate(MESSAGES[language], key, vars);
  const format = forecastFormat(LANGUAGE_TAG[language]);

  it.each(WARNINGS.map((w) => [w.code, w] as const))(
    "fills in every figure of %s",
    (_code, warning) => {
      const text = warningText(warning, WORKED_EXAMPLE, t, format);
      expect(text).not.toMatch(/[{}]/);
      expect(text).not.toContain("forecast.");
    },
  );

  it("words the figures for the owner", () => {
    expect(warningText(WARNINGS[1]!, WORKED_EXAMPLE, t, format)).toContain("HK$52,300");
    expect(warningText(WARNINGS[2]!, WORKED_EXAMPLE, t, format)).toContain("513");
    expect(warningText(WARNINGS[3]!, WORKED_EXAMPLE, t, format)).toContain(
      MESSAGES[language]["forecast.role.floor"],
    );
  });
});

const PLAUSIBILITY: PlausibilityWarning[] = [
  {
    code: "forecast.plausibility.beyondSeats",
    field: "dailyVisitors",
    visitors: 2_000,
    floorArea: 300,
    seats: 16.25,
    hours: 12,
    mealMinutes: 45,
    maxVisitors: 260,
  },
  {
    code: "forecast.plausibility.busySeats",
    field: "dailyVisitors",
    visitors: 500,
    seats: 43.33,
    turnsPerDay: 11.54,
    maxTurnsPerDay: 10,
  },
  {
    code: "forecast.plausibility.beyondFireCode",
    field: "AREA_PER_SEAT",
    seats: 81.25,
    maxPersons: 60.39,
    areaPerSeat: 8,
  },
  {
    code: "forecast.plausibility.spendLow",
    field: "perCapitaSpend",
    style: "light",
    spend: 12.5,
    limit: 20,
  },
  {
    code: "forecast.plausibility.spendHigh",
    field: "perCapitaSpend",
    style: "full",
    spend: 120_000,
    limit: 3_000,
  },
];

describe.each(LANGUAGES)("plausibility warnings in %s", (language) => {
  const t = (key: Parameters<typeof translate>[1], vars?: Parameters<typeof translate>[2]) =>
    translate(MESSAGES[language], key, vars);
  const format = forecastFormat(LANGUAGE_TAG[language]);

  it.each(PLAUSIBILITY.map((w) => [w.code, w] as const))(
    "fills in every figure of %s",
    (_code, warning) => {
      const text = plausibilityText(warning, t, format);
      expect(text).not.toMatch(/[{}]/);
      expect(text).not.toContain("forecast.");
    },
  );

  it("shows the ceiling rounded down, with the customers typed", () => {
    const text = plausibilityText(PLAUSIBILITY[0]!, t, format);
    expect(text).toContain("2,000");
    expect(text).toContain("260");
    expect(text).toContain("16 ");
    expect(text).toContain("45");
  });

  it("names the style and both amounts in the spend warnings", () => {
    const low = plausibilityText(PLAUSIBILITY[3]!, t, format);
    expect(low).toContain("HK$12.5");
    expect(low).toContain("HK$20");
    expect(low).toContain(MESSAGES[language]["forecast.plausibility.style.light"]);
    const high = plausibilityText(PLAUSIBILITY[4]!, t, format);
    expect(high).toContain("HK$120,000");
    expect(high).toContain("HK$3,000");
  });
});
