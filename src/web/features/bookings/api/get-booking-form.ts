import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { ApiClient } from "../../../lib/api-client.ts";
import { bookingFormAnswerSchema } from "./booking-schemas.ts";
import { bookingsKey, useBookingsScope } from "./bookings-scope.ts";

/**
 * `GET /{ns}/v1/booking/form?resource_id&date`: the place's style, bookable dates, the times
 * (or tables) of the date with the room left, and the ways to pay. Without a date, the server
 * picks the first day that has room.
 */
export function getBookingForm(
  client: ApiClient,
  placeId: number,
  date: string | null,
  signal?: AbortSignal,
) {
  return client.request({
    path: "/{ns}/v1/booking/form",
    query: { resource_id: placeId, date: date ?? undefined },
    response: bookingFormAnswerSchema,
    signal,
  });
}

export function useBookingForm(placeId: number, date: string | null) {
  const scope = useBookingsScope();
  return useQuery({
    queryKey: bookingsKey(scope, "booking/form", { placeId, date }),
    queryFn: ({ signal }) => getBookingForm(scope.client, placeId, date, signal),
    enabled: Number.isInteger(placeId) && placeId > 0,
    // Room changes as others book: what is free is read again whenever the screen is looked at.
    staleTime: 0,
    // Another date keeps the form on screen while its times load.
    placeholderData: keepPreviousData,
  });
}
