import { useQuery } from "@tanstack/react-query";
import { z } from "zod/mini";
import type { ApiClient } from "../../../lib/api-client.ts";
import { termSchema } from "./directory-schemas.ts";
import { directoryKey, useDirectoryScope } from "./directory-scope.ts";

const answer = z.object({ data: z.array(termSchema) });

/** `GET /{ns}/v1/category/list`: the categories under a parent (none: the top level). */
export async function getCategories(client: ApiClient, parentId?: number, signal?: AbortSignal) {
  const { data } = await client.request({
    path: "/{ns}/v1/category/list",
    query: { category_id: parentId },
    response: answer,
    signal,
  });
  return data;
}

export const categoriesKey = (scope: Parameters<typeof directoryKey>[0], parentId?: number) =>
  directoryKey(scope, "category/list", parentId);

export function useCategories(parentId?: number) {
  const scope = useDirectoryScope();
  return useQuery({
    queryKey: categoriesKey(scope, parentId),
    queryFn: ({ signal }) => getCategories(scope.client, parentId, signal),
  });
}
