import { z } from "zod";
import {
  BOOKING_CANCELERS,
  BOOKING_REFUNDS,
  BOOKING_STATUSES,
  BOOKING_VISITS,
} from "../../../db/schema.ts";
import { BOOKING_STATES } from "../../../shared/bookings/booking-state.ts";
import { PRICE_UNITS } from "../../../shared/listings/price-settings.ts";

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
export const ownerBookingListItemSchema = bookingListItemSchema
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
