import { describe, expect, it } from "vitest";
import {
  applyDraft,
  clearedFilter,
  draftFromFilter,
  type LocationTerm,
  listSearch,
  locationGroups,
  offers,
  toggled,
  typedAmount,
} from "./filter-query.ts";
import { EMPTY_FILTER, filterFromSearch, type PlaceFilterState } from "./place-filter.ts";

/** 油尖旺 opened from the districts screen, as its link writes the address. */
const YAU_TSIM_MONG = 9;
const openedWith = (query: string) => filterFromSearch(new URLSearchParams(query));

describe("the filter sheet's draft", () => {
  it("starts from every choice in the address", () => {
    const filter = openedWith(
      "s=點心&category=3,5&feature=7&location=9&price_min=50&price_max=300&open_now=1&sort=rating_desc",
    );
    expect(draftFromFilter(filter)).toEqual({
      category: [3, 5],
      feature: [7],
      location: YAU_TSIM_MONG,
      priceMin: "50",
      priceMax: "300",
      openNow: true,
    });
  });

  it("applied untouched, gives back the very same list (a bare Apply keeps the district)", () => {
    for (const query of [
      "location=9",
      "category=3",
      "location=9&category=3&feature=7&open_now=1&sort=title_asc&s=茶",
      "price_min=0&price_max=80",
    ]) {
      const filter = openedWith(query);
      expect(applyDraft(filter, draftFromFilter(filter))).toEqual(filter);
    }
  });

  it("adds a category or open now on top of the district it was opened with", () => {
    const filter = openedWith("location=9");
    const draft = draftFromFilter(filter);
    const next = applyDraft(filter, {
      ...draft,
      category: toggled(draft.category, 3, true),
      openNow: true,
    });
    expect(next).toEqual({
      ...EMPTY_FILTER,
      location: YAU_TSIM_MONG,
      category: [3],
      openNow: true,
    });
    expect(listSearch(new URLSearchParams("location=9"), next).toString()).toBe(
      "category=3&location=9&open_now=1",
    );
  });

  it("keeps a category the sheet never drew (its list not loaded, or a child category)", () => {
    const filter = openedWith("category=41&location=9");
    const draft = draftFromFilter(filter);
    const next = applyDraft(filter, { ...draft, feature: toggled(draft.feature, 7, true) });
    expect(next.category).toEqual([41]);
    expect(next.location).toBe(YAU_TSIM_MONG);
  });

  it("changes or clears the district only when the visitor does", () => {
    const filter = openedWith("location=9&category=3");
    expect(applyDraft(filter, { ...draftFromFilter(filter), location: 12 })).toMatchObject({
      location: 12,
      category: [3],
    });
    expect(applyDraft(filter, { ...draftFromFilter(filter), location: null })).toMatchObject({
      location: null,
      category: [3],
    });
  });

  it("reads the typed prices: blank is no bound, the rest whole non-negative dollars", () => {
    expect(typedAmount("")).toBeNull();
    expect(typedAmount("  ")).toBeNull();
    expect(typedAmount("abc")).toBeNull();
    expect(typedAmount(" 120 ")).toBe(120);
    expect(typedAmount("79.6")).toBe(80);
    expect(typedAmount("-5")).toBe(0);
    const filter = openedWith("location=9&price_max=300");
    expect(applyDraft(filter, { ...draftFromFilter(filter), priceMax: "" })).toEqual(
      openedWith("location=9"),
    );
  });

  it("toggles a chip without disturbing the others", () => {
    expect(toggled([3, 5], 7, true)).toEqual([3, 5, 7]);
    expect(toggled([3, 5], 3, false)).toEqual([5]);
    expect(toggled([3, 5], 5, true)).toEqual([3, 5]);
    expect(toggled([], 4, false)).toEqual([]);
  });

  it("resets on purpose: every sheet choice cleared, the keyword and order kept", () => {
    const filter = openedWith(
      "s=茶&location=9&category=3&open_now=1&price_min=10&sort=rating_desc",
    );
    expect(clearedFilter(filter)).toEqual({ ...EMPTY_FILTER, s: "茶", sort: "rating_desc" });
  });
});

describe("the list's next address", () => {
  const next: PlaceFilterState = { ...EMPTY_FILTER, location: YAU_TSIM_MONG, openNow: true };

  it("rewrites the filters' keys and keeps the view and keys it does not know", () => {
    const current = new URLSearchParams("location=9&category=3&view=grid&utm_source=qr");
    const search = listSearch(current, next);
    expect(Object.fromEntries(search)).toEqual({
      location: "9",
      open_now: "1",
      view: "grid",
      utm_source: "qr",
    });
    // The address it was built from is left alone.
    expect(current.get("category")).toBe("3");
  });

  it("reads back as the filters it was given", () => {
    const search = listSearch(new URLSearchParams("view=block&sort=title_asc"), next);
    expect(filterFromSearch(search)).toEqual(next);
  });
});

describe("the district select", () => {
  const term = (term_id: number, name: string, parent: number): LocationTerm => ({
    term_id,
    name,
    parent,
  });
  const kowloon = term(3, "九龍", 1);
  const island = term(2, "香港島", 1);
  const districts = new Map([
    [3, [term(9, "油尖旺", 3), term(10, "深水埗", 3)]],
    [2, [term(12, "灣仔", 2)]],
  ]);
  const districtsOf = (regionId: number) => districts.get(regionId) ?? [];

  it("lists each region, itself first, then its districts", () => {
    expect(locationGroups([island, kowloon], districtsOf, null)).toEqual([
      {
        label: "香港島",
        options: [
          { value: 2, label: "香港島" },
          { value: 12, label: "灣仔" },
        ],
      },
      {
        label: "九龍",
        options: [
          { value: 3, label: "九龍" },
          { value: 9, label: "油尖旺" },
          { value: 10, label: "深水埗" },
        ],
      },
    ]);
  });

  it("offers the district the list was opened with", () => {
    const groups = locationGroups([island, kowloon], districtsOf, null);
    expect(offers(groups, YAU_TSIM_MONG)).toBe(true);
    expect(offers(groups, 3)).toBe(true);
  });

  it("places a neighbourhood right after its district, and only the chosen one", () => {
    const tsimShaTsui = term(40, "尖沙咀", 9);
    const groups = locationGroups([kowloon], districtsOf, tsimShaTsui);
    expect(groups[0]?.options.map((option) => option.label)).toEqual([
      "九龍",
      "油尖旺",
      "尖沙咀",
      "深水埗",
    ]);
    expect(offers(groups, 40)).toBe(true);
    expect(offers(groups, 41)).toBe(false);
  });

  it("does not offer what is not loaded yet, so the select can name the choice itself", () => {
    expect(offers(locationGroups([], districtsOf, null), YAU_TSIM_MONG)).toBe(false);
    expect(
      offers(
        locationGroups([kowloon], () => [], null),
        YAU_TSIM_MONG,
      ),
    ).toBe(false);
  });
});
