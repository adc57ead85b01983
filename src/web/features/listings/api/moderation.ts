import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod/mini";
import { type ApiClient, ApiError } from "../../../lib/api-client.ts";
import { useApiClient } from "../../../lib/api-context.tsx";
import { DIRECTORY_QUERY_ROOT, nextPage, paginationSchema } from "../../directory/index.ts";
import { LISTINGS_QUERY_ROOT, ownPlaceSchema } from "./listing-schemas.ts";
import { listingsKey, useListingsScope } from "./listings-scope.ts";
import { revisionChangeSchema } from "./revision-changes.ts";

/**
 * A place waiting as a whole (new, or never approved), with the `revision` shown: a decision names
 * it, so it is about what was seen (decision 069).
 */
const queuedPlaceSchema = z.extend(ownPlaceSchema, {
  kind: z.literal("place"),
  revision: z.number(),
});
export type QueuedPlace = z.infer<typeof queuedPlaceSchema>;

/**
 * An owner's edit of a published place (decision 082): the live place as a list item, and what the
 * edit would change. A decision names `revision_id`, so it is about these changes only.
 */
const queuedRevisionSchema = z.extend(ownPlaceSchema, {
  kind: z.literal("revision"),
  revision_id: z.number(),
  submitted_at: z._default(z.string(), ""),
  changes: z.array(revisionChangeSchema),
});
export type QueuedRevision = z.infer<typeof queuedRevisionSchema>;
export type QueueItem = QueuedPlace | QueuedRevision;

const queueAnswer = z.object({
  data: z.array(z.discriminatedUnion("kind", [queuedPlaceSchema, queuedRevisionSchema])),
  pagination: paginationSchema,
});
const decisionAnswer = z.object({
  success: z.literal(true),
  post_id: z.number(),
  post_status: z.string(),
});

const PER_PAGE = 20;

/** `GET /{ns}/v1/place/moderation`: places and edits waiting for review, oldest first (admins only). */
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

/** What is decided: a whole place at the `revision` shown, or one edit (`revisionId`). */
export type ModerationDecision = { postId: number } & (
  | { revision: number }
  | { revisionId: number }
) &
  ({ approve: true } | { approve: false; reason: string });

/** `POST place/approve` or `place/reject` (with the reason the author is mailed). */
export function decide(client: ApiClient, decision: ModerationDecision) {
  const seen =
    "revisionId" in decision
      ? { revision_id: decision.revisionId }
      : { revision: decision.revision };
  return client.request({
    method: "POST",
    path: decision.approve ? "/{ns}/v1/place/approve" : "/{ns}/v1/place/reject",
    body: {
      post_id: decision.postId,
      ...seen,
      ...(decision.approve ? {} : { reason: decision.reason }),
    },
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
    // Saved again since it was shown, replaced by a newer edit, or decided by another admin
    // (rest_place_changed, rest_revision_closed, rest_invalid_post): show the queue as it is now.
    onError: (error) =>
      error instanceof ApiError && error.status === 409
        ? queryClient.invalidateQueries({ queryKey: [LISTINGS_QUERY_ROOT] })
        : undefined,
  });
}
