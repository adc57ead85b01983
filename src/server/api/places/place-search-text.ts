import type { Localised } from "../../../db/schema.ts";
import { foldForSearch } from "../../../shared/search/normalise.server.ts";

export interface SearchablePlace {
  title: string;
  content: string;
  address: string;
  /** Categories, features, tags and the location with its parents, in every language. */
  termNames: readonly Localised[];
}

/**
 * What `place/list`'s keyword `s` matches: a place is found by its title, description, address,
 * tags and term names, typed in Traditional or Simplified Chinese or English (decision 042).
 */
export function placeSearchText(place: SearchablePlace): string {
  const names = place.termNames.flatMap((name) => [name.tc, name.sc, name.en]);
  return foldForSearch([place.title, place.address, ...new Set(names), place.content].join(" "));
}
