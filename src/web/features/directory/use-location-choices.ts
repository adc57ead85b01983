import { useQueries } from "@tanstack/react-query";
import type { Term } from "./api/directory-schemas.ts";
import { useDirectoryScope } from "./api/directory-scope.ts";
import { getLocations, locationsKey, useLocations } from "./api/get-locations.ts";
import {
  type LocationGroup,
  type LocationPicks,
  locationGroups,
  locationPicks,
} from "./filter-query.ts";
import { neighbourhoodsToOffer } from "./neighbourhoods.ts";

const STALE = 10 * 60_000;

export interface LocationChoices {
  /** The district select's regions and districts. */
  groups: LocationGroup[];
  picks: LocationPicks;
  /** The district the first select holds and the neighbourhoods to offer under it, if any. */
  district: { term: Term; neighbourhoods: Term[] } | null;
}

/**
 * The two location selects' choices: Hong Kong's regions and their districts, then the chosen
 * district's neighbourhoods. When the address holds a location below the districts, each
 * district's neighbourhoods are read once to find its district; until it is found the first
 * select names it plainly (see `offers`) and the second waits.
 */
export function useLocationChoices(chosen: number | null): LocationChoices {
  const scope = useDirectoryScope();
  const countries = useLocations();
  const territory = countries.data?.[0];
  const regions = useLocations(territory?.term_id, territory !== undefined).data ?? [];
  const childrenOf = (parents: readonly Term[], enabled: boolean) =>
    parents.map((parent) => ({
      queryKey: locationsKey(scope, parent.term_id),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        getLocations(scope.client, parent.term_id, signal),
      staleTime: STALE,
      enabled,
    }));
  const districtReads = useQueries({ queries: childrenOf(regions, true) });
  const byRegion = new Map(regions.map((region, at) => [region.term_id, districtReads[at]?.data]));
  const districts = districtReads.flatMap((read) => read.data ?? []);
  const deeperWanted =
    chosen !== null &&
    regions.length > 0 &&
    districtReads.every((read) => read.data) &&
    ![...regions, ...districts].some((term) => term.term_id === chosen);
  const deeperReads = useQueries({ queries: childrenOf(districts, deeperWanted) });
  const deeper = deeperWanted
    ? deeperReads.flatMap((read) => read.data ?? []).find((term) => term.term_id === chosen)
    : undefined;
  const picks = locationPicks(chosen, deeper ?? null);
  const district = districts.find((term) => term.term_id === picks.area);
  // The same reads as the search above, so a neighbourhood's district is not asked for twice.
  const [neighbourhoodRead] = useQueries({ queries: childrenOf(district ? [district] : [], true) });
  const neighbourhoods =
    district && neighbourhoodRead?.data
      ? neighbourhoodsToOffer(district, neighbourhoodRead.data, picks.neighbourhood)
      : [];
  return {
    groups: locationGroups(regions, (regionId) => byRegion.get(regionId) ?? []),
    picks,
    district: district && neighbourhoods.length > 0 ? { term: district, neighbourhoods } : null,
  };
}
