import { useQuery } from "@tanstack/react-query";
import type { ApiClient } from "../../../lib/api-client.ts";
import { viewAnswerSchema } from "./booking-schemas.ts";
import { bookingsKey, useBookingsScope } from "./bookings-scope.ts";

/** `GET /{ns}/v1/booking/view?id`: one booking and what this user may do with it now. */
export async function getBooking(client: ApiClient, id: number, signal?: AbortSignal) {
  const { data } = await client.request({
    path: "/{ns}/v1/booking/view",
    query: { id },
    response: viewAnswerSchema,
    signal,
  });
  return data;
}

export function useBooking(id: number) {
  const scope = useBookingsScope();
  return useQuery({
    queryKey: bookingsKey(scope, "booking/view", id),
    queryFn: ({ signal }) => getBooking(scope.client, id, signal),
    enabled: Number.isInteger(id) && id > 0 && scope.token !== null,
    // The owner may answer at any moment: the booking is read again whenever it is looked at.
    staleTime: 0,
  });
}
