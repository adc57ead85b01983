import { z } from "zod";
import type { $ZodType } from "zod/v4/core";
import {
  BOOKING_CANCELERS,
  BOOKING_REFUNDS,
  BOOKING_STATUSES,
  BOOKING_VISITS,
} from "../../../db/schema.ts";
import { hongKongMidnight } from "../../../shared/bookings/availability.ts";
import {
  bookingContactSchema,
  bookingOrderSchema,
  bookingRequestSchema,
  guestOrderFields,
  MAX_PEOPLE,
} from "../../../shared/bookings/booking-request-schema.ts";
import { BOOKING_STATES } from "../../../shared/bookings/booking-state.ts";
import { MAX_PARTY_OFFERED } from "../../../shared/bookings/table-assignment.ts";
import { PRICE_UNITS } from "../../../shared/listings/price-settings.ts";
import { pageParams, queryInt, queryOneOf, queryText } from "../listar-params.ts";
import { paginationSchema } from "../listar-schemas.ts";
import { MAX_PER_PAGE } from "../places/place-filter.ts";
import type { RouteDoc } from "../route-doc.ts";
import { FILTER_STATUSES } from "./booking-json.ts";
import {
  MAX_GUEST_PENDING_AT_PLACE_PER_ADDRESS,
  MAX_GUEST_PENDING_IN_ALL_PER_ADDRESS,
  MAX_PENDING_AT_PLACE,
  MAX_PENDING_IN_ALL,
} from "./booking-store.ts";
import {
  GUEST_CODE_MINUTES,
  GUEST_CODES_PER_HOUR,
  MAX_GUEST_CODE_ATTEMPTS,
} from "./guest-bookings.ts";

const TAGS = ["bookings"];

/** Ours in a booking's view (booking-pricing.ts `bookingPriceJson`). */
const bookingPriceViewFields = {
  price_unit: z.enum(PRICE_UNITS).meta({
    description: "How the price was counted; `total` is what was due when booking.",
  }),
  due_now: z.number(),
  due_now_display: z.string(),
  at_place: z.number().meta({ description: "HKD known to be left to pay at the place." }),
  pay_at_place_note: z.string(),
  service_charge_percent: z.int(),
  service_id: z.string(),
  service_name: z.string(),
  service_minutes: z.int(),
  staff_id: z.string(),
  staff_name: z.string(),
};

const PAYMENT_METHODS = ["cash", "bank", "stripe"] as const;

export const bookingFormQuery = z.object({
  resource_id: queryText(12).meta({ description: "The place to book." }),
  date: queryText(10).meta({ description: "YYYY-MM-DD; the first day with room without it." }),
  service_id: queryText(40).meta({
    description: "Ours: a service of the place (salons, spas); the times are as long as it.",
  }),
  persons: queryInt({ min: 1, max: MAX_PEOPLE }).meta({
    description:
      "Ours: the party size. With it, every time of the day comes in `options` with `bookable` and, when not, a `reason`; without a date, the first day with a time for this party.",
  }),
  hold_id: queryText(100).meta({
    description: "Ours: the guest's own hold (booking/hold), which does not count against them.",
  }),
});

export const bookingListQuery = z.object({
  ...pageParams(MAX_PER_PAGE),
  post_status: queryOneOf(FILTER_STATUSES),
  orderby: queryOneOf(["post_title", "comment_count", "post_date"] as const),
  order: queryOneOf(["asc", "desc", "ASC", "DESC"] as const),
  s: queryText(100).meta({ description: "A place's title, a first name or a booking number." }),
  date: queryText(10)
    .refine((date) => date === undefined || hongKongMidnight(date) !== null, {
      message: "accounts.error.dateFormat",
    })
    .meta({ description: "YYYY-MM-DD: the bookings that cover this Hong Kong date." }),
});

