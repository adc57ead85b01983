/**
 * Which of a district's neighbourhoods (decision 080) are worth offering, on the districts screen
 * and in the filter sheet alike. A neighbourhood with no places leads to an empty list, and one
 * that holds every place of its district (屯門 in 屯門) narrows nothing: the district itself says it.
 */

/** A location as `location/list` gives it, as far as choosing needs. */
export interface CountedLocation {
  term_id: number;
  count: number;
}

/**
 * The neighbourhoods with places, in the list's order, unless a single one holds all of the
 * district's; the one `chosen` (from the address) is always kept, so it never silently goes.
 */
export function neighbourhoodsToOffer<T extends CountedLocation>(
  district: CountedLocation,
  neighbourhoods: readonly T[],
  chosen: number | null = null,
): T[] {
  const withPlaces = neighbourhoods.filter((hood) => hood.count > 0);
  const narrows = !(withPlaces.length === 1 && withPlaces[0]?.count === district.count);
  return neighbourhoods.filter((hood) => hood.term_id === chosen || (narrows && hood.count > 0));
}
