import { describe, expect, it } from "vitest";
import { manifestPathFor } from "./app-manifest.ts";

describe("which manifest a page links", () => {
  it("links the app's screens to the tc manifest and the language entries to theirs", () => {
    expect(manifestPathFor("/app")).toBe("/app.webmanifest");
    expect(manifestPathFor("/app/bookings/3")).toBe("/app.webmanifest");
    expect(manifestPathFor("/en/app")).toBe("/en/app.webmanifest");
    expect(manifestPathFor("/en/app/wishlist")).toBe("/en/app.webmanifest");
    expect(manifestPathFor("/zh/app/")).toBe("/zh/app.webmanifest");
  });

  it("links none on website pages", () => {
    for (const path of ["/", "/en/", "/zh/about/", "/places/3", "/en/places/3", "/application"]) {
      expect(manifestPathFor(path)).toBeNull();
    }
  });
});
