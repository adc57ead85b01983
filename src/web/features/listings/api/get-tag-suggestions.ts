import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { z } from "zod/mini";
import type { ApiClient } from "../../../lib/api-client.ts";
import { listingsKey, useListingsScope } from "./listings-scope.ts";

const answer = z.object({
  data: z._default(z.array(z.object({ id: z.number(), name: z.string() })), []),
});

/** `GET /{ns}/v1/place/terms?s=`: existing tags holding the typed text. */
export async function getTagSuggestions(client: ApiClient, text: string, signal?: AbortSignal) {
  const { data } = await client.request({
    path: "/{ns}/v1/place/terms",
    query: { s: text, per_page: 8 },
    response: answer,
    signal,
  });
  return data;
}

export function useTagSuggestions(text: string) {
  const scope = useListingsScope();
  const query = text.trim();
  return useQuery({
    queryKey: listingsKey(scope, "place/terms", query),
    queryFn: ({ signal }) => getTagSuggestions(scope.client, query, signal),
    enabled: query !== "",
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
