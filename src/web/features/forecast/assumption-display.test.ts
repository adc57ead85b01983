import { describe, expect, it } from "vitest";
import { FORECAST_SOURCES } from "../../../shared/forecast/index.ts";
import { formatSourceDate, sourcesOf } from "./assumption-display.ts";

describe("formatSourceDate", () => {
  it("writes a year, a month or a day as the page's language does", () => {
    expect(formatSourceDate("2023", "en")).toBe("2023");
    expect(formatSourceDate("2023", "tc")).toBe("2023年");
    expect(formatSourceDate("2023-05", "en")).toBe("May 2023");
    expect(formatSourceDate("2023-05", "sc")).toBe("2023年5月");
    expect(formatSourceDate("2025-09-10", "en")).toBe("10 September 2025");
    expect(formatSourceDate("2025-09-10", "tc")).toBe("2025年9月10日");
  });
});

describe("sourcesOf", () => {
  it("lists what we read before our own estimate", () => {
    expect(sourcesOf("FOOD_COST_PCT")).toEqual(["S14", "SPEC"]);
    expect(sourcesOf("SAL_CHEF")).toEqual(["S6", "A"]);
    expect(sourcesOf("SAL_DISH")).toEqual(["A"]);
    for (const id of sourcesOf("UTIL_RATE").slice(0, -1)) {
      expect(FORECAST_SOURCES[id].kind).not.toBe("estimate");
    }
  });
});
