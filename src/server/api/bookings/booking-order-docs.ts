import { z } from "zod";
import {
  bookingContactSchema,
  bookingOrderSchema,
  guestOrderFields,
} from "../../../shared/bookings/booking-request-schema.ts";
import type { RouteDoc } from "../route-doc.ts";
import { describe } from "./booking-form-docs.ts";
import { bookingViewSchema } from "./booking-schemas.ts";
import {
  GUEST_CODE_MINUTES,
  GUEST_CODES_PER_HOUR,
  MAX_GUEST_CODE_ATTEMPTS,
} from "./guest-bookings.ts";
import {
  MAX_GUEST_PENDING_AT_PLACE_PER_ADDRESS,
  MAX_GUEST_PENDING_IN_ALL_PER_ADDRESS,
  MAX_PENDING_AT_PLACE,
  MAX_PENDING_IN_ALL,
} from "./pending-ceilings.ts";

const TAGS = ["bookings"];

const checkoutSessionSchema = z
  .strictObject({
    id: z.string(),
    object: z.literal("checkout.session"),
    url: z.string().nullable(),
    status: z.string(),
    payment_status: z.string(),
    amount_total: z.int().nullable(),
    currency: z.string().nullable(),
    expires_at: z.int().nullable(),
  })
  .meta({ id: "CheckoutSession" });

const contactShape = bookingContactSchema.shape;
describe(
  contactShape.email,
  "Bookings use the account's verified address: left out or the same, else refused (400). A guest's: required, proven by `email_code`.",
);
describe(
  contactShape.phone,
  "A guest's: required for a table. An 8-digit Hong Kong number (+852 optional; spaces, dashes, dots, brackets allowed) or + and the country code.",
);
describe(
  contactShape.payment_method,
  "cash, bank or stripe, as `booking/form`'s `payment.list` offers; blank: the place's default.",
);
describe(
  guestOrderFields.name,
  "Ours, a guest's: the whole name, when first_name and last_name are not given.",
);
describe(
  guestOrderFields.email_code,
  "Ours, a guest's: the 6-digit code booking/email_code mailed to `email`. Used up by the booking.",
);

const notSignedIn = { status: 401, codes: ["rest_permission"] };
const invalidParam = { status: 400, codes: ["rest_invalid_param", "rest_invalid_post"] };
const paymentDown = { status: 502, codes: ["rest_payment_unavailable"] };

/** `booking/order`, and the e-mail code a guest's order needs first. */
export const bookingOrderDocs: Record<string, RouteDoc> = {
  "POST /order": {
    summary: "Book: the booking, and for a card payment the Stripe Checkout page to open",
    description: `Verified accounts (e-mail proven, name and phone filled in), or guests without an account (ours, decision 074): a visitor's order with \`email\`, a name, \`phone\` (required for tables) and the \`email_code\` that booking/email_code mailed; its answer carries \`guest_token\` and \`booking_url\`, the booking's link. A visitor's order without any of these is asked to sign in (401). A customer may have ${MAX_PENDING_AT_PLACE} unanswered (pending) requests at a place and ${MAX_PENDING_IN_ALL} in all; a guest's e-mail address the same, and a guest's client address ${MAX_GUEST_PENDING_AT_PLACE_PER_ADDRESS} and ${MAX_GUEST_PENDING_IN_ALL_PER_ADDRESS}. An \`Idempotency-Key\` header (8–200 printable characters) makes a retried order answer the first one (accounts only: a guest's code is used up).`,
    tags: TAGS,
    auth: "optional",
    body: bookingOrderSchema,
    response: z.strictObject({
      success: z.literal(true),
      msg: z.string(),
      data: bookingViewSchema.extend({
        guest_token: z.string().optional().meta({
          description:
            "Ours, a guest booking's: the token that opens it (booking/view, cancel_by_id, calendar) without an account.",
        }),
        booking_url: z.string().optional().meta({
          description: "Ours, a guest booking's: its page in the web app, opened by its token.",
        }),
      }),
      payment: z.union([checkoutSessionSchema, z.tuple([])]).meta({
        description: "The Checkout Session of a card booking; [] for cash and bank transfers.",
      }),
    }),
    errors: [
      notSignedIn,
      invalidParam,
      { status: 403, codes: ["rest_permission", "rest_booking_unverified"] },
      { status: 409, codes: ["rest_booking_pending_limit"] },
      paymentDown,
    ],
  },
  "POST /email_code": {
    summary: "Ours: mail a one-time code that proves a guest's e-mail before a guest booking",
    description: `A 6-digit code, working ${GUEST_CODE_MINUTES} minutes, once, for at most ${MAX_GUEST_CODE_ATTEMPTS} tries; a new one replaces the earlier. One a minute and ${GUEST_CODES_PER_HOUR} an hour per address (429 with Retry-After), and the usual limit per client. The answer is the same whether or not the address has an account.`,
    tags: TAGS,
    auth: "optional",
    body: z.object({
      email: z.string().max(254),
      resource_id: z.union([z.string(), z.int()]).meta({ description: "The place to book." }),
    }),
    response: z.strictObject({
      success: z.literal(true),
      msg: z.string(),
      message: z.string(),
      data: z.strictObject({
        expires_in: z.int().meta({ description: "Seconds the code works." }),
      }),
    }),
    errors: [
      invalidParam,
      { status: 429, codes: ["rest_email_code_wait"] },
      { status: 503, codes: ["rest_mail_failed"] },
    ],
  },
};
