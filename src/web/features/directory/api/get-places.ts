import { useInfiniteQuery } from "@tanstack/react-query";
import { z } from "zod/mini";
import type { ApiClient } from "../../../lib/api-client.ts";
import {
  type PlaceFilterState,
  type PlaceListQuery,
  type Position,
  placeListQuery,
} from "../place-filter.ts";
import { nextPage, paginationSchema, placeListItemSchema } from "./directory-schemas.ts";
import { directoryKey, useDirectoryScope } from "./directory-scope.ts";

const answer = z.object({
  data: z.array(placeListItemSchema),
  pagination: paginationSchema,
});

export type PlacePage = z.infer<typeof answer>;

/** `GET /{ns}/v1/place/list` with the given parameters. */
export async function getPlaces(client: ApiClient, query: PlaceListQuery, signal?: AbortSignal) {
  return client.request({ path: "/{ns}/v1/place/list", query, response: answer, signal });
}

export const placesKey = (
  scope: Parameters<typeof directoryKey>[0],
  filter: PlaceFilterState,
  position: Position | null,
) => directoryKey(scope, "place/list", { filter, position });

/** The filtered list, a page at a time ("load more" while page < max_page, protocol §2.2). */
export function usePlaces(filter: PlaceFilterState, perPage: number, position: Position | null) {
  const scope = useDirectoryScope();
  return useInfiniteQuery({
    queryKey: placesKey(scope, filter, position),
    queryFn: ({ pageParam, signal }) =>
      getPlaces(
        scope.client,
        placeListQuery(filter, { page: pageParam, perPage }, position),
        signal,
      ),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}
