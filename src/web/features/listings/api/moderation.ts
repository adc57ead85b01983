import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod/mini";
import { type ApiClient, ApiError } from "../../../lib/api-client.ts";
import { useApiClient } from "../../../lib/api-context.tsx";
import {
  DIRECTORY_QUERY_ROOT,
  nextPage,
  paginationSchema,
} from "../../directory/api/directory-schemas.ts";
import { LISTINGS_QUERY_ROOT, ownPlaceSchema } from "./listing-schemas.ts";
import { listingsKey, useListingsScope } from "./listings-scope.ts";

/** A queued place with the revision shown: a decision names it, so it is about what was seen. */
const queuedPlaceSchema = z.extend(ownPlaceSchema, { revision: z.number() });
export type QueuedPlace = z.infer<typeof queuedPlaceSchema>;

const queueAnswer = z.object({ data: z.array(queuedPlaceSchema), pagination: paginationSchema });
const decisionAnswer = z.object({
  success: z.literal(true),
  post_id: z.number(),
  post_status: z.string(),
});

const PER_PAGE = 20;

/** `GET /{ns}/v1/place/moderation`: places waiting for review, oldest first (admins only). */
export function getModerationQueue(client: ApiClient, page: number, signal?: AbortSignal) {
  return client.request({
    path: "/{ns}/v1/place/moderation",
    query: { page, per_page: PER_PAGE },
    response: queueAnswer,
    signal,
  });
}

export function useModerationQueue(enabled: boolean) {
  const scope = useListingsScope();
  return useInfiniteQuery({
    queryKey: listingsKey(scope, "place/moderation"),
    queryFn: ({ pageParam, signal }) => getModerationQueue(scope.client, pageParam, signal),
    enabled,
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

export type ModerationDecision = { postId: number; revision: number } & (
  | { approve: true }
  | { approve: false; reason: string }
);

/** `POST place/approve` or `place/reject` (with the reason the author is mailed). */
export function decide(client: ApiClient, decision: ModerationDecision) {
  return client.request({
    method: "POST",
    path: decision.approve ? "/{ns}/v1/place/approve" : "/{ns}/v1/place/reject",
    body: decision.approve
      ? { post_id: decision.postId, revision: decision.revision }
      : { post_id: decision.postId, revision: decision.revision, reason: decision.reason },
    response: decisionAnswer,
    loading: true,
  });
}

export function useModerationDecision() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: ModerationDecision) => decide(client, decision),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [LISTINGS_QUERY_ROOT] }),
        queryClient.invalidateQueries({ queryKey: [DIRECTORY_QUERY_ROOT] }),
      ]),
    // Saved again since it was shown, or decided by another admin: show the queue as it is now.
    onError: (error) =>
      error instanceof ApiError && error.status === 409
        ? queryClient.invalidateQueries({ queryKey: [LISTINGS_QUERY_ROOT] })
        : undefined,
  });
}
