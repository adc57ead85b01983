/**
 * The place list's filters as they live in the URL (so a filtered list can be shared, reloaded
 * and gone back to) and as `place/list` wants them (protocol §4.22 and our additions).
 */

export const PLACE_SORTS = [
  "post_date_desc",
  "rating_desc",
  "comment_count_desc",
  "title_asc",
  "distance_asc",
  "post_date_asc",
] as const;
export type PlaceSort = (typeof PLACE_SORTS)[number];

export const LIST_MODES = ["list", "grid", "block"] as const;
export type ListMode = (typeof LIST_MODES)[number];

export interface PlaceFilterState {
  s: string;
  category: number[];
  feature: number[];
  location: number | null;
  /** HKD */
  priceMin: number | null;
  priceMax: number | null;
  openNow: boolean;
  sort: PlaceSort;
}

export const EMPTY_FILTER: PlaceFilterState = {
  s: "",
  category: [],
  feature: [],
  location: null,
  priceMin: null,
  priceMax: null,
  openNow: false,
  sort: "post_date_desc",
};

const ids = (value: string | null): number[] =>
  [
    ...new Set(
      (value ?? "")
        .split(",")
        .map((part) => Number(part.trim()))
        .filter((id) => Number.isInteger(id) && id > 0),
    ),
  ].slice(0, 50);

const amount = (value: string | null): number | null => {
  if (value === null || value.trim() === "") return null;
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 ? Math.round(number) : null;
};

/** Reads the filters from a URL's query; anything unreadable is left out, never an error. */
export function filterFromSearch(search: URLSearchParams): PlaceFilterState {
  const sort = search.get("sort");
  return {
    s: (search.get("s") ?? "").slice(0, 100),
    category: ids(search.get("category")),
    feature: ids(search.get("feature")),
    location: ids(search.get("location"))[0] ?? null,
    priceMin: amount(search.get("price_min")),
    priceMax: amount(search.get("price_max")),
    openNow: search.get("open_now") === "1",
    sort: PLACE_SORTS.find((known) => known === sort) ?? EMPTY_FILTER.sort,
  };
}

/** The filters as a URL query, leaving defaults out so plain lists keep plain URLs. */
export function searchFromFilter(filter: PlaceFilterState): URLSearchParams {
  const search = new URLSearchParams();
  if (filter.s.trim()) search.set("s", filter.s.trim());
  if (filter.category.length) search.set("category", filter.category.join(","));
  if (filter.feature.length) search.set("feature", filter.feature.join(","));
  if (filter.location !== null) search.set("location", String(filter.location));
  if (filter.priceMin !== null) search.set("price_min", String(filter.priceMin));
  if (filter.priceMax !== null) search.set("price_max", String(filter.priceMax));
  if (filter.openNow) search.set("open_now", "1");
  if (filter.sort !== EMPTY_FILTER.sort) search.set("sort", filter.sort);
  return search;
}

export interface Position {
  latitude: number;
  longitude: number;
}

export type PlaceListQuery = Record<string, string | number | undefined>;

/**
 * `place/list`'s parameters for the filters. Term lists go comma-separated, which the server
 * reads as Listar's `category[]`. Sorting by distance needs a position; without one the list
 * falls back to the newest first.
 */
export function placeListQuery(
  filter: PlaceFilterState,
  paging: { page: number; perPage: number },
  position: Position | null,
): PlaceListQuery {
  const sort = filter.sort === "distance_asc" && !position ? EMPTY_FILTER.sort : filter.sort;
  const cut = sort.lastIndexOf("_");
  return {
    page: paging.page,
    per_page: paging.perPage,
    s: filter.s.trim() || undefined,
    category: filter.category.length ? filter.category.join(",") : undefined,
    feature: filter.feature.length ? filter.feature.join(",") : undefined,
    location: filter.location ?? undefined,
    price_min: filter.priceMin ?? undefined,
    price_max: filter.priceMax ?? undefined,
    open_now: filter.openNow ? 1 : undefined,
    latitude: position?.latitude,
    longitude: position?.longitude,
    orderby: sort.slice(0, cut),
    order: sort.slice(cut + 1).toUpperCase(),
  };
}

/** How many filters the sheet has set (the keyword and the order are shown apart). */
export function activeFilterCount(filter: PlaceFilterState): number {
  return (
    filter.category.length +
    filter.feature.length +
    (filter.location === null ? 0 : 1) +
    (filter.priceMin === null && filter.priceMax === null ? 0 : 1) +
    (filter.openNow ? 1 : 0)
  );
}

/** The map's "search this area" box, as `bbox=south,west,north,east` (5 decimals ≈ 1 m). */
export function bboxParam(box: { south: number; west: number; north: number; east: number }) {
  return [box.south, box.west, box.north, box.east].map((value) => value.toFixed(5)).join(",");
}
