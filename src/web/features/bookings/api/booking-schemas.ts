import { z } from "zod/mini";
import { BOOKING_STYLES } from "../../../../shared/listings/booking-settings.ts";
import { numberish, paginationSchema } from "../../directory/index.ts";

// The booking objects the screens read (protocol §4.34–4.41 and our additions), loose where a
// stock Listar server would leave a key out, so one missing key never blanks a screen.

const text = z._default(z.string(), "");

/** Every booking query's key starts with this, so a new, cancelled or accepted booking refreshes them. */
export const BOOKINGS_QUERY_ROOT = "bookings";

export const bookingStyleSchema = z.catch(z.enum(BOOKING_STYLES), "standard");
export type { BookingStyle } from "../../../../shared/listings/booking-settings.ts";

/** A time of `booking/form`'s day with the room left (ours: `data.options`). */
export const bookingOptionSchema = z.object({
  start: z.string(),
  end: z.string(),
  remaining: numberish,
  free_tables: z._default(z.array(z.number()), []),
  /** Ours: the staff free at this time (salons, spas); absent when the place lists none. */
  free_staff: z.catch(z.optional(z.array(z.string())), undefined),
  /** Ours, when asked with `persons`: whether this time can take the party, and why not. */
  bookable: z.catch(z.optional(z.boolean()), undefined),
  reason: z.catch(z.optional(z.string()), undefined),
});
export type BookingOption = z.infer<typeof bookingOptionSchema>;

/** A table of the table style (`select_options`): `use` is false when it is taken. */
export const bookingTableSchema = z.object({
  id: z.number(),
  title: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  seats: z._default(z.number(), 0),
  use: z._default(z.boolean(), true),
});
export type BookingTable = z.infer<typeof bookingTableSchema>;

