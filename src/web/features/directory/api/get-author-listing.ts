import { useInfiniteQuery } from "@tanstack/react-query";
import { z } from "zod/mini";
import type { ApiClient } from "../../../lib/api-client.ts";
import { nextPage, paginationSchema, placeListItemSchema } from "./directory-schemas.ts";
import { directoryKey, useDirectoryScope } from "./directory-scope.ts";

const answer = z.object({ data: z.array(placeListItemSchema), pagination: paginationSchema });

const PER_PAGE = 20;

/** `GET /{ns}/v1/author/listing?user_id=`: an author's published places. */
export async function getAuthorListing(
  client: ApiClient,
  userId: number,
  page: number,
  signal?: AbortSignal,
) {
  return client.request({
    path: "/{ns}/v1/author/listing",
    query: { user_id: userId, page, per_page: PER_PAGE },
    response: answer,
    signal,
  });
}

export const authorListingKey = (scope: Parameters<typeof directoryKey>[0], userId: number) =>
  directoryKey(scope, "author/listing", userId);

export function useAuthorListing(userId: number) {
  const scope = useDirectoryScope();
  return useInfiniteQuery({
    queryKey: authorListingKey(scope, userId),
    queryFn: ({ pageParam, signal }) => getAuthorListing(scope.client, userId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}
