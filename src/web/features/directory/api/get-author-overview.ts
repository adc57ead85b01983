import { useQuery } from "@tanstack/react-query";
import { z } from "zod/mini";
import type { ApiClient } from "../../../lib/api-client.ts";
import { userSchema } from "./directory-schemas.ts";
import { directoryKey, useDirectoryScope } from "./directory-scope.ts";

const overviewAnswer = z.object({ data: userSchema });

/** `GET /{ns}/v1/author/overview?user_id=`: the author with their figures. */
export async function getAuthorOverview(client: ApiClient, userId: number, signal?: AbortSignal) {
  const { data } = await client.request({
    path: "/{ns}/v1/author/overview",
    query: { user_id: userId },
    response: overviewAnswer,
    signal,
  });
  return data;
}

export const authorOverviewKey = (scope: Parameters<typeof directoryKey>[0], userId: number) =>
  directoryKey(scope, "author/overview", userId);

export function useAuthorOverview(userId: number) {
  const scope = useDirectoryScope();
  return useQuery({
    queryKey: authorOverviewKey(scope, userId),
    queryFn: ({ signal }) => getAuthorOverview(scope.client, userId, signal),
  });
}
