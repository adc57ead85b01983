import { z } from "zod";
import type { RouteDoc } from "../route-doc.ts";
import { bookingViewSchema } from "./booking-schemas.ts";

const TAGS = ["bookings"];

const bookingId = z.union([z.string(), z.int()]).meta({ description: "The booking's id." });

const guestToken = z.string().max(100).optional().meta({
  description:
    "Ours: a guest booking's link token: the booking's guest acts without an account, whoever is signed in.",
});

const moved = z.strictObject({
  success: z.literal(true),
  data: bookingViewSchema,
  msg: z.string(),
});

const notSignedIn = { status: 401, codes: ["rest_permission"] };
const invalidBooking = { status: 400, codes: ["rest_invalid_booking"] };
const forbidden = { status: 403, codes: ["rest_permission"] };
const conflict = { status: 409, codes: ["rest_invalid_booking"] };
const paymentDown = { status: 502, codes: ["rest_payment_unavailable"] };

/** The routes that move a booking on (or to an account): each answers it as it is now. */
export const bookingMoveDocs: Record<string, RouteDoc> = {
  "POST /claim": {
    summary:
      "Ours: keep a guest booking in the signed-in account whose proven e-mail it was made with",
    tags: TAGS,
    auth: "signed-in",
    body: z.object({ id: bookingId, token: z.string().max(100) }),
    response: moved,
    errors: [invalidBooking, forbidden, conflict],
  },
  "POST /cancel_by_id": {
    summary:
      "The customer cancels their booking (before the place's cut-off); a guest by its token",
    tags: TAGS,
    auth: "optional",
    body: z.object({ id: bookingId, token: guestToken }),
    response: moved,
    errors: [notSignedIn, invalidBooking, forbidden, conflict],
  },
  "POST /accept_by_id": {
    summary: "The place's owner (or an admin) accepts a booking request",
    description:
      "A request without a time (`time_to_confirm`, a slot asked for without a date or time) is accepted at the date and time the owner gives in `start_date` and `start_time`, one of the slots booking/form offers that still has room for its party; without them it is refused, naming both fields. A booking that has its time takes neither.",
    tags: TAGS,
    auth: "signed-in",
    body: z.object({
      id: bookingId,
      start_date: z
        .string()
        .optional()
        .meta({ description: "YYYY-MM-DD: the day given to a request without a time." }),
      start_time: z
        .string()
        .optional()
        .meta({ description: "HH:MM: the slot's start given to a request without a time." }),
    }),
    response: moved,
    errors: [
      { status: 400, codes: ["rest_invalid_booking", "rest_invalid_param"] },
      forbidden,
      conflict,
    ],
  },
  "POST /decline_by_id": {
    summary: "The place's owner (or an admin) declines a booking request, with a reason",
    description: "A request already paid by card is refunded through Stripe.",
    tags: TAGS,
    auth: "signed-in",
    body: z.object({ id: bookingId, reason: z.string().min(1).max(2_000) }),
    response: moved,
    errors: [
      { status: 400, codes: ["rest_invalid_booking", "rest_invalid_param"] },
      forbidden,
      conflict,
    ],
  },
  "POST /mark_paid": {
    summary: "The owner records that a cash or bank-transfer booking was paid",
    tags: TAGS,
    auth: "signed-in",
    body: z.object({
      id: bookingId,
      reference: z.string().max(100).optional().meta({ description: "The transfer's reference." }),
    }),
    response: moved,
    errors: [
      { status: 400, codes: ["rest_invalid_booking", "rest_invalid_param"] },
      forbidden,
      conflict,
    ],
  },
  "POST /cancel_payment": {
    summary:
      "The customer turns down the card payment: its Checkout page closes, the booking is cancelled",
    tags: TAGS,
    auth: "optional",
    body: z.object({ id: bookingId, token: guestToken }),
    response: moved,
    errors: [notSignedIn, invalidBooking, forbidden, conflict, paymentDown],
  },
};
