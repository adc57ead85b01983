import { z } from "zod";
import { BOOKING_STATUSES } from "../../../db/schema.ts";
import { hongKongMidnight } from "../../../shared/bookings/availability.ts";
import { pageParams, queryOneOf, queryText } from "../listar-params.ts";
import { paginationSchema } from "../listar-schemas.ts";
import { MAX_PER_PAGE } from "../places/place-filter.ts";
import type { RouteDoc } from "../route-doc.ts";
import { FILTER_STATUSES } from "./booking-json.ts";
import { MAX_PENDING_AT_PLACE, MAX_PENDING_IN_ALL } from "./booking-store.ts";

const TAGS = ["bookings"];

const PAYMENT_METHODS = ["cash", "bank", "stripe"] as const;

export const bookingFormQuery = z.object({
  resource_id: queryText(12).meta({ description: "The place to book." }),
  date: queryText(10).meta({ description: "YYYY-MM-DD; the first day with room without it." }),
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
};

const bookingListItemSchema = z
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
    created_on: z.string(),
    paid_date: z.string(),
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
    calendar_url: z.string(),
    ...whenFields,
    payment_reference: z.string(),
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
  bank_account_list: z.array(bankAccountSchema),
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

/** The party and the time a cart or an order asks for. */
const bookingRequestFields = {
  resource_id: z.union([z.string(), z.int()]).meta({ description: "The place to book." }),
  adult: z.union([z.string(), z.int()]).optional(),
  children: z.union([z.string(), z.int()]).optional(),
  person: z
    .union([z.string(), z.int()])
    .optional()
    .meta({ description: "Listar's head count, when adult and children are not given." }),
  start_date: z.string().optional().meta({
    description:
      "YYYY-MM-DD. A slot place asked without start_date and start_time takes a request without a time (`time_to_confirm`), which the place times on accepting.",
  }),
  start_time: z.string().optional(),
  end_date: z
    .string()
    .optional()
    .meta({ description: "Daily bookings: the last day; missing, or before start_date, one day." }),
  end_time: z.string().optional(),
  table_num: z
    .union([z.array(z.union([z.string(), z.int()])), z.string()])
    .optional()
    .meta({ description: "Tables by number, as `table_num[]` or a list." }),
};

const contactFields = {
  first_name: z.string().max(100).optional(),
  last_name: z.string().max(100).optional(),
  email: z.string().max(254).optional().meta({
    description:
      "Bookings use the account's verified address: left out or the same, else refused (400).",
  }),
  phone: z.string().max(20).optional(),
  address: z.string().max(300).optional(),
  memo: z.string().max(2_000).optional(),
  payment_method: z.enum(PAYMENT_METHODS).optional(),
};

const bookingId = z.union([z.string(), z.int()]).meta({ description: "The booking's id." });

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
      status: z.array(z.strictObject({ ...choice, value: z.enum(BOOKING_STATUSES) })),
    }),
    data: z.array(bookingListItemSchema),
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
          }),
        ),
        min_date: z.string(),
        max_date: z.string(),
        max_people: z.int(),
      }),
      payment: paymentOptionsSchema,
    }),
    errors: [invalidParam],
  },
  "POST /cart": {
    summary: "The price of a booking request, or what is wrong with it",
    tags: TAGS,
    auth: "optional",
    body: z.object(bookingRequestFields),
    response: z.strictObject({
      success: z.literal(true),
      msg: z.string(),
      attr: z.strictObject({
        total: z.number(),
        currency: z.literal("HKD"),
        total_display: z.string(),
        total_items: z.int(),
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
    description: `Verified accounts only (e-mail proven, name and phone filled in). A customer may have ${MAX_PENDING_AT_PLACE} unanswered (pending) requests at a place and ${MAX_PENDING_IN_ALL} in all. An \`Idempotency-Key\` header (8–200 printable characters) makes a retried order answer the first one.`,
    tags: TAGS,
    auth: "signed-in",
    body: z.object({ ...bookingRequestFields, ...contactFields }),
    response: z.strictObject({
      success: z.literal(true),
      msg: z.string(),
      data: bookingViewSchema,
      payment: z.union([checkoutSessionSchema, z.tuple([])]).meta({
        description: "The Checkout Session of a card booking; [] for cash and bank transfers.",
      }),
    }),
    errors: [
      invalidParam,
      { status: 403, codes: ["rest_permission", "rest_booking_unverified"] },
      { status: 409, codes: ["rest_booking_pending_limit"] },
      paymentDown,
    ],
  },
  "GET /view": {
    summary: "One booking: the customer's, on one's place, or any for an admin",
    tags: TAGS,
    auth: "signed-in",
    query: bookingIdQuery,
    response: z.strictObject({ success: z.literal(true), data: bookingViewSchema }),
    errors: [invalidBooking],
  },
  "GET /calendar": {
    summary: "One booking as an iCalendar file, for “add to calendar”",
    tags: TAGS,
    auth: "signed-in",
    query: bookingIdQuery,
    response: z.string(),
    responseType: "text/calendar",
    errors: [invalidBooking, conflict],
  },
  "POST /cancel_by_id": {
    summary: "The customer cancels their booking (before the place's cut-off)",
    tags: TAGS,
    auth: "signed-in",
    body: z.object({ id: bookingId }),
    response: moved,
    errors: [invalidBooking, forbidden, conflict],
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
    auth: "signed-in",
    body: z.object({ id: bookingId }),
    response: moved,
    errors: [invalidBooking, forbidden, conflict, paymentDown],
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
