import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ApiClient } from "../../../lib/api-client.ts";
import { useApiClient } from "../../../lib/api-context.tsx";
import { moveAnswerSchema } from "./booking-schemas.ts";
import { staleAfterChange } from "./bookings-scope.ts";

/** A status move: the customer cancels, the owner accepts or declines (with the reason mailed). */
export type BookingMove =
  | { id: number; move: "cancel" }
  /** A request without a time is accepted at the date and slot start the owner gives it. */
  | { id: number; move: "accept"; time?: { date: string; start: string } }
  | { id: number; move: "decline"; reason: string }
  /** The customer turned down the card payment on Stripe's page. */
  | { id: number; move: "cancelPayment" }
  /** The owner records money that reached them directly (cash, a transfer seen in the bank). */
  | { id: number; move: "markPaid" };

const PATHS = {
  cancel: "/{ns}/v1/booking/cancel_by_id",
  accept: "/{ns}/v1/booking/accept_by_id",
  decline: "/{ns}/v1/booking/decline_by_id",
  cancelPayment: "/{ns}/v1/booking/cancel_payment",
  markPaid: "/{ns}/v1/booking/mark_paid",
} as const;

/**
 * `POST booking/cancel_by_id`, `accept_by_id` (protocol §4.37–4.38), and ours: `decline_by_id`,
 * `cancel_payment`, `mark_paid`.
 */
export function moveBooking(client: ApiClient, move: BookingMove) {
  return client.request({
    method: "POST",
    path: PATHS[move.move],
    body:
      move.move === "decline"
        ? { id: move.id, reason: move.reason }
        : move.move === "accept" && move.time
          ? { id: move.id, start_date: move.time.date, start_time: move.time.start }
          : { id: move.id },
    response: moveAnswerSchema,
    loading: true,
  });
}

export function useMoveBooking() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (move: BookingMove) => moveBooking(client, move),
    // Lists, counts, the booking itself and the form's free tables all change.
    onSettled: () => queryClient.invalidateQueries(staleAfterChange),
  });
}
