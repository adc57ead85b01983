import type { Localised } from "../../../db/schema.ts";
import { neighbourhoodAliases } from "../../../shared/places/hk-neighbourhoods.ts";
import { foldForSearch } from "../../search/search-folding.ts";

export interface SearchablePlace {
  title: string;
  content: string;
  /** The English, and the owner's Simplified over the converted one (decision 083). */
  titleEn?: string;
  contentEn?: string;
  titleSc?: string;
  contentSc?: string;
  address: string;
  /** Categories, features, tags and the location with its parents, in every language. */
  termNames: readonly Localised[];
  /** The slugs of the location and its parents: a neighbourhood's aliases (TST, LKF) come with it. */
  locationSlugs?: readonly string[];
}

/**
 * What `place/list`'s keyword `s` matches: a place is found by its title, description, address,
 * tags and term names, typed in Traditional or Simplified Chinese or English (decision 042), by
 * its English name and description (decision 083), and by the short names of its neighbourhood
 * (decision 080). The converted Simplified needs no room of its own, as folding makes it the
 * Traditional; an owner's override may word things differently, so it is folded in. Stored with
 * the place when it is written, so a search reads one indexed column.
 */
export function placeSearchText(place: SearchablePlace): string {
  const names = place.termNames.flatMap((name) => [name.tc, name.sc, name.en]);
  const aliases = neighbourhoodAliases(place.locationSlugs ?? []);
  const titles = [place.title, place.titleEn, place.titleSc];
  const contents = [place.content, place.contentEn, place.contentSc];
  return foldForSearch(
    [...titles, place.address, ...new Set([...names, ...aliases]), ...contents]
      .filter((text) => text)
      .join(" "),
  );
}
