import { describe, expect, it } from "vitest";
import { directoryLinks } from "./directory-links.ts";

describe("directoryLinks", () => {
  it("leads into the app in the page's language, through /en/app and /zh/app", () => {
    expect(directoryLinks("tc")).toEqual({
      home: "/app",
      places: "/app/places",
      categories: "/app/categories",
      districts: "/app/districts",
      wishlist: "/app/wishlist",
      terms: "/terms/",
      privacy: "/privacy/",
    });
    expect(directoryLinks("en")).toMatchObject({
      home: "/en/app",
      places: "/en/app/places",
      categories: "/en/app/categories",
      districts: "/en/app/districts",
      terms: "/en/terms/",
    });
    expect(directoryLinks("sc").places).toBe("/zh/app/places");
  });
});
