/**
 * What the filter sheet does to the list's address. The sheet edits a draft that starts from
 * every choice in the address the list was opened with (a district from 地區, a category from
 * 分類…); applying writes the draft back over only the keys the sheet owns, so nothing the visitor
 * did not touch is lost, and the address stays the one place the list reads its filters from.
 */
import { EMPTY_FILTER, type PlaceFilterState, searchFromFilter } from "./place-filter.ts";

/** The sheet's own choices. The price boxes hold what was typed, read only on Apply. */
export interface SheetDraft {
  category: number[];
  feature: number[];
  location: number | null;
  priceMin: string;
  priceMax: string;
  openNow: boolean;
}

export function draftFromFilter(filter: PlaceFilterState): SheetDraft {
  return {
    category: [...filter.category],
    feature: [...filter.feature],
    location: filter.location,
    priceMin: filter.priceMin === null ? "" : String(filter.priceMin),
    priceMax: filter.priceMax === null ? "" : String(filter.priceMax),
    openNow: filter.openNow,
  };
}

/** A term chip turned on or off; the others keep their order. */
export function toggled(ids: readonly number[], id: number, on: boolean): number[] {
  const others = ids.filter((known) => known !== id);
  return on ? [...others, id] : others;
}

/** A typed amount in whole dollars; blank or unreadable is no bound. */
export function typedAmount(text: string): number | null {
  const trimmed = text.trim();
  const number = Number(trimmed);
  return trimmed === "" || !Number.isFinite(number) ? null : Math.max(0, Math.round(number));
}

/** The list's filters after Apply: the draft's choices, the keyword and order as they were. */
export function applyDraft(filter: PlaceFilterState, draft: SheetDraft): PlaceFilterState {
  return {
    ...filter,
    category: [...draft.category],
    feature: [...draft.feature],
    location: draft.location,
    priceMin: typedAmount(draft.priceMin),
    priceMax: typedAmount(draft.priceMax),
    openNow: draft.openNow,
  };
}

/** Reset: every choice the sheet shows is cleared on purpose; the keyword and order stay. */
export function clearedFilter(filter: PlaceFilterState): PlaceFilterState {
  return { ...EMPTY_FILTER, s: filter.s, sort: filter.sort };
}

/** The address keys the filters own (searchFromFilter writes them). */
const FILTER_KEYS = [
  "s",
  "category",
  "feature",
  "location",
  "price_min",
  "price_max",
  "open_now",
  "sort",
] as const;

/**
 * The list's next address: the filters' keys rewritten from `next`, every other key (the view,
 * anything a later screen adds) carried over as it was.
 */
export function listSearch(current: URLSearchParams, next: PlaceFilterState): URLSearchParams {
  const search = new URLSearchParams(current);
  for (const key of FILTER_KEYS) search.delete(key);
  for (const [key, value] of searchFromFilter(next)) search.set(key, value);
  return search;
}

/** A location as `location/list` gives it, as far as the district select needs. */
export interface LocationTerm {
  term_id: number;
  name: string;
  parent: number;
}

export interface LocationGroup {
  label: string;
  options: { value: number; label: string }[];
}

/** The district select's choices: each region (itself first, then its districts). */
export function locationGroups(
  regions: readonly LocationTerm[],
  districtsOf: (regionId: number) => readonly LocationTerm[],
): LocationGroup[] {
  return regions.map((region) => ({
    label: region.name,
    options: [region, ...districtsOf(region.term_id)].map((term) => ({
      value: term.term_id,
      label: term.name,
    })),
  }));
}

/** Whether the groups offer a location (else the select adds the address's choice itself). */
export function offers(groups: readonly LocationGroup[], id: number): boolean {
  return groups.some((group) => group.options.some((option) => option.value === id));
}

/**
 * What the two selects show for the one location the draft holds: a region or district in the
 * first; a neighbourhood (once it is known to be one, by its term) as its district in the first and
 * itself in the second, whose blank choice is "all of the district".
 */
export interface LocationPicks {
  area: number | null;
  neighbourhood: number | null;
}

export function locationPicks(
  location: number | null,
  neighbourhood: LocationTerm | null,
): LocationPicks {
  return neighbourhood && neighbourhood.term_id === location
    ? { area: neighbourhood.parent, neighbourhood: neighbourhood.term_id }
    : { area: location, neighbourhood: null };
}

/** The location the second select sets: a neighbourhood, or all of its district when blank. */
export function neighbourhoodChosen(district: number, neighbourhood: number | null): number {
  return neighbourhood ?? district;
}
