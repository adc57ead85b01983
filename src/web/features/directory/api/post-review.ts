import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod/mini";
import type { ApiClient } from "../../../lib/api-client.ts";
import { useApiClient } from "../../../lib/api-context.tsx";
import { DIRECTORY_QUERY_ROOT } from "./directory-schemas.ts";

/** The review form: what the server checks (rating 1–5, some words), said before sending. */
export const reviewSchema = z.object({
  // A form's value: the chosen star as text, none yet as "".
  rating: z.enum(["1", "2", "3", "4", "5"], "directory.review.error.rating"),
  content: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, "directory.review.error.content"),
      z.maxLength(5000, "directory.review.error.tooLong"),
    ),
});

export type ReviewInput = z.infer<typeof reviewSchema>;

const answer = z.object({ id: z.number() });

/**
 * `POST /wp/v2/comments`: the user's review of a place; posting again replaces their own.
 * A WordPress endpoint, so the answer is the comment itself (success ⇔ no `code`).
 */
export async function postReview(client: ApiClient, placeId: number, input: ReviewInput) {
  return client.request({
    method: "POST",
    path: "/wp/v2/comments",
    body: { post: placeId, content: input.content, rating: Number(input.rating) },
    response: answer,
    loading: true,
  });
}

export function usePostReview(placeId: number) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewInput) => postReview(client, placeId, input),
    // The place's rating, the lists' averages and the author's figures all change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [DIRECTORY_QUERY_ROOT] }),
  });
}
