import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { bboxParam, type PlaceFilterState, placeListQuery } from "../place-filter.ts";
import { directoryKey, useDirectoryScope } from "./directory-scope.ts";
import { getPlaces } from "./get-places.ts";

export interface MapBox {
  south: number;
  west: number;
  north: number;
  east: number;
}

/** The most markers one map shows; the answer says how many more the area holds. */
export const MAP_PLACE_LIMIT = 100;

export const mapPlacesKey = (
  scope: Parameters<typeof directoryKey>[0],
  filter: PlaceFilterState,
  box: MapBox | null,
) => directoryKey(scope, "place/list#map", { filter, box });

/** `place/list` inside the map's box (our `bbox`), with the list's other filters. */
export function useMapPlaces(filter: PlaceFilterState, box: MapBox | null) {
  const scope = useDirectoryScope();
  return useQuery({
    queryKey: mapPlacesKey(scope, filter, box),
    queryFn: ({ signal }) =>
      getPlaces(
        scope.client,
        {
          ...placeListQuery(filter, { page: 1, perPage: MAP_PLACE_LIMIT }, null),
          bbox: box ? bboxParam(box) : undefined,
        },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}
