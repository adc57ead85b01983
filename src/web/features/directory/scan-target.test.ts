import { describe, expect, it } from "vitest";
import { placeIdFromScan } from "./scan-target.ts";
import { positionProblemOf } from "./use-position.ts";

const ORIGIN = "https://tablestart.hk";

describe("a scanned QR code", () => {
  it("opens our place pages and app links in any language", () => {
    expect(placeIdFromScan("https://tablestart.hk/places/51/", ORIGIN)).toBe(51);
    expect(placeIdFromScan("https://tablestart.hk/zh/places/51/", ORIGIN)).toBe(51);
    expect(placeIdFromScan("https://tablestart.hk/en/places/51", ORIGIN)).toBe(51);
    expect(placeIdFromScan(" https://tablestart.hk/app/places/7?x=1 ", ORIGIN)).toBe(7);
  });

  it("opens nothing from another site or another page", () => {
    expect(placeIdFromScan("https://evil.example/places/51/", ORIGIN)).toBeNull();
    expect(placeIdFromScan("https://tablestart.hk/about/", ORIGIN)).toBeNull();
    expect(placeIdFromScan("https://tablestart.hk/places/0/", ORIGIN)).toBeNull();
    expect(placeIdFromScan("WIFI:S:cafe;T:WPA;P:secret;;", ORIGIN)).toBeNull();
  });
});

describe("GPS problems", () => {
  it("tell a refused permission from a missing position", () => {
    expect(positionProblemOf(1)).toBe("permission");
    expect(positionProblemOf(2)).toBe("inactive");
    expect(positionProblemOf(3)).toBe("inactive");
    expect(positionProblemOf(null)).toBe("inactive");
  });
});