export const bookingIdQuery = z.object({
  id: queryText(12).meta({ description: "The booking's id." }),
  token: queryText(100).meta({
    description:
      "Ours: a guest booking's link token (`guest_token` of the order's answer): opens that booking without an account.",
  }),
});

/** Our additions to both booking shapes: what the booking is for, in Hong Kong wall time. */
const whenFields = {
  status: z.enum(BOOKING_STATUSES),
  place_id: z.int().nullable(),
  place_title: z.string(),
  booking_style: z.string(),
  time_to_confirm: z.boolean().meta({
    description:
      "A slot requested without a date or time (as Listar's apps send it): the dates and times are empty until the place gives them on accepting.",
  }),
  start_date: z.string(),
  end_date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  adult: z.int().min(0),
  children: z.int().min(0),
  table_num: z.array(z.int()),
  state: z.enum(BOOKING_STATES).meta({
    description:
      "Ours (decision 078): where the booking stands, from its status and what the place recorded; `status_name` is it in the reader's words.",
  }),
  visit: z.union([z.enum(BOOKING_VISITS), z.literal("")]).meta({
    description: 'What the place saw on the day, or "".',
  }),
  canceled_by: z.union([z.enum(BOOKING_CANCELERS), z.literal("")]).meta({
    description: 'Who ended a cancelled booking, and how, or "".',
  }),
  refund: z.union([z.enum(BOOKING_REFUNDS), z.literal("")]).meta({
    description: 'Money paid to the place directly that goes back: owed, or sent; else "".',
  }),
  pay_by: z.union([z.iso.datetime(), z.literal("")]).meta({
    description: 'An unpaid transfer deposit\'s deadline, an ISO instant, or "".',
  }),
  changed_at: z.union([z.iso.datetime(), z.literal("")]).meta({
    description: 'When the place last moved the booking, an ISO instant, or "".',
  }),
  walk_in: z.boolean().meta({ description: "Made by the place for a guest who walked in." }),
};

export const bookingListItemSchema = z
  .strictObject({
    ID: z.int(),
    title: z.string(),
    booking_id: z.int(),
    status_name: z.string(),
    status_color: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    date: z.string(),
    ...whenFields,
  })
  .meta({ id: "BookingListItem" });

/** The place's side's list item (`author/booking`): the guest's phone and note too. */
const ownerBookingListItemSchema = bookingListItemSchema
  .extend({ phone: z.string(), memo: z.string() })
  .meta({ id: "OwnerBookingListItem" });

const bankAccountSchema = z
  .strictObject({
    acc_name: z.string(),
    acc_number: z.string(),
    bank_name: z.string(),
    bank_sort_code: z.literal(""),
    bank_iban: z.literal(""),
    bank_swift: z.literal(""),
    fps: z.string(),
  })
  .meta({ id: "BankAccount" });

