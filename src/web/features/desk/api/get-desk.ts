import { useQuery } from "@tanstack/react-query";
import { bookingsKey, useBookingsScope } from "../../bookings/index.ts";
import { deskAnswerSchema, guestCardAnswerSchema } from "./desk-schemas.ts";

/**
 * `GET booking/desk`: one place's day. Keyed under the bookings root, so every booking move
 * (accept, decline, the desk's own actions) refreshes it; read again every minute as well,
 * since requests and walk-ins arrive while the desk stays open all evening.
 */
export function useDesk(placeId: number | null, date: string) {
  const scope = useBookingsScope();
  return useQuery({
    queryKey: bookingsKey(scope, "booking/desk", { placeId, date }),
    queryFn: ({ signal }) =>
      scope.client
        .request({
          path: "/{ns}/v1/booking/desk",
          query: { resource_id: placeId ?? 0, date },
          response: deskAnswerSchema,
          signal,
        })
        .then((answer) => answer.data),
    enabled: scope.token !== null && placeId !== null,
    refetchInterval: 60_000,
  });
}

/** `GET booking/guest_card`: who the guest is and their history at this place. */
export function useGuestCard(bookingId: number) {
  const scope = useBookingsScope();
  return useQuery({
    queryKey: bookingsKey(scope, "booking/guest_card", bookingId),
    queryFn: ({ signal }) =>
      scope.client
        .request({
          path: "/{ns}/v1/booking/guest_card",
          query: { id: bookingId },
          response: guestCardAnswerSchema,
          signal,
        })
        .then((answer) => answer.data),
    enabled: scope.token !== null,
  });
}