export const paymentMethodSchema = z.object({
  method: z.string(),
  title: text,
  desc: text,
  instruction: text,
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** Bank details for a transfer, and (when the server gives one) the FPS QR to scan. */
export const bankAccountSchema = z.object({
  acc_name: text,
  acc_number: text,
  bank_name: text,
  bank_sort_code: text,
  bank_iban: text,
  bank_swift: text,
  /** Ours: the FPS proxy the owner gave (ID, mobile or e-mail), only in the booking's own view. */
  fps: text,
});
export type BankAccount = z.infer<typeof bankAccountSchema>;

export const paymentSettingsSchema = z.object({
  use: z._default(z.boolean(), true),
  default: text,
  list: z._default(z.array(paymentMethodSchema), []),
  bank_account_list: z._default(z.array(bankAccountSchema), []),
});
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;

/** A salon's or spa's service as its owner set it: what, how long, for how much. */
export const bookingServiceSchema = z.object({
  id: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  name: text,
  minutes: z._default(numberish, 0),
  price: z.catch(z.optional(z.union([z.string(), z.number()])), undefined),
  price_display: z.catch(z.optional(z.string()), undefined),
});
export type BookingService = z.infer<typeof bookingServiceSchema>;

export const bookingStaffSchema = z.object({
  id: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  name: text,
});
export type BookingStaff = z.infer<typeof bookingStaffSchema>;

/** Keeps the well-formed entries of a list, so one odd entry does not blank the form. */
const listOf = <T extends z.ZodMiniType>(item: T) =>
  z.catch(
    z.pipe(
      z.array(z.unknown()),
      z.transform((entries) =>
        entries.flatMap((entry) => {
          const parsed = z.safeParse(item, entry);
          return parsed.success ? [parsed.data as z.output<T>] : [];
        }),
      ),
    ),
    [],
  );

export const bookingFormAnswerSchema = z.object({
  data: z.object({
    id: z.number(),
    type: bookingStyleSchema,
    price: text,
    start_date: z.string(),
    select_options: z._default(z.array(z.unknown()), []),
    options: z._default(z.array(bookingOptionSchema), []),
    min_date: z.string(),
    max_date: z.string(),
    max_people: z._default(z.number(), 100),
    // Ours (absent on older servers, and the form then works as before):
    /** Table style: the party sizes taken online; larger groups call the place. */
    party: z.catch(z.optional(z.object({ min: numberish, max: numberish })), undefined),
    /** "per_booking" | "per_person" | "per_hour" | "per_day" | "per_person_per_day" | "deposit"… */
    price_unit: z.catch(z.optional(z.string()), undefined),
    /** The price with its unit, in the asked language ("HK$180 per person per day"). */
    price_display: z.catch(z.optional(z.string()), undefined),
    service_charge_percent: z.catch(z.optional(z.number()), undefined),
    service_charge_note: z.catch(z.optional(z.string()), undefined),
    cancel_cutoff_hours: z.catch(z.optional(z.number()), undefined),
    services: listOf(bookingServiceSchema),
    staff: listOf(bookingStaffSchema),
  }),
  payment: z._default(paymentSettingsSchema, {
    use: false,
    default: "",
    list: [],
    bank_account_list: [],
  }),
});
export type BookingFormAnswer = z.infer<typeof bookingFormAnswerSchema>;

export const cartAnswerSchema = z.object({
  attr: z.object({
    total: numberish,
    total_display: text,
    total_items: z.optional(numberish),
    // Ours: what is paid now (nothing: no payment step), and what is settled at the place.
    price_unit: z.catch(z.optional(z.string()), undefined),
    due_now: z.catch(z.optional(z.number()), undefined),
    due_now_display: z.catch(z.optional(z.string()), undefined),
    at_place: z.catch(z.optional(z.number()), undefined),
    at_place_display: z.catch(z.optional(z.string()), undefined),
    pay_at_place_note: z.catch(z.optional(z.string()), undefined),
  }),
  data: z._default(
    z.array(
      z.object({
        qty: numberish,
        start_date: z.optional(z.string()),
        end_date: z.optional(z.string()),
        start_time: z.optional(z.string()),
        end_time: z.optional(z.string()),
      }),
    ),
    [],
  ),
});
export type CartAnswer = z.infer<typeof cartAnswerSchema>;

/** Our additions to both booking shapes: what the booking is for, in Hong Kong wall time. */
const whenShape = {
  status: text,
  place_id: z._default(z.nullable(z.number()), null),
  place_title: text,
  booking_style: text,
  /** A slot asked for without a time: the dates and times are empty until the owner gives them. */
  time_to_confirm: z._default(z.boolean(), false),
  start_date: text,
  end_date: text,
  start_time: text,
  end_time: text,
  adult: z._default(numberish, 0),
  children: z._default(numberish, 0),
  table_num: z._default(z.array(z.number()), []),
  // Ours (decision 078): what the place recorded and how the booking stands, "" when not.
  /** "arrived" | "noShow": what the place saw on the day. */
  visit: text,
  /** "customer" | "declined" | "place" | "closure" | "system": who ended a cancelled booking. */
  canceled_by: text,
  /** "due" | "refunded": money paid to the place directly that goes back. */
  refund: text,
  /** An unpaid transfer deposit's deadline, ISO. */
  pay_by: text,
  /** When the place last moved the booking, ISO. */
  changed_at: text,
  walk_in: z._default(z.boolean(), false),
  /** The state's key in `bookingState` (shared/bookings/booking-state.ts). */
  state: text,
};

export const bookingListItemSchema = z.object({
  ID: z.number(),
  title: text,
  status_name: text,
  status_color: text,
  first_name: text,
  last_name: text,
  date: text,
  ...whenShape,
});
export type BookingListItem = z.infer<typeof bookingListItemSchema>;

const choiceSchema = z.object({ title: text, field: z.string(), value: z.string() });
export type ListChoice = z.infer<typeof choiceSchema>;

export const bookingListAnswerSchema = z.object({
  data: z.array(bookingListItemSchema),
  pagination: paginationSchema,
  attr: z._default(
    z.object({
      admin: z.optional(z.boolean()),
      sort: z._default(z.array(choiceSchema), []),
      status: z._default(z.array(choiceSchema), []),
    }),
    { sort: [], status: [] },
  ),
});
export type BookingListAnswer = z.infer<typeof bookingListAnswerSchema>;

export const bookingViewSchema = z.object({
  title: text,
  booking_id: z.number(),
  payment: text,
  status_name: text,
  status_color: text,
  created_on: text,
  /** Ours: when it was submitted and paid, ISO instants the screens write in their language. */
  created_at: text,
  paid_at: text,
  paid_date: text,
  payment_name: text,
  payment_method: text,
  create_via: text,
  txn_id: text,
  total: numberish,
  currency: text,
  total_display: text,
  /** The place owner's and the customer's user ids, as strings ("" for a guest): who reads it. */
  author: text,
  customer_user: text,
  author_email: text,
  billing_first_name: text,
  billing_last_name: text,
  billing_email: text,
  billing_phone: text,
  billing_address_1: text,
  resources: z._default(z.array(z.object({ name: text, qty: numberish, total_display: text })), []),
  allow_cancel: z._default(z.boolean(), false),
  allow_payment: z._default(z.boolean(), false),
  allow_accept: z._default(z.boolean(), false),
  allow_mark_paid: z._default(z.boolean(), false),
  memo: text,
  cancel_reason: text,
  /** The booking as an .ics file (`booking/calendar`, signed in); no link, no "add to calendar". */
  calendar_url: z.optional(z.string()),
  /** A bank transfer's reference, the accounts to pay into, and the FPS QR (a PNG data URL). */
  payment_reference: z._default(z.string(), ""),
  /** A transfer's exact amount in HKD ("280.00"), as the FPS QR carries it. */
  payment_amount: z._default(z.string(), ""),
  bank_account_list: z._default(z.array(bankAccountSchema), []),
  payment_qr: z._default(z.string(), ""),
  /** An open card payment's Checkout page. */
  payment_url: z._default(z.string(), ""),
  ...whenShape,
});
export type BookingView = z.infer<typeof bookingViewSchema>;

export const viewAnswerSchema = z.object({ data: bookingViewSchema });
export const moveAnswerSchema = z.object({ data: bookingViewSchema, msg: text });
