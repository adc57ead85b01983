import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod/mini";
import type { ApiClient } from "../../../lib/api-client.ts";
import { useApiClient } from "../../../lib/api-context.tsx";
import type { OrderBody } from "../booking-request.ts";
import { bookingViewSchema } from "./booking-schemas.ts";
import { staleAfterChange } from "./bookings-scope.ts";

const answer = z.object({
  msg: z._default(z.string(), ""),
  /** Ours: a guest's booking carries the token that opens its page without an account. */
  data: z.extend(bookingViewSchema, { guest_token: z._default(z.string(), "") }),
  /** The provider's object: `[]` for cash and bank, a Stripe Checkout session's `url` to open. */
  payment: z._default(
    z.union([z.array(z.unknown()), z.object({ url: z.optional(z.string()) })]),
    [],
  ),
});
export type OrderAnswer = z.infer<typeof answer>;

/**
 * `POST /{ns}/v1/booking/order` with an `Idempotency-Key`: sent again with the same key (a retry
 * after no answer), the server answers with the booking it made, never a second one.
 */
export function placeOrder(client: ApiClient, body: OrderBody, idempotencyKey: string) {
  return client.request({
    method: "POST",
    path: "/{ns}/v1/booking/order",
    body,
    headers: { "idempotency-key": idempotencyKey },
    response: answer,
    loading: true,
  });
}

export function usePlaceOrder() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { body: OrderBody; idempotencyKey: string }) =>
      placeOrder(client, input.body, input.idempotencyKey),
    onSuccess: () => queryClient.invalidateQueries(staleAfterChange),
  });
}
