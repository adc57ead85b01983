import { describe, expect, it } from "vitest";
import { decideBack, hasNavigatedWithinApp, isInternalPath } from "./use-back.ts";

describe("decideBack", () => {
  it("prefers the stored back state", () => {
    expect(
      decideBack({ storedBack: "/app/places?cat=salon", historyLength: 5, hasNavigated: true }),
    ).toEqual({
      kind: "stored",
      to: "/app/places?cat=salon",
    });
  });

  it("goes back in history when an earlier entry belongs to the app", () => {
    expect(decideBack({ storedBack: undefined, historyLength: 3, hasNavigated: true })).toEqual({
      kind: "history",
    });
  });

  it("goes to the root otherwise", () => {
    // Arrived from a search engine: the previous entry is another site.
    expect(decideBack({ storedBack: undefined, historyLength: 3, hasNavigated: false })).toEqual({
      kind: "root",
    });
    expect(decideBack({ storedBack: undefined, historyLength: 1, hasNavigated: true })).toEqual({
      kind: "root",
    });
  });

  it("ignores stored values that are not in-app paths", () => {
    for (const storedBack of [
      "https://evil.example",
      "//evil.example",
      "/\\evil.example",
      "relative",
      42,
      null,
      {},
    ]) {
      expect(decideBack({ storedBack, historyLength: 1, hasNavigated: false })).toEqual({
        kind: "root",
      });
    }
  });
});

describe("isInternalPath", () => {
  it("accepts absolute in-app paths only", () => {
    expect(isInternalPath("/")).toBe(true);
    expect(isInternalPath("/en/about/")).toBe(true);
    expect(isInternalPath("//x")).toBe(false);
    expect(isInternalPath(`/${"a".repeat(3000)}`)).toBe(false);
  });
});

describe("hasNavigatedWithinApp", () => {
  it("uses React Router's history index when present", () => {
    expect(hasNavigatedWithinApp({ idx: 0, key: "abc" }, "abc")).toBe(false);
    expect(hasNavigatedWithinApp({ idx: 2, key: "abc" }, "abc")).toBe(true);
  });

  it("falls back to the location key", () => {
    expect(hasNavigatedWithinApp(null, "default")).toBe(false);
    expect(hasNavigatedWithinApp(null, "x1y2z3")).toBe(true);
  });
});
