import { useQueries } from "@tanstack/react-query";
import type { Term } from "./api/directory-schemas.ts";
import { useDirectoryScope } from "./api/directory-scope.ts";
import { getLocations, locationsKey, useLocations } from "./api/get-locations.ts";
import { type LocationGroup, locationGroups } from "./filter-query.ts";

const STALE = 10 * 60_000;

/**
 * The district select's groups: Hong Kong's regions and their districts. When the address holds
 * a location below the districts (a neighbourhood), each district's children are read once to
 * find its name and place; until it is found the select names it plainly (see `offers`).
 */
export function useLocationChoices(chosen: number | null): LocationGroup[] {
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
  return locationGroups(regions, (regionId) => byRegion.get(regionId) ?? [], deeper ?? null);
}
