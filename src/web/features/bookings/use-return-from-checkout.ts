import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { appHref } from "../../lib/app-paths.ts";
import { useQueryParam } from "../../lib/use-query-param.ts";
import { useMoveBooking } from "./api/booking-moves.ts";
import type { BookingView } from "./api/booking-schemas.ts";
import { useGuestMove } from "./api/guest-booking.ts";

/**
 * Back from Stripe's Checkout page (`?payment=paid` or `?payment=canceled`): a payment turned
 * down is told to the server once, which ends the booking with the spec's "you have refused to
 * pay"; a paid one is confirmed by Stripe's own event, which may come a moment later.
 */
export function useReturnFromCheckout(
  booking: BookingView,
  say: (message: string) => void,
  guestToken?: string,
) {
  const { t } = useI18n();
  const outcome = useQueryParam("payment");
  const navigate = useNavigate();
  const move = useMoveBooking();
  const guestMove = useGuestMove();
  const handled = useRef(false);
  useEffect(() => {
    if (handled.current || (outcome !== "paid" && outcome !== "canceled")) return;
    handled.current = true;
    // Once: a reload or Back must not tell it again.
    void navigate(appHref.booking(booking.booking_id, guestToken ?? null), { replace: true });
    if (outcome === "paid") {
      say(t("bookings.detail.paymentReceived"));
    } else if (booking.payment_url) {
      const onSuccess = (answer: { msg: string }) => say(answer.msg);
      if (guestToken) {
        guestMove.mutate(
          { id: booking.booking_id, token: guestToken, move: "cancelPayment" },
          { onSuccess },
        );
      } else {
        move.mutate({ id: booking.booking_id, move: "cancelPayment" }, { onSuccess });
      }
    }
  }, [outcome, booking, navigate, move, guestMove, say, t, guestToken]);
  return { error: move.error ?? guestMove.error };
}