/** Listar's booking detail (protocol §4.36), our `when` fields and how to pay. */
export const bookingViewSchema = z
  .strictObject({
    title: z.string(),
    booking_id: z.int(),
    payment: z.string().meta({ description: "Paid or not, as text." }),
    status_name: z.string(),
    status_color: z.string(),
    created_on: z.string().meta({
      description:
        "When the request was submitted, as WordPress writes it (English, Hong Kong time).",
    }),
    paid_date: z.string(),
    created_at: z.iso.datetime().meta({
      description: "Ours: when the request was submitted, an ISO instant, for the app to write.",
    }),
    paid_at: z.union([z.iso.datetime(), z.literal("")]).meta({
      description: 'Ours: when it was paid, an ISO instant, or "".',
    }),
    payment_name: z.string(),
    payment_method: z.string(),
    create_via: z.string(),
    txn_id: z.string(),
    total: z.number(),
    currency: z.literal("HKD"),
    total_display: z.string(),
    customer_user: z.string(),
    author: z.string(),
    author_email: z.string(),
    billing_first_name: z.string(),
    billing_last_name: z.string(),
    billing_company: z.literal(""),
    billing_address_1: z.string(),
    billing_city: z.literal(""),
    billing_country: z.literal("HK"),
    billing_email: z.string(),
    billing_phone: z.string(),
    billing_address_index: z.string(),
    resources: z.array(
      z.strictObject({
        id: z.string(),
        name: z.string(),
        resource_id: z.string(),
        qty: z.int(),
        total: z.number(),
        total_display: z.string(),
      }),
    ),
    allow_cancel: z.boolean(),
    allow_payment: z.boolean(),
    allow_accept: z.boolean(),
    allow_mark_paid: z.boolean(),
    memo: z.string(),
    cancel_reason: z.string(),
    refund_reference: z
      .string()
      .meta({ description: "Ours: the refund transfer's reference, as the owner noted it." }),
    calendar_url: z.string(),
    ...whenFields,
    ...bookingPriceViewFields,
    payment_reference: z.string(),
    payment_amount: z.string().meta({
      description: 'A transfer\'s exact amount in HKD ("280.00"), as its FPS QR carries it, or "".',
    }),
    bank_account_list: z.array(bankAccountSchema),
    payment_qr: z.string().meta({ description: 'An FPS QR code as a PNG data: URL, or "".' }),
    payment_url: z.string().meta({ description: 'The open Stripe Checkout page, or "".' }),
  })
  .meta({ id: "BookingView" });

export const paymentOptionsSchema = z.strictObject({
  use: z.literal(true),
  term_condition_page: z.string(),
  default: z.enum(PAYMENT_METHODS).optional(),
  list: z.array(
    z.strictObject({
      method: z.enum(PAYMENT_METHODS),
      title: z.string(),
      desc: z.string(),
      instruction: z.string(),
    }),
  ),
  bank_account_list: z.array(bankAccountSchema).max(0).meta({
    description:
      "Always empty: the owner's account and FPS proxy are only in booking/view, for the booking's customer and its place's side.",
  }),
});

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

const bookingId = z.union([z.string(), z.int()]).meta({ description: "The booking's id." });

/** A shared body field's description in this document (the shared schema ships bare). */
const describe = (schema: $ZodType | undefined, description: string) => {
  if (schema) z.globalRegistry.add(schema, { description });
};
const requestShape = bookingRequestSchema.shape;
describe(requestShape.resource_id, "The place to book.");
describe(requestShape.adult, `Adults; with children at most ${MAX_PEOPLE} people.`);
describe(requestShape.person, "Listar's head count, when adult and children are not given.");
describe(
  requestShape.start_date,
  "YYYY-MM-DD. A slot place asked without start_date and start_time takes a request without a time (`time_to_confirm`), which the place times on accepting.",
);
describe(requestShape.start_time, "HH:MM.");
describe(
  requestShape.end_date,
  "Daily bookings: the last day; missing, or before start_date, one day.",
);
describe(requestShape.end_time, "HH:MM (24:00 for midnight): hourly bookings' last hour's end.");
describe(
  requestShape.table_num,
  "Tables by number, as `table_num[]` or a list. Optional: without it a table place seats the party at its smallest free table or allowed combination (decision 073), answered in the cart's `options.table_num` and the booking's `table_num`.",
);
describe(
  requestShape.service_id,
  "Ours: the service booked (`booking/form` `services`), required where the place lists services; one person unless adult says more.",
);
describe(
  requestShape.staff_id,
  "Ours: the staff member booked (`booking/form` `staff`); optional.",
);
describe(
  requestShape.hold_id,
  "Ours: the hold (booking/hold) taken for this time while the guest typed; the order takes its table(s) and the hold goes.",
);
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

const guestToken = z.string().max(100).optional().meta({
  description:
    "Ours: a guest booking's link token: the booking's guest acts without an account, whoever is signed in.",
});

const notSignedIn = { status: 401, codes: ["rest_permission"] };

