import { useInfiniteQuery } from "@tanstack/react-query";
import { z } from "zod/mini";
import type { ApiClient } from "../../../lib/api-client.ts";
import { commentSchema, nextPage, paginationSchema } from "./directory-schemas.ts";
import { directoryKey, useDirectoryScope } from "./directory-scope.ts";

const answer = z.object({ data: z.array(commentSchema), pagination: paginationSchema });

const PER_PAGE = 20;

/** `GET /{ns}/v1/author/comments?user_id=`: reviews of an author's places. */
export async function getAuthorComments(
  client: ApiClient,
  userId: number,
  page: number,
  signal?: AbortSignal,
) {
  return client.request({
    path: "/{ns}/v1/author/comments",
    query: { user_id: userId, page, per_page: PER_PAGE },
    response: answer,
    signal,
  });
}

export const authorCommentsKey = (scope: Parameters<typeof directoryKey>[0], userId: number) =>
  directoryKey(scope, "author/comments", userId);

export function useAuthorComments(userId: number) {
  const scope = useDirectoryScope();
  return useInfiniteQuery({
    queryKey: authorCommentsKey(scope, userId),
    queryFn: ({ pageParam, signal }) => getAuthorComments(scope.client, userId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}
