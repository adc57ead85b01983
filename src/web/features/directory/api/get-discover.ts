import { useQuery } from "@tanstack/react-query";
import { z } from "zod/mini";
import type { ApiClient } from "../../../lib/api-client.ts";
import { imageSchema, termSchema } from "./directory-schemas.ts";
import { directoryKey, useDirectoryScope } from "./directory-scope.ts";

const answer = z.object({
  data: z.array(
    z.extend(termSchema, {
      posts: z._default(
        z.array(z.object({ ID: z.number(), post_title: z.string(), image: imageSchema })),
        [],
      ),
    }),
  ),
});

export type DiscoverCategory = z.infer<typeof answer>["data"][number];

/** `GET /{ns}/v1/category/list_discover`: each top-level category with a few of its places. */
export async function getDiscover(client: ApiClient, signal?: AbortSignal) {
  const { data } = await client.request({
    path: "/{ns}/v1/category/list_discover",
    response: answer,
    signal,
  });
  return data;
}

export const discoverKey = (scope: Parameters<typeof directoryKey>[0]) =>
  directoryKey(scope, "category/list_discover");

export function useDiscover() {
  const scope = useDirectoryScope();
  return useQuery({
    queryKey: discoverKey(scope),
    queryFn: ({ signal }) => getDiscover(scope.client, signal),
  });
}
