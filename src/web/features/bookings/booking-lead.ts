import { BOOKING_STATES, type BookingState } from "../../../shared/bookings/booking-state.ts";
import type { BookingView } from "./api/booking-schemas.ts";
import type { BookingAudience } from "./booking-audience.ts";

/**
 * What a booking's page says first, per state (decision 078): the owner gets a heading and a
 * lead that say what came in and what to do; the customer a lead that says where the booking
 * stands. These pick the sentences (message keys); the page fills in the names and times.
 */

/** An ended request says which way it ended: an unpaid deposit released it, or nobody answered. */
export type HeadingVariant = Exclude<BookingState, "expired"> | "released" | "lapsed";

/**
 * A request without a time asks the owner for one; a cancellation with the reason the place gave
 * quotes it, one without says only what happened.
 */
export type LeadVariant =
  | HeadingVariant
  | "requestUntimed"
  | "declinedNoReason"
  | "canceledByPlaceNoReason"
  | "closedNoReason";

export type LeadFacts = Pick<
  BookingView,
  "state" | "time_to_confirm" | "pay_by" | "paid_at" | "cancel_reason"
>;

/**
 * The page's sentences: heading and, while an unpaid transfer request waits, its deadline (the
 * owner's only: the customer's page says it with the payment instructions), and the lead.
 */
export interface BookingLead {
  heading?: `bookingPage.owner.heading.${HeadingVariant}`;
  lead: `bookingPage.${BookingAudience}.lead.${LeadVariant}`;
  note?: "bookingPage.owner.payBy";
  /** The lead quotes the cancel reason, so the facts below need not repeat it. */
  quotesReason: boolean;
}

const QUOTING: Partial<Record<BookingState, LeadVariant>> = {
  declined: "declinedNoReason",
  canceledByPlace: "canceledByPlaceNoReason",
  closed: "closedNoReason",
};

export const isBookingState = (state: string): state is BookingState =>
  (BOOKING_STATES as readonly string[]).includes(state);

function headingVariant(state: BookingState, booking: LeadFacts): HeadingVariant {
  if (state !== "expired") return state;
  // An unpaid transfer request released at its deadline has `pay_by`; a lapsed one has not.
  return booking.pay_by && !booking.paid_at ? "released" : "lapsed";
}

/** The sentences for a booking's state; null when the server sent none (a stock server). */
export function bookingLead(audience: BookingAudience, booking: LeadFacts): BookingLead | null {
  const { state } = booking;
  if (!isBookingState(state)) return null;
  const heading = headingVariant(state, booking);
  const reason = booking.cancel_reason.trim();
  const noReason = QUOTING[state];
  const variant: LeadVariant =
    state === "request" && booking.time_to_confirm
      ? "requestUntimed"
      : noReason && !reason
        ? noReason
        : heading;
  // An unpaid bank-transfer request is released at its deadline unless the owner records the
  // payment.
  const waitingForPayment = state === "request" && booking.pay_by !== "" && !booking.paid_at;
  return {
    heading: audience === "owner" ? `bookingPage.owner.heading.${heading}` : undefined,
    lead: `bookingPage.${audience}.lead.${variant}`,
    note: audience === "owner" && waitingForPayment ? "bookingPage.owner.payBy" : undefined,
    quotesReason: noReason !== undefined && reason !== "",
  };
}
