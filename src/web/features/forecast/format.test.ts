import { describe, expect, it } from "vitest";
import { LANGUAGE_TAG } from "../../../shared/i18n/languages.ts";
import { forecastFormat } from "./format.ts";

describe.each(Object.entries(LANGUAGE_TAG))("forecastFormat in %s", (_language, tag) => {
  const format = forecastFormat(tag);

  it("shows money as whole Hong Kong dollars with grouping", () => {
    expect(format.money(164_446.67)).toBe("HK$164,447");
    expect(format.money(-18_080.27)).toBe("-HK$18,080");
    expect(format.money(-0.4)).toBe("HK$0");
    expect(format.money(72.5, 2)).toBe("HK$72.5");
  });

  it("shows shares to 0.1% and scenario factors as signed changes", () => {
    expect(format.percent(0.17129861)).toBe("17.1%");
    expect(format.percent(-0.0454)).toBe("-4.5%");
    expect(format.change(0.8)).toBe("-20%");
    expect(format.change(1.05)).toBe("+5%");
  });

  it("rounds counts to the digits asked for, or shows them all", () => {
    expect(format.number(13.2, 1)).toBe("13.2");
    expect(format.number(1_234.56)).toBe("1,235");
    expect(format.fixed(6, 1)).toBe("6.0");
  });

  it("shows benchmark lines without needless decimals", () => {
    expect(format.threshold(0.25)).toBe("25%");
    expect(format.threshold(0.125)).toBe("12.5%");
  });

  it("is built once per language", () => {
    expect(forecastFormat(tag)).toBe(format);
  });
});
