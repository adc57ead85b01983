/**
 * The one word for where a booking stands (decision 078), read from its Listar status and what
 * the place recorded: the server's `status_name`, the screens' badges and the list filters all
 * start from it, and each side reads it in its own words (`bookingState.customer.*`,
 * `bookingState.owner.*`).
 */
export const BOOKING_STATES = [
  "request",
  "paidRequest",
  "accepted",
  "changed",
  "arrived",
  "walkIn",
  "noShow",
  "completed",
  "canceledByGuest",
  "declined",
  "canceledByPlace",
  "closed",
  "expired",
  "refundDue",
  "refunded",
  "failed",
] as const;
export type BookingState = (typeof BOOKING_STATES)[number];

export interface BookingStateFacts {
  status: string;
  visit: string | null;
  canceledBy: string | null;
  refund: string | null;
  changedAt: unknown;
  walkIn: boolean;
}

const CANCELED: Record<string, BookingState> = {
  customer: "canceledByGuest",
  declined: "declined",
  place: "canceledByPlace",
  closure: "closed",
  system: "expired",
};

export function bookingState(facts: BookingStateFacts): BookingState {
  // Money owed back outranks how the booking ended: it is what the owner must still act on.
  if (facts.refund === "due") return "refundDue";
  if (facts.status === "refunded" || facts.refund === "refunded") return "refunded";
  if (facts.status === "canceled") return CANCELED[facts.canceledBy ?? ""] ?? "canceledByGuest";
  if (facts.status === "failed") return "failed";
  if (facts.visit === "noShow") return "noShow";
  if (facts.status === "completed") return "completed";
  if (facts.visit === "arrived") return facts.walkIn ? "walkIn" : "arrived";
  if (facts.status === "pending") return "request";
  if (facts.status === "processing") return "paidRequest";
  return facts.changedAt ? "changed" : "accepted";
}
