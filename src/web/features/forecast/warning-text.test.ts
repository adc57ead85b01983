import { describe, expect, it } from "vitest";
import type { ForecastWarning } from "../../../shared/forecast/index.ts";
import { WORKED_EXAMPLE } from "../../../shared/forecast/test-fixtures.ts";
import { LANGUAGE_TAG, LANGUAGES } from "../../../shared/i18n/languages.ts";
import { MESSAGES } from "../../../shared/i18n/messages/index.ts";
import { translate } from "../../../shared/i18n/translate.ts";
import { forecastFormat } from "./format.ts";
import { warningText } from "./warning-text.ts";

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
