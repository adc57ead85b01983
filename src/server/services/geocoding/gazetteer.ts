import { HK_DISTRICTS, type HkLocation } from "../../../shared/places/hk-locations.ts";
import {
  HK_NEIGHBOURHOODS,
  type HkNeighbourhood,
  kilometresBetween,
  NEIGHBOURHOOD_REACH_KM,
  neighbourhoodBySlug,
  neighbourhoodsOf,
} from "../../../shared/places/hk-neighbourhoods.ts";
import { foldForSearch } from "../../search/search-folding.ts";

export type Point = readonly [latitude: number, longitude: number];

/** What a place already says of where it is: its neighbourhood and district (location slugs). */
export interface PlaceHint {
  districtSlug?: string | undefined;
  neighbourhoodSlug?: string | undefined;
}

export interface GazetteerPoint {
  latitude: number;
  longitude: number;
  precision: "neighbourhood" | "district";
}

/** One name a neighbourhood or district is known by, folded as search folds it. */
interface Entry {
  folded: string;
  /** Latin names match whole words ("Central" is not in "Centralia"); Chinese runs have none. */
  wholeWords: boolean;
}

function entriesOf(names: readonly string[]): Entry[] {
  const folded = [...new Set(names.map(foldForSearch).filter((name) => name !== ""))];
  return folded.map((name) => ({ folded: name, wholeWords: /[a-z0-9]/.test(name) }));
}

const NEIGHBOURHOOD_NAMES = HK_NEIGHBOURHOODS.map((neighbourhood) => ({
  neighbourhood,
  entries: entriesOf([...Object.values(neighbourhood.name), ...neighbourhood.aliases]),
}));
const DISTRICT_NAMES = HK_DISTRICTS.map((district) => ({
  district,
  entries: entriesOf(Object.values(district.name)),
}));
const DISTRICT_BY_SLUG = new Map(HK_DISTRICTS.map((district) => [district.slug, district]));

/** The length of the longest of these names found in the folded address, or 0. */
function longestFound(address: string, entries: readonly Entry[]): number {
  const words = ` ${address} `;
  let longest = 0;
  for (const entry of entries) {
    const found = entry.wholeWords
      ? words.includes(` ${entry.folded} `)
      : address.includes(entry.folded);
    if (found) longest = Math.max(longest, entry.folded.length);
  }
  return longest;
}

/**
 * The neighbourhood an address names, by its longest name found (蘭桂坊 and "Lan Kwai Fong" beat
 * the 中環 or "Central" beside them; 銅鑼灣 beats 灣仔 in 灣仔區銅鑼灣), among those `allowed`.
 */
function namedNeighbourhood(
  address: string,
  allowed: (neighbourhood: HkNeighbourhood) => boolean,
): HkNeighbourhood | undefined {
  let best: HkNeighbourhood | undefined;
  let bestLength = 0;
  for (const { neighbourhood, entries } of NEIGHBOURHOOD_NAMES) {
    if (!allowed(neighbourhood)) continue;
    const length = longestFound(address, entries);
    if (length > bestLength) {
      best = neighbourhood;
      bestLength = length;
    }
  }
  return best;
}

function namedDistrict(address: string): HkLocation | undefined {
  let best: HkLocation | undefined;
  let bestLength = 0;
  for (const { district, entries } of DISTRICT_NAMES) {
    const length = longestFound(address, entries);
    if (length > bestLength) {
      best = district;
      bestLength = length;
    }
  }
  return best;
}

const neighbourhoodPoint = (neighbourhood: HkNeighbourhood): GazetteerPoint => ({
  latitude: neighbourhood.centre[0],
  longitude: neighbourhood.centre[1],
  precision: "neighbourhood",
});

/** A district's own point (hk-locations.ts): a street in its busiest part, so inside it. */
const districtPoint = (district: HkLocation): GazetteerPoint => ({
  latitude: district.latitude,
  longitude: district.longitude,
  precision: "district",
});

/**
 * A first pin for an address from names alone, offline: the neighbourhood the address names,
 * else the place's own neighbourhood, else its district; with nothing known, a district the
 * address names. When the place's district is known the pin stays inside it: a neighbourhood
 * the address names elsewhere (a typo, a street named after another area) is not believed.
 */
export function gazetteerPoint(address: string, hint: PlaceHint = {}): GazetteerPoint | null {
  const folded = foldForSearch(address);
  const hintedNeighbourhood = hint.neighbourhoodSlug
    ? neighbourhoodBySlug(hint.neighbourhoodSlug)
    : undefined;
  const districtSlug = hint.districtSlug ?? hintedNeighbourhood?.district;
  const district = districtSlug ? DISTRICT_BY_SLUG.get(districtSlug) : undefined;

  const named = namedNeighbourhood(
    folded,
    (neighbourhood) => !district || neighbourhood.district === district.slug,
  );
  if (named) return neighbourhoodPoint(named);
  if (hintedNeighbourhood) return neighbourhoodPoint(hintedNeighbourhood);
  if (district) return districtPoint(district);
  const namedInAddress = namedDistrict(folded);
  return namedInAddress ? districtPoint(namedInAddress) : null;
}

/** How far from its district's named centres a looked-up point may be and still be believed. */
export const DISTRICT_REACH_KM = 2 * NEIGHBOURHOOD_REACH_KM;

const districtCentres = (district: HkLocation): Point[] => [
  [district.latitude, district.longitude],
  ...neighbourhoodsOf(district.slug).map((neighbourhood) => neighbourhood.centre),
];

/**
 * Whether a point may be in this district: within DISTRICT_REACH_KM of its own point or one of
 * its neighbourhoods' centres. No boundaries are embedded, so this only catches a lookup that
 * found the same street name at the other end of Hong Kong. An unknown district rules nothing out.
 */
export function couldBeIn(point: Point, districtSlug: string): boolean {
  const district = DISTRICT_BY_SLUG.get(districtSlug);
  if (!district) return true;
  return districtCentres(district).some(
    (centre) => kilometresBetween(point, centre) <= DISTRICT_REACH_KM,
  );
}

/** The district of a point as far as the gazetteer can tell: that of the nearest named centre. */
export function districtNear(point: Point): string {
  let best = "";
  let bestKm = Number.POSITIVE_INFINITY;
  for (const district of HK_DISTRICTS) {
    for (const centre of districtCentres(district)) {
      const km = kilometresBetween(point, centre);
      if (km < bestKm) {
        best = district.slug;
        bestKm = km;
      }
    }
  }
  return best;
}
