import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { appHref } from "../../lib/app-paths.ts";
import type { BookingView } from "./api/booking-schemas.ts";
import { justBookedOf } from "./booking-page.ts";

/**
 * Arrived from the booking form: says the booking was sent (focused, for screen readers), and
 * goes on to a card payment's Checkout page at once. Once: the history entry forgets it, so a
 * reload shows the booking without either.
 */
export function useJustBooked(booking: BookingView, guestToken?: string) {
  const location = useLocation();
  const navigate = useNavigate();
  const [arrived] = useState(() => justBookedOf(location.state));
  const heading = useRef<HTMLParagraphElement>(null);
  const handled = useRef(false);
  useEffect(() => {
    if (!arrived || handled.current) return;
    handled.current = true;
    window.scrollTo({ top: 0 });
    heading.current?.focus();
    void navigate(appHref.booking(booking.booking_id, guestToken ?? null), {
      replace: true,
      state: null,
    });
    if (arrived.payUrl) window.location.assign(arrived.payUrl);
  }, [arrived, booking.booking_id, guestToken, navigate]);
  return arrived ? { heading } : null;
}
