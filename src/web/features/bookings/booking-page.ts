import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { appHref } from "../../lib/app-paths.ts";
import type { BookingView } from "./api/booking-schemas.ts";
import { bookingsKey, useBookingsScope } from "./api/bookings-scope.ts";
import { guestBookingKey } from "./api/guest-booking.ts";

/**
 * A booking's own page, `/app/bookings/<id>`, where the booking form goes once the booking is
 * made, so a reload or a shared link shows the booking, never a blank form. A guest's carries
 * `?token=…`, which opens it without an account.
 */
export function bookingPagePath(
  booking: number | { booking_id: number },
  guestToken?: string | null,
): string {
  const id = typeof booking === "number" ? booking : booking.booking_id;
  return appHref.booking(id, guestToken || null);
}

/** The history state of a booking page reached by booking: it says "sent" once, on arrival. */
export interface JustBookedState {
  justBooked: true;
  /** A card payment's Stripe Checkout page, to go on to at once. */
  payUrl?: string;
}

export function justBookedOf(state: unknown): JustBookedState | null {
  const value = state as Partial<JustBookedState> | null;
  if (value?.justBooked !== true) return null;
  return { justBooked: true, payUrl: typeof value.payUrl === "string" ? value.payUrl : undefined };
}

/** What `booking/order` answered, as far as the booking page needs it. */
export interface PlacedBooking {
  data: BookingView & { guest_token?: string };
  payment?: unknown;
}

/**
 * What the booking form calls when the booking is made: the booking's page replaces the form's
 * in the history (Back does not lead to the filled form again), showing the answer at once
 * while it is read again.
 */
export function useOpenBookingPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const scope = useBookingsScope();
  return useCallback(
    (placed: PlacedBooking) => {
      const { data } = placed;
      const token = data.guest_token || null;
      const key = token
        ? guestBookingKey(scope, data.booking_id, token)
        : bookingsKey(scope, "booking/view", data.booking_id);
      queryClient.setQueryData(key, data);
      const payment = placed.payment as { url?: unknown } | undefined;
      const payUrl = typeof payment?.url === "string" && payment.url ? payment.url : undefined;
      const state: JustBookedState = { justBooked: true, ...(payUrl ? { payUrl } : {}) };
      void navigate(bookingPagePath(data.booking_id, token), { replace: true, state });
    },
    [navigate, queryClient, scope],
  );
}
