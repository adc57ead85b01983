import { useInfiniteQuery } from "@tanstack/react-query";
import { z } from "zod/mini";
import type { ApiClient } from "../../../lib/api-client.ts";
import { nextPage, paginationSchema } from "../../directory/index.ts";
import { ownPlaceSchema } from "./listing-schemas.ts";
import { listingsKey, useListingsScope } from "./listings-scope.ts";

/** The owner's tabs: published, waiting for review, and sent back by an admin (drafts). */
export const MY_PLACE_STATUSES = ["publish", "pending", "draft"] as const;
export type MyPlaceStatus = (typeof MY_PLACE_STATUSES)[number];

const answer = z.object({ data: z.array(ownPlaceSchema), pagination: paginationSchema });

const PER_PAGE = 20;

/** `GET /{ns}/v1/author/listing?user_id=<me>&post_status=`: the user's own places in one status. */
export function getMyPlaces(
  client: ApiClient,
  userId: number,
  status: MyPlaceStatus,
  page: number,
  signal?: AbortSignal,
) {
  return client.request({
    path: "/{ns}/v1/author/listing",
    query: { user_id: userId, post_status: status, page, per_page: PER_PAGE },
    response: answer,
    signal,
  });
}

export function useMyPlaces(userId: number | null, status: MyPlaceStatus) {
  const scope = useListingsScope();
  return useInfiniteQuery({
    queryKey: listingsKey(scope, "author/listing", { userId, status }),
    queryFn: ({ pageParam, signal }) =>
      getMyPlaces(scope.client, userId ?? 0, status, pageParam, signal),
    enabled: userId !== null,
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}
