import { useQuery } from "@tanstack/react-query";
import { z } from "zod/mini";
import type { ApiClient } from "../../../lib/api-client.ts";
import { commentSchema, ratingSummarySchema } from "./directory-schemas.ts";
import { directoryKey, useDirectoryScope } from "./directory-scope.ts";

const answer = z.object({
  attr: z.object({
    rating: ratingSummarySchema,
    submit: z._default(z.boolean(), true),
    /** Our addition: the signed-in user's own review of the place, to edit. */
    own: z.optional(z.nullable(commentSchema)),
  }),
  data: z.array(commentSchema),
});

export type Reviews = z.infer<typeof answer>;

/** `GET /{ns}/v1/comments?post_id=`: a place's reviews with the rating summary. */
export async function getReviews(client: ApiClient, placeId: number, signal?: AbortSignal) {
  return client.request({
    path: "/{ns}/v1/comments",
    query: { post_id: placeId },
    response: answer,
    signal,
  });
}

export const reviewsKey = (scope: Parameters<typeof directoryKey>[0], placeId: number) =>
  directoryKey(scope, "comments", placeId);

export function useReviews(placeId: number) {
  const scope = useDirectoryScope();
  return useQuery({
    queryKey: reviewsKey(scope, placeId),
    queryFn: ({ signal }) => getReviews(scope.client, placeId, signal),
    enabled: Number.isInteger(placeId) && placeId > 0,
  });
}
