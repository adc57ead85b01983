import { describe, expect, it } from "vitest";
import {
  applyDraft,
  clearedFilter,
  draftFromFilter,
  type LocationTerm,
  listSearch,
  locationGroups,
  locationPicks,
  neighbourhoodChosen,
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
    expect(locationGroups([island, kowloon], districtsOf)).toEqual([
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
    const groups = locationGroups([island, kowloon], districtsOf);
    expect(offers(groups, YAU_TSIM_MONG)).toBe(true);
    expect(offers(groups, 3)).toBe(true);
  });

  it("offers districts and regions only: a neighbourhood has a select of its own", () => {
    const groups = locationGroups([kowloon], districtsOf);
    expect(groups[0]?.options.map((option) => option.label)).toEqual(["九龍", "油尖旺", "深水埗"]);
    expect(offers(groups, 40)).toBe(false);
  });

  it("does not offer what is not loaded yet, so the select can name the choice itself", () => {
    expect(offers(locationGroups([], districtsOf), YAU_TSIM_MONG)).toBe(false);
    expect(
      offers(
        locationGroups([kowloon], () => []),
        YAU_TSIM_MONG,
      ),
    ).toBe(false);
  });
});

describe("the district and neighbourhood selects", () => {
  const TSIM_SHA_TSUI = 46;
  const MONG_KOK = 50;
  const tsimShaTsui: LocationTerm = { term_id: TSIM_SHA_TSUI, name: "尖沙咀", parent: 9 };

  it("show a neighbourhood in the address as its district and itself, once it is known", () => {
    expect(locationPicks(TSIM_SHA_TSUI, tsimShaTsui)).toEqual({
      area: YAU_TSIM_MONG,
      neighbourhood: TSIM_SHA_TSUI,
    });
    // Until its district's neighbourhoods are read, the first select names it plainly.
    expect(locationPicks(TSIM_SHA_TSUI, null)).toEqual({
      area: TSIM_SHA_TSUI,
      neighbourhood: null,
    });
  });

  it("show a district or region as itself, with all of it in the second select", () => {
    expect(locationPicks(YAU_TSIM_MONG, null)).toEqual({
      area: YAU_TSIM_MONG,
      neighbourhood: null,
    });
    expect(locationPicks(null, null)).toEqual({ area: null, neighbourhood: null });
    // A neighbourhood term found earlier says nothing about another location.
    expect(locationPicks(YAU_TSIM_MONG, tsimShaTsui)).toEqual({
      area: YAU_TSIM_MONG,
      neighbourhood: null,
    });
  });

  it("set the one location the list reads: a neighbourhood, or all of its district", () => {
    expect(neighbourhoodChosen(YAU_TSIM_MONG, TSIM_SHA_TSUI)).toBe(TSIM_SHA_TSUI);
    expect(neighbourhoodChosen(YAU_TSIM_MONG, null)).toBe(YAU_TSIM_MONG);
  });

  it("pick 油尖旺 then 尖沙咀, and Apply writes 尖沙咀 with the other choices kept", () => {
    const filter = openedWith("category=3");
    let draft = draftFromFilter(filter);
    draft = { ...draft, location: YAU_TSIM_MONG };
    draft = { ...draft, location: neighbourhoodChosen(YAU_TSIM_MONG, TSIM_SHA_TSUI) };
    const next = applyDraft(filter, draft);
    expect(next).toEqual({ ...EMPTY_FILTER, category: [3], location: TSIM_SHA_TSUI });
    expect(listSearch(new URLSearchParams("category=3"), next).toString()).toBe(
      `category=3&location=${TSIM_SHA_TSUI}`,
    );
  });

  it("a new district starts at all of it; a bare Apply keeps the neighbourhood", () => {
    const filter = openedWith(`location=${MONG_KOK}`);
    expect(applyDraft(filter, draftFromFilter(filter)).location).toBe(MONG_KOK);
    const moved = applyDraft(filter, { ...draftFromFilter(filter), location: 12 });
    expect(moved.location).toBe(12);
    expect(locationPicks(moved.location, null)).toEqual({ area: 12, neighbourhood: null });
  });
});
