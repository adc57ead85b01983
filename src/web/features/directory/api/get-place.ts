import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { z } from "zod/mini";
import type { ApiClient } from "../../../lib/api-client.ts";
import type { Position } from "../place-filter.ts";
import { placeViewSchema } from "./directory-schemas.ts";
import { directoryKey, useDirectoryScope } from "./directory-scope.ts";

const answer = z.object({ data: placeViewSchema });

/** `GET /{ns}/v1/place/view`; with a position the answer says how far the place is (km). */
export async function getPlace(
  client: ApiClient,
  id: number,
  position: Position | null,
  signal?: AbortSignal,
) {
  const { data } = await client.request({
    path: "/{ns}/v1/place/view",
    query: { id, latitude: position?.latitude, longitude: position?.longitude },
    response: answer,
    signal,
  });
  return data;
}

export const placeKey = (
  scope: Parameters<typeof directoryKey>[0],
  id: number,
  position: Position | null,
) => directoryKey(scope, "place/view", { id, position });

export function usePlace(id: number, position: Position | null) {
  const scope = useDirectoryScope();
  return useQuery({
    queryKey: placeKey(scope, id, position),
    queryFn: ({ signal }) => getPlace(scope.client, id, position, signal),
    enabled: Number.isInteger(id) && id > 0,
    // Asking for the distance keeps the place on screen while it is measured.
    placeholderData: (previous) => (previous?.ID === id ? keepPreviousData(previous) : undefined),
  });
}
