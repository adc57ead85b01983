import { describe, expect, it } from "vitest";
import { placeAppPath, placeIdOfPath, placePagePath, placePagePaths } from "./place-page-source.ts";

describe("place page paths", () => {
  it("puts the language prefix before /places/<id>/", () => {
    expect(placePagePaths(12)).toEqual({
      tc: "/places/12/",
      sc: "/zh/places/12/",
      en: "/en/places/12/",
    });
    expect(placePagePath("en", 12)).toBe("/en/places/12/");
    expect(placeAppPath("sc", 12)).toBe("/zh/app/places/12");
    expect(placeAppPath("en", 12)).toBe("/en/app/places/12");
    expect(placeAppPath("tc", 12)).toBe("/app/places/12");
  });

  it("reads the id back, with or without the trailing slash", () => {
    expect(placeIdOfPath("/places/12/")).toBe(12);
    expect(placeIdOfPath("/zh/places/12")).toBe(12);
    expect(placeIdOfPath("/en/places/2147483647/")).toBe(2_147_483_647);
  });

  it.each([
    "/places/",
    "/places/0/",
    "/places/012/",
    "/places/1e3/",
    "/places/-1/",
    "/places/2147483648/",
    "/fr/places/1/",
    "/places/1/reviews/",
  ])("finds no place in %s", (path) => {
    expect(placeIdOfPath(path)).toBeNull();
  });
});
