import { useQuery } from "@tanstack/react-query";
import { z } from "zod/mini";
import type { ApiClient } from "../../../lib/api-client.ts";
import { formTermSchema } from "./listing-schemas.ts";
import { listingsKey, useListingsScope } from "./listings-scope.ts";

const answer = z.object({ data: z._default(z.array(formTermSchema), []) });

/** `GET /{ns}/v1/location/list?parent_id=<district>`: the district's neighbourhoods (decision 080). */
export async function getNeighbourhoods(client: ApiClient, district: number, signal?: AbortSignal) {
  const { data } = await client.request({
    path: "/{ns}/v1/location/list",
    query: { parent_id: district },
    response: answer,
    signal,
  });
  return data;
}

/** The chosen district's neighbourhoods; nothing is asked while no district is chosen. */
export function useNeighbourhoods(district: number | null) {
  const scope = useListingsScope();
  return useQuery({
    queryKey: listingsKey(scope, "location/list", district),
    queryFn: ({ signal }) => getNeighbourhoods(scope.client, district ?? 0, signal),
    enabled: district !== null,
    staleTime: 10 * 60_000,
  });
}