const priceUnit = z.enum(PRICE_UNITS).meta({
  description:
    "Ours: how the price is counted. `deposit_*`: a deposit due now and deducted from the bill, paid at the place.",
});

/** Ours in `booking/form` ([15] item 3): the price with its unit, services and staff. */
const formPriceFields = {
  price_unit: priceUnit,
  price_display: z.string().meta({
    description: 'The price with its unit in the request\'s language ("HK$280 / person", "免費").',
  }),
  service_charge_percent: z.int().meta({
    description: "The service charge (加一) added to the bill at the place; never in a deposit.",
  }),
  service_charge_note: z.string(),
  cancel_cutoff_hours: z.int().meta({
    description: "Guests may cancel until this many hours before the start.",
  }),
  services: z.array(
    z.strictObject({
      id: z.string(),
      name: z.string(),
      minutes: z.int(),
      duration_display: z.string(),
      price: z.number(),
      price_display: z.string(),
    }),
  ),
  staff: z.array(z.strictObject({ id: z.string(), name: z.string() })),
  service_id: z.string().meta({
    description: 'The service the times are for (the first unless `service_id` named one), or "".',
  }),
};

/** Ours in `booking/cart`'s `attr`: `total` is what is due now; the rest is paid at the place. */
const cartPriceFields = {
  price_unit: priceUnit,
  price_display: z.string(),
  due_now: z.number().meta({ description: "HKD due when booking; 0: nothing to pay now." }),
  due_now_display: z.string(),
  at_place: z.number().meta({ description: "HKD known to be left to pay at the place." }),
  at_place_display: z.string(),
  pay_at_place_note: z.string().meta({
    description: 'What is paid at the place (the bill, the rest, the service charge), or "".',
  }),
  service_charge_percent: z.int(),
  service_id: z.string(),
  service_name: z.string(),
  staff_id: z.string(),
  staff_name: z.string(),
};

const moved = z.strictObject({
  success: z.literal(true),
  data: bookingViewSchema,
  msg: z.string(),
});

const bookingList = (withAdmin: boolean) => {
  const choice = { title: z.string(), field: z.string(), lang_key: z.string() };
  return z.strictObject({
    success: z.literal(true),
    pagination: paginationSchema,
    attr: z.strictObject({
      ...(withAdmin ? { admin: z.boolean() } : {}),
      sort: z.array(z.strictObject({ ...choice, value: z.enum(["ASC", "DESC"]) })),
      status: z.array(z.strictObject({ ...choice, value: z.enum(FILTER_STATUSES) })),
    }),
    data: z.array(withAdmin ? ownerBookingListItemSchema : bookingListItemSchema),
  });
};

const invalidParam = { status: 400, codes: ["rest_invalid_param", "rest_invalid_post"] };
const invalidBooking = { status: 400, codes: ["rest_invalid_booking"] };
const forbidden = { status: 403, codes: ["rest_permission"] };
const conflict = { status: 409, codes: ["rest_invalid_booking"] };
const paymentDown = { status: 502, codes: ["rest_payment_unavailable"] };
const listErrors = [{ status: 400, codes: ["rest_invalid_param", "rest_invalid_page_number"] }];

