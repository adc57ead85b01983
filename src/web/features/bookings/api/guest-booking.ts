import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod/mini";
import type { ApiClient } from "../../../lib/api-client.ts";
import { moveAnswerSchema, viewAnswerSchema } from "./booking-schemas.ts";
import { bookingsKey, staleAfterChange, useBookingsScope } from "./bookings-scope.ts";

// A guest's booking, opened by the token its page's link carries (`/app/bookings/<id>?token=…`):
// `booking/view?id&token`, `booking/cancel_by_id {id, token}` without an account, and
// `booking/claim {id, token}` to keep it in the signed-in account.

/** `GET /{ns}/v1/booking/view?id&token`: the booking that token opens, for anyone who has it. */
export async function getGuestBooking(
  client: ApiClient,
  input: { id: number; token: string },
  signal?: AbortSignal,
) {
  const { data } = await client.request({
    path: "/{ns}/v1/booking/view",
    query: { id: input.id, token: input.token },
    response: viewAnswerSchema,
    signal,
  });
  return data;
}

/** The query key of a guest's booking: per token, so two links never share an answer. */
export const guestBookingKey = (
  scope: Parameters<typeof bookingsKey>[0],
  id: number,
  token: string,
) => bookingsKey(scope, "booking/view", { id, token });

export function useGuestBooking(id: number, token: string) {
  const scope = useBookingsScope();
  return useQuery({
    queryKey: guestBookingKey(scope, id, token),
    queryFn: ({ signal }) => getGuestBooking(scope.client, { id, token }, signal),
    enabled: Number.isInteger(id) && id > 0 && token.length > 0,
    // The owner may answer at any moment: the booking is read again whenever it is looked at.
    staleTime: 0,
  });
}

const GUEST_MOVES = {
  cancel: "/{ns}/v1/booking/cancel_by_id",
  cancelPayment: "/{ns}/v1/booking/cancel_payment",
} as const;

/**
 * What a guest may do by the token: cancel (`booking/cancel_by_id {id, token}`, when the booking
 * still allows it), and turn down the card payment on Stripe's page (`booking/cancel_payment`).
 */
export function useGuestMove() {
  const scope = useBookingsScope();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; token: string; move: keyof typeof GUEST_MOVES }) =>
      scope.client.request({
        method: "POST",
        path: GUEST_MOVES[input.move],
        body: { id: input.id, token: input.token },
        response: moveAnswerSchema,
        loading: true,
      }),
    onSettled: () => queryClient.invalidateQueries(staleAfterChange),
  });
}

const claimAnswerSchema = z.object({ msg: z._default(z.string(), "") });

/** `POST booking/claim {id, token}`: a signed-in user with the booking's proven e-mail keeps it. */
export function useClaimBooking() {
  const scope = useBookingsScope();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; token: string }) =>
      scope.client.request({
        method: "POST",
        path: "/{ns}/v1/booking/claim",
        body: { id: input.id, token: input.token },
        response: claimAnswerSchema,
        loading: true,
      }),
    onSettled: () => queryClient.invalidateQueries(staleAfterChange),
  });
}
