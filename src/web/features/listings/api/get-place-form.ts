import { useQuery } from "@tanstack/react-query";
import type { ApiClient } from "../../../lib/api-client.ts";
import { placeFormSchema } from "./listing-schemas.ts";
import { listingsKey, useListingsScope } from "./listings-scope.ts";

/** `GET /{ns}/v1/place/form`, with a place's current values when `postId` is one the user may edit. */
export function getPlaceForm(client: ApiClient, postId: number | null, signal?: AbortSignal) {
  return client.request({
    path: "/{ns}/v1/place/form",
    query: { post_id: postId ?? undefined },
    response: placeFormSchema,
    signal,
  });
}

export function usePlaceForm(postId: number | null, enabled = true) {
  const scope = useListingsScope();
  return useQuery({
    queryKey: listingsKey(scope, "place/form", postId),
    queryFn: ({ signal }) => getPlaceForm(scope.client, postId, signal),
    enabled,
    // The form is filled once from this answer: a refetch while typing would change nothing
    // on screen, so it is not worth asking again.
    refetchOnWindowFocus: false,
    staleTime: postId === null ? 10 * 60_000 : 0,
  });
}
