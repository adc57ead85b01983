import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { ApiClient } from "../../../lib/api-client.ts";
import { bookingFormAnswerSchema } from "./booking-schemas.ts";
import { bookingsKey, useBookingsScope } from "./bookings-scope.ts";

/**
 * `GET /{ns}/v1/booking/form?resource_id&date&persons`: the place's style, bookable dates, the
 * times of the date with the room left (and, given the party, whether each can take it), its
 * prices and services, and the ways to pay. Without a date, the server picks the first day
 * that has room.
 */
export function getBookingForm(
  client: ApiClient,
  placeId: number,
  date: string | null,
  signal?: AbortSignal,
  asked: BookingFormAsk = {},
) {
  return client.request({
    path: "/{ns}/v1/booking/form",
    query: {
      resource_id: placeId,
      date: date ?? undefined,
      persons: asked.persons ?? undefined,
      service_id: asked.serviceId || undefined,
    },
    response: bookingFormAnswerSchema,
    signal,
  });
}

/** Ours: the party the times are for, and a salon's service (the times are as long as it). */
export interface BookingFormAsk {
  persons?: number | null;
  serviceId?: string;
}

export function useBookingForm(placeId: number, date: string | null, asked: BookingFormAsk = {}) {
  const scope = useBookingsScope();
  const persons = asked.persons ?? null;
  const serviceId = asked.serviceId ?? "";
  return useQuery({
    queryKey: bookingsKey(scope, "booking/form", { placeId, date, persons, serviceId }),
    queryFn: ({ signal }) =>
      getBookingForm(scope.client, placeId, date, signal, { persons, serviceId }),
    enabled: Number.isInteger(placeId) && placeId > 0,
    // Room changes as others book: what is free is read again whenever the screen is looked at.
    staleTime: 0,
    // Another date keeps the form on screen while its times load.
    placeholderData: keepPreviousData,
  });
}
