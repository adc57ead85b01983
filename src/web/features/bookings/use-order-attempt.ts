import { useRef } from "react";
import { ApiError } from "../../lib/api-client.ts";
import { type OrderAnswer, usePlaceOrder } from "./api/place-order.ts";
import { newAttemptKey } from "./attempt-key.ts";
import type { OrderBody } from "./booking-request.ts";

/**
 * The booking form's order, placed once per attempt: a submit sent again after no answer reuses
 * the attempt's key, so the server answers with the booking it already made instead of making a
 * second.
 */
export function useOrderAttempt() {
  const attemptKey = useRef<string | null>(null);
  const order = usePlaceOrder();
  async function place(body: OrderBody): Promise<OrderAnswer> {
    attemptKey.current ??= newAttemptKey();
    try {
      const booked = await order.mutateAsync({ body, idempotencyKey: attemptKey.current });
      attemptKey.current = null;
      return booked;
    } catch (error) {
      // An answer means nothing was booked: the next submit is a new attempt. No answer keeps
      // the key, since the server may have booked before the line dropped.
      if (error instanceof ApiError && error.kind === "server") attemptKey.current = null;
      throw error;
    }
  }
  return { place, isPending: order.isPending };
}
