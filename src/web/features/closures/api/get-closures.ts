import { useQuery } from "@tanstack/react-query";
import type { ApiClient } from "../../../lib/api-client.ts";
import { bookingsKey, useBookingsScope } from "../../bookings/index.ts";
import { closuresAnswerSchema } from "./closure-schemas.ts";

/** `GET /{ns}/v1/booking/closures?resource_id`: the place's closures not yet over, soonest first. */
export function getClosures(client: ApiClient, placeId: number, signal?: AbortSignal) {
  return client
    .request({
      path: "/{ns}/v1/booking/closures",
      query: { resource_id: placeId },
      response: closuresAnswerSchema,
      signal,
    })
    .then((answer) => answer.data);
}

/**
 * Keyed under the bookings root: a closure cancels bookings, so closing, reopening and every
 * booking move refresh the lists, the desk and this together.
 */
export function useClosures(placeId: number | null) {
  const scope = useBookingsScope();
  return useQuery({
    queryKey: bookingsKey(scope, "booking/closures", placeId),
    queryFn: ({ signal }) => getClosures(scope.client, placeId ?? 0, signal),
    enabled: scope.token !== null && placeId !== null,
  });
}