/** `{ns}/v1/booking/…`, as bookingRoutes registers them. */
export const bookingDocs: Record<string, RouteDoc> = {
  "GET /form": {
    summary: "A place's booking form: the times (or tables) with room on a day, price and payment",
    tags: TAGS,
    auth: "optional",
    query: bookingFormQuery,
    response: z.strictObject({
      success: z.literal(true),
      data: z.strictObject({
        id: z.int(),
        type: z.string().meta({ description: "The booking style: daily, hourly, slot or table." }),
        price: z.string(),
        start_date: z.string(),
        end_date: z.string(),
        select_options: z.array(
          z.union([
            z.strictObject({ title: z.string(), id: z.int(), seats: z.int(), use: z.boolean() }),
            z.strictObject({ format: z.string(), start: z.string(), end: z.string() }),
          ]),
        ),
        options: z.array(
          z.strictObject({
            start: z.string(),
            end: z.string(),
            remaining: z.int(),
            free_tables: z.array(z.int()),
            free_staff: z.array(z.string()),
            bookable: z.boolean().optional().meta({
              description: "Ours, with `persons`: whether this party can book this time.",
            }),
            reason: z.enum(["past", "notice", "closed", "full", "too_small"]).optional().meta({
              description:
                "Ours, with `persons`, when not bookable: gone, inside the minimum notice, inside the owner's closure (booking/close), taken, or no table (or room) of the place ever takes this party.",
            }),
          }),
        ),
        min_date: z.string(),
        max_date: z.string(),
        max_people: z.int(),
        party: z
          .strictObject({ min: z.int(), max: z.int() })
          .optional()
          .meta({
            description: `Ours, table places: the party sizes to offer, 1 to the largest any table or allowed combination seats (at most ${MAX_PARTY_OFFERED}); larger groups call the place.`,
          }),
        ...formPriceFields,
      }),
      payment: paymentOptionsSchema,
    }),
    errors: [invalidParam],
  },
  "POST /cart": {
    summary: "The price of a booking request, or what is wrong with it",
    tags: TAGS,
    auth: "optional",
    body: bookingRequestSchema,
    response: z.strictObject({
      success: z.literal(true),
      msg: z.string(),
      attr: z.strictObject({
        total: z.number(),
        currency: z.literal("HKD"),
        total_display: z.string(),
        total_items: z.int(),
        ...cartPriceFields,
      }),
      data: z.array(
        z.strictObject({
          id: z.int(),
          qty: z.int(),
          price: z.string(),
          name: z.string(),
          image: z.string(),
          options: z.strictObject({
            guest: z.int(),
            adult: z.int(),
            children: z.int(),
            hours: z.int().optional(),
            days: z.int().optional(),
            table_num: z.array(z.int()).optional(),
          }),
          row_id: z.string(),
          total: z.number(),
          start_date: z.string(),
          end_date: z.string(),
          start_time: z.string(),
          end_time: z.string(),
        }),
      ),
    }),
    errors: [invalidParam],
  },
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
  "POST /claim": {
    summary:
      "Ours: keep a guest booking in the signed-in account whose proven e-mail it was made with",
    tags: TAGS,
    auth: "signed-in",
    body: z.object({ id: bookingId, token: z.string().max(100) }),
    response: moved,
    errors: [invalidBooking, forbidden, conflict],
  },
  "GET /view": {
    summary:
      "One booking: the customer's, on one's place, or any for an admin; a guest's by its token",
    tags: TAGS,
    auth: "optional",
    query: bookingIdQuery,
    response: z.strictObject({ success: z.literal(true), data: bookingViewSchema }),
    errors: [notSignedIn, invalidBooking],
  },
  "GET /calendar": {
    summary: "One booking as an iCalendar file, for “add to calendar”",
    tags: TAGS,
    auth: "optional",
    query: bookingIdQuery,
    response: z.string(),
    responseType: "text/calendar",
    errors: [notSignedIn, invalidBooking, conflict],
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
  "GET /list": {
    summary: "The signed-in customer's bookings",
    tags: TAGS,
    auth: "signed-in",
    query: bookingListQuery,
    response: bookingList(false),
    errors: listErrors,
  },
};

/** `{ns}/v1/author/booking`, as authorBookingRoutes registers it. */
export const authorBookingDocs: Record<string, RouteDoc> = {
  "GET /booking": {
    summary: "The bookings received on the signed-in user's places (every booking, for an admin)",
    tags: TAGS,
    auth: "signed-in",
    query: bookingListQuery,
    response: bookingList(true),
    errors: listErrors,
  },
};
