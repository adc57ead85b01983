import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod/mini";
import type { ApiClient } from "../../../lib/api-client.ts";
import { numberish, termSchema } from "./directory-schemas.ts";
import { directoryKey, useDirectoryScope } from "./directory-scope.ts";

const answer = z.object({
  data: z.object({
    categories: z._default(z.array(termSchema), []),
    features: z._default(z.array(termSchema), []),
    locations: z._default(z.array(termSchema), []),
    settings: z.object({
      per_page: z._default(z.number(), 20),
      unit_price: z._default(z.string(), "HKD"),
      price_min: numberish,
      price_max: numberish,
      list_mode: z._default(z.string(), "list"),
    }),
    place_sort_option: z._default(
      z.array(z.object({ field: z.string(), value: z.string(), lang_key: z.string() })),
      [],
    ),
  }),
});

export type DirectorySettings = z.infer<typeof answer>["data"];

/** `GET /{ns}/v1/setting/init`: the filter's choices, price range, page size and sort options. */
export async function getDirectorySettings(client: ApiClient, signal?: AbortSignal) {
  const { data } = await client.request({
    path: "/{ns}/v1/setting/init",
    response: answer,
    signal,
  });
  return data;
}

export const directorySettingsKey = (scope: Parameters<typeof directoryKey>[0]) =>
  directoryKey(scope, "setting/init");

export function useDirectorySettings() {
  const scope = useDirectoryScope();
  return useQuery(
    queryOptions({
      queryKey: directorySettingsKey(scope),
      queryFn: ({ signal }) => getDirectorySettings(scope.client, signal),
      staleTime: 10 * 60_000,
    }),
  );
}
