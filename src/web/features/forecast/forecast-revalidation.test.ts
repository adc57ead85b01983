import { describe, expect, it } from "vitest";
import { isForecastOnlyNavigation } from "./forecast-revalidation.ts";

const url = (path: string) => new URL(path, "http://localhost");

describe("isForecastOnlyNavigation", () => {
  it("skips the loaders when only the forecast's parameters change", () => {
    expect(
      isForecastOnlyNavigation({ currentUrl: url("/en/"), nextUrl: url("/en/?fa=800&rent=1") }),
    ).toBe(true);
    expect(
      isForecastOnlyNavigation({ currentUrl: url("/?fa=800&rent=1"), nextUrl: url("/") }),
    ).toBe(true);
  });

  it("keeps them for other pages, other parameters and form submissions", () => {
    expect(isForecastOnlyNavigation({ currentUrl: url("/"), nextUrl: url("/en/?fa=1") })).toBe(
      false,
    );
    expect(
      isForecastOnlyNavigation({ currentUrl: url("/?fa=1"), nextUrl: url("/?fa=1&template=a") }),
    ).toBe(false);
    expect(
      isForecastOnlyNavigation({
        currentUrl: url("/"),
        nextUrl: url("/?fa=1"),
        formMethod: "POST",
      }),
    ).toBe(false);
  });
});
