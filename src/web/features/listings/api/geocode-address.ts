import { useMutation } from "@tanstack/react-query";
import { z } from "zod/mini";
import type { ApiClient } from "../../../lib/api-client.ts";
import { useListingsScope } from "./listings-scope.ts";

const answer = z.object({
  data: z.nullable(
    z.object({
      latitude: z.number(),
      longitude: z.number(),
      precision: z.enum(["address", "neighbourhood", "district"]),
    }),
  ),
});

export type GeocodedPin = NonNullable<z.infer<typeof answer>["data"]>;

/**
 * `GET /{ns}/v1/place/geocode` (decision 081): a first pin for the typed address, inside the
 * chosen district or neighbourhood; null when nothing could be placed.
 */
export async function geocodeAddress(
  client: ApiClient,
  address: string,
  location: number | null,
): Promise<GeocodedPin | null> {
  const { data } = await client.request({
    path: "/{ns}/v1/place/geocode",
    query: { address, ...(location === null ? {} : { location }) },
    response: answer,
  });
  return data;
}

/** Asked when the owner presses "find on the map", never while they type. */
export function useGeocodeAddress() {
  const scope = useListingsScope();
  return useMutation({
    mutationFn: (ask: { address: string; location: number | null }) =>
      geocodeAddress(scope.client, ask.address, ask.location),
  });
}
