import { useQuery } from "@tanstack/react-query";
import { z } from "zod/mini";
import type { ApiClient } from "../../../lib/api-client.ts";
import { placeListItemSchema, termSchema } from "./directory-schemas.ts";
import { directoryKey, useDirectoryScope } from "./directory-scope.ts";

const answer = z.object({
  data: z.object({
    sliders: z._default(z.array(z.string()), []),
    categories: z._default(z.array(termSchema), []),
    locations: z._default(z.array(termSchema), []),
    recent_posts: z._default(z.array(placeListItemSchema), []),
  }),
});

export type HomeData = z.infer<typeof answer>["data"];

/** `GET /{ns}/v1/home/init`: sliders, categories, districts and the newest places. */
export async function getHome(client: ApiClient, signal?: AbortSignal) {
  const { data } = await client.request({ path: "/{ns}/v1/home/init", response: answer, signal });
  return data;
}

export const homeKey = (scope: Parameters<typeof directoryKey>[0]) =>
  directoryKey(scope, "home/init");

export function useHome() {
  const scope = useDirectoryScope();
  return useQuery({
    queryKey: homeKey(scope),
    queryFn: ({ signal }) => getHome(scope.client, signal),
  });
}
