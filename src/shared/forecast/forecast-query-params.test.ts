import { describe, expect, it } from "vitest";
import {
  hasForecastQuery,
  isForecastParam,
  onlyForecastParamsDiffer,
  withoutForecastParams,
} from "./forecast-query-params.ts";

const params = (query: string) => new URLSearchParams(query);

describe("query helpers", () => {
  it("tell forecast parameters from others", () => {
    expect(["fa", "light", "SAL_CHEF", "NO_SUCH_CONSTANT"].every(isForecastParam)).toBe(true);
    expect(["template", "lang", "sal_chef"].some(isForecastParam)).toBe(false);
    expect(hasForecastQuery(params("SAL_CHEF=1"))).toBe(false);
    expect(hasForecastQuery(params("visitors=1"))).toBe(true);
  });

  it("strip forecast parameters and keep the rest", () => {
    expect(withoutForecastParams(params("fa=1&template=lease&SAL_CHEF=2")).toString()).toBe(
      "template=lease",
    );
  });

  it("see a change of forecast parameters alone", () => {
    const url = (path: string) => new URL(path, "http://localhost");
    expect(onlyForecastParamsDiffer(url("/en/"), url("/en/?fa=1&rent=2"))).toBe(true);
    expect(onlyForecastParamsDiffer(url("/?fa=1&template=a"), url("/?template=a"))).toBe(true);
    expect(onlyForecastParamsDiffer(url("/?fa=1"), url("/?fa=1"))).toBe(false);
    expect(onlyForecastParamsDiffer(url("/?fa=1"), url("/?fa=1&template=a"))).toBe(false);
    expect(onlyForecastParamsDiffer(url("/"), url("/en/?fa=1"))).toBe(false);
  });
});
