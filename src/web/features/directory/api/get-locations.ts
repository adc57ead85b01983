import { useQuery } from "@tanstack/react-query";
import { z } from "zod/mini";
import type { ApiClient } from "../../../lib/api-client.ts";
import { termSchema } from "./directory-schemas.ts";
import { directoryKey, useDirectoryScope } from "./directory-scope.ts";

const answer = z.object({ data: z.array(termSchema) });

/** `GET /{ns}/v1/location/list`: Hong Kong, its three regions, or a region's districts. */
export async function getLocations(client: ApiClient, parentId?: number, signal?: AbortSignal) {
  const { data } = await client.request({
    path: "/{ns}/v1/location/list",
    query: { parent_id: parentId },
    response: answer,
    signal,
  });
  return data;
}

export const locationsKey = (scope: Parameters<typeof directoryKey>[0], parentId?: number) =>
  directoryKey(scope, "location/list", parentId);

export function useLocations(parentId?: number, enabled = true) {
  const scope = useDirectoryScope();
  return useQuery({
    queryKey: locationsKey(scope, parentId),
    queryFn: ({ signal }) => getLocations(scope.client, parentId, signal),
    enabled,
    staleTime: 10 * 60_000,
  });
}
