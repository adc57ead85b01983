import { useInfiniteQuery } from "@tanstack/react-query";
import { z } from "zod/mini";
import type { ApiClient } from "../../../lib/api-client.ts";
import { nextPage, paginationSchema, placeListItemSchema } from "./directory-schemas.ts";
import { directoryKey, useDirectoryScope } from "./directory-scope.ts";

const answer = z.object({ data: z.array(placeListItemSchema), pagination: paginationSchema });

const PER_PAGE = 20;

/** `GET /{ns}/v1/wishlist/list` (signed in). */
export async function getWishlist(client: ApiClient, page: number, signal?: AbortSignal) {
  return client.request({
    path: "/{ns}/v1/wishlist/list",
    query: { page, per_page: PER_PAGE },
    response: answer,
    signal,
  });
}

export const wishlistKey = (scope: Parameters<typeof directoryKey>[0]) =>
  directoryKey(scope, "wishlist/list");

export function useWishlist() {
  const scope = useDirectoryScope();
  return useInfiniteQuery({
    queryKey: wishlistKey(scope),
    queryFn: ({ pageParam, signal }) => getWishlist(scope.client, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled: scope.token !== null,
  });
}
