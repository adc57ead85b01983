import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { ApiClient } from "../../../lib/api-client.ts";
import type { BookingBody } from "../booking-request.ts";
import { cartAnswerSchema } from "./booking-schemas.ts";
import { bookingsKey, useBookingsScope } from "./bookings-scope.ts";

/** `POST /{ns}/v1/booking/cart`: the price of a request, or the problem with it (per field). */
export function getCart(client: ApiClient, body: BookingBody, signal?: AbortSignal) {
  return client.request({
    method: "POST",
    path: "/{ns}/v1/booking/cart",
    body,
    response: cartAnswerSchema,
    signal,
  });
}

/**
 * The price of `body` (null: nothing to price yet). Each request is its own query, so only the
 * answer for what is on screen now is shown, however the answers arrive; the caller debounces.
 */
export function useCart(body: BookingBody | null) {
  const scope = useBookingsScope();
  return useQuery({
    queryKey: bookingsKey(scope, "booking/cart", body),
    queryFn: ({ signal }) => getCart(scope.client, body as BookingBody, signal),
    enabled: body !== null,
    staleTime: 0,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
