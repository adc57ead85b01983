import { describe, expect, it } from "vitest";
import {
  activeFilterCount,
  bboxParam,
  EMPTY_FILTER,
  filterFromSearch,
  placeListQuery,
  searchFromFilter,
} from "./place-filter.ts";

describe("place list filters", () => {
  it("go through the URL and back unchanged", () => {
    const filter = {
      s: "灣仔 茶餐廳",
      category: [3, 5],
      feature: [9],
      location: 12,
      priceMin: 50,
      priceMax: 300,
      openNow: true,
      sort: "rating_desc" as const,
    };
    expect(filterFromSearch(searchFromFilter(filter))).toEqual(filter);
  });

  it("keep plain lists' URLs plain", () => {
    expect(searchFromFilter(EMPTY_FILTER).toString()).toBe("");
  });

  it("leave out what cannot be read, never failing", () => {
    const filter = filterFromSearch(
      new URLSearchParams(
        "category=1,x,1,-4&location=abc&price_min=-3&price_max=1e2&sort=evil&open_now=yes",
      ),
    );
    expect(filter).toEqual({ ...EMPTY_FILTER, category: [1], priceMax: 100 });
  });

  it("become place/list parameters, term lists comma-separated", () => {
    const query = placeListQuery(
      { ...EMPTY_FILTER, s: " 湾仔茶餐厅 ", category: [3, 5], openNow: true, sort: "title_asc" },
      { page: 2, perPage: 20 },
      null,
    );
    expect(query).toMatchObject({
      page: 2,
      per_page: 20,
      s: "湾仔茶餐厅",
      category: "3,5",
      open_now: 1,
      orderby: "title",
      order: "ASC",
    });
    expect(query.feature).toBeUndefined();
    expect(query.latitude).toBeUndefined();
  });

  it("sort by distance only with a position, else newest first", () => {
    const nearest = { ...EMPTY_FILTER, sort: "distance_asc" as const };
    expect(placeListQuery(nearest, { page: 1, perPage: 20 }, null)).toMatchObject({
      orderby: "post_date",
      order: "DESC",
    });
    expect(
      placeListQuery(nearest, { page: 1, perPage: 20 }, { latitude: 22.28, longitude: 114.17 }),
    ).toMatchObject({ orderby: "distance", order: "ASC", latitude: 22.28, longitude: 114.17 });
  });

  it("count what the sheet has set", () => {
    expect(activeFilterCount(EMPTY_FILTER)).toBe(0);
    expect(
      activeFilterCount({
        ...EMPTY_FILTER,
        s: "x",
        category: [1, 2],
        priceMax: 100,
        openNow: true,
      }),
    ).toBe(4);
  });

  it("write the map's box as south,west,north,east", () => {
    expect(bboxParam({ south: 22.2, west: 114.1, north: 22.35, east: 114.25 })).toBe(
      "22.20000,114.10000,22.35000,114.25000",
    );
  });
});
