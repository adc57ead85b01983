import { ApiError } from "../../lib/api-client.ts";
import { useCart } from "./api/get-cart.ts";
import type { HoldRequest } from "./booking-hold.ts";
import { type BookingBody, choiceErrors } from "./booking-request.ts";
import type { useBookingHold } from "./use-booking-hold.ts";
import { useDebounced } from "./use-debounced.ts";

/** How long the form waits after the last change before asking for the price. */
const PRICE_DEBOUNCE_MS = 300;

/**
 * The price of the booking form's request as it stands (null: nothing to price yet), asked for
 * once the changes pause, and the server's problems with it by field.
 */
export function useLivePrice(
  body: BookingBody | null,
  holdWanted: HoldRequest | null,
  hold: ReturnType<typeof useBookingHold>,
) {
  const heldId = holdWanted ? hold.holdIdFor(holdWanted) : null;
  // Priced with the guest's own hold, which would otherwise count as the table taken; while
  // the hold is being asked for, the price waits for it.
  const holdPending = holdWanted !== null && hold.state.kind === "asking";
  const cartBody =
    body && !holdPending ? (heldId !== null ? { ...body, hold_id: heldId } : body) : null;
  const priced = useDebounced(cartBody, PRICE_DEBOUNCE_MS);
  const cart = useCart(cartBody ? priced : null);
  const cartErrors = cart.error instanceof ApiError ? choiceErrors(cart.error.params) : {};
  return {
    cart,
    cartErrors,
    /** The price shown is for the request as it stands now. */
    settled: JSON.stringify(priced) === JSON.stringify(cartBody) && !cart.isFetching,
  };
}
