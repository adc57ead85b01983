import { BOOKING_STATUSES, type BookingStatus } from "../../../db/schema.ts";
import { personName } from "../../../shared/accounts/person-name.ts";
import { type BookingState, bookingState } from "../../../shared/bookings/booking-state.ts";
import type { Language } from "../../../shared/i18n/languages.ts";
import { MESSAGES } from "../../../shared/i18n/messages/index.ts";
import { translate } from "../../../shared/i18n/translate.ts";
import { formatHkd } from "../../../shared/money/hkd.ts";
import { bookingReference } from "../../../shared/payments/payment-reference.ts";
import { wpDate } from "../wp-date.ts";
import { bookingPriceJson } from "./booking-pricing.ts";
import { type Booking, LIVE_STATUSES } from "./booking-store.ts";

/**
 * Who reads a booking (decision 078): its customer (or guest), or its place's side, the owner or
 * an admin. Each reads the booking's state in their own words.
 */
export type Reader = "customer" | "owner";

/**
 * The state colours: Listar's for its statuses (`listar_booking_status()`, protocol §5), kept
 * where a state is one of them; amber for what the place changed or still owes, blue for a guest
 * seated, grey for one who never came.
 */
export const STATE_COLOURS: Record<BookingState, string> = {
  request: "#e5634d",
  paidRequest: "#e5634d",
  accepted: "#58d68d",
  changed: "#f5a623",
  arrived: "#3498db",
  walkIn: "#3498db",
  noShow: "#7f8c8d",
  completed: "#58d68d",
  canceledByGuest: "#3c5a99",
  declined: "#3c5a99",
  canceledByPlace: "#3c5a99",
  closed: "#3c5a99",
  expired: "#3c5a99",
  refundDue: "#f5a623",
  refunded: "#a569bd",
  failed: "#ff6363",
};

/**
 * The `post_status` filters that are states rather than statuses (decision 078), each with the
 * state whose words title it; booking-view-routes.ts gives each its condition.
 */
export const STATE_FILTERS = {
  arrived: "arrived",
  no_show: "noShow",
  walk_in: "walkIn",
  changed: "changed",
  canceled_by_place: "canceledByPlace",
  refund_due: "refundDue",
} as const satisfies Record<string, BookingState>;
export type StateFilter = keyof typeof STATE_FILTERS;

/**
 * What a list can be filtered by: every status, in the order a booking moves through them, then
 * the states. Listar leaves `publish` out; ours keeps it, so customers find their accepted
 * bookings under a tab.
 */
export const FILTER_STATUSES: readonly (BookingStatus | StateFilter)[] = [
  ...BOOKING_STATUSES,
  ...(Object.keys(STATE_FILTERS) as StateFilter[]),
];

/** The state filters a customer is offered: what the place did to their bookings, not its floor. */
const CUSTOMER_STATE_FILTERS: readonly StateFilter[] = [
  "changed",
  "canceled_by_place",
  "refund_due",
];

/** The filters `reader` is offered in `attr.status`; any of FILTER_STATUSES is still taken. */
export const offeredFilters = (reader: Reader): readonly (BookingStatus | StateFilter)[] =>
  reader === "owner" ? FILTER_STATUSES : [...BOOKING_STATUSES, ...CUSTOMER_STATE_FILTERS];

/** A filter's title in the reader's words: a status as Listar names it, a state as `reader` does. */
export function filterTitle(
  value: BookingStatus | StateFilter,
  language: Language,
  reader: Reader,
) {
  const key =
    value in STATE_FILTERS
      ? (`bookingState.${reader}.${STATE_FILTERS[value as StateFilter]}` as const)
      : (`bookingsApi.status.${value as BookingStatus}` as const);
  return translate(MESSAGES[language], key);
}

/** Where the booking stands, from its status and what the place recorded. */
export const stateOf = (booking: Booking): BookingState =>
  bookingState({
    status: booking.status,
    visit: booking.visit,
    canceledBy: booking.canceledBy,
    refund: booking.refund,
    changedAt: booking.changedAt,
    walkIn: booking.createdVia === "walk_in",
  });

/** "預約 TS0034": the booking is named by the reference its transfer carries (HK review M2). */
export const bookingTitle = (booking: Booking, language: Language) =>
  translate(MESSAGES[language], "bookingsApi.title", { number: bookingReference(booking.id) });

/**
 * The status as the apps show it: the booking's state in the reader's words. Listar's apps show
 * no booking time anywhere, so a live request still waiting for the place to give it a time says
 * so here, where every app reads it.
 */
function statusName(booking: Booking, language: Language, reader: Reader) {
  const messages = MESSAGES[language];
  const status = translate(messages, `bookingState.${reader}.${stateOf(booking)}`);
  return booking.startsAt === null && LIVE_STATUSES.includes(booking.status)
    ? translate(messages, "bookingsApi.untimedStatus", { status })
    : status;
}

/** WordPress's display date ("June 2, 2024 8:00 am"): the apps `Date.parse` it, so always English. */
// One formatter for every answer: making an Intl formatter costs far more than using one.
const DISPLAY_DATE = new Intl.DateTimeFormat("en-US", {
  timeZone: "Asia/Hong_Kong",
  month: "long",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
});

function displayDate(at: Date): string {
  const parts = DISPLAY_DATE.formatToParts(at);
  const part = (type: string) => parts.find((one) => one.type === type)?.value ?? "";
  return `${part("month")} ${part("day")}, ${part("year")} ${part("hour")}:${part("minute")} ${part("dayPeriod").toLowerCase()}`;
}

/**
 * Our additions to both shapes: what the booking is for, in Hong Kong wall time, and where it
 * stands (decision 078): its state and the facts it is read from, "" where none. An untimed
 * request (a slot asked for without a time) has empty dates and times and `time_to_confirm`.
 */
function whenJson(booking: Booking) {
  return {
    status: booking.status,
    state: stateOf(booking),
    visit: booking.visit ?? "",
    canceled_by: booking.canceledBy ?? "",
    refund: booking.refund ?? "",
    pay_by: booking.payBy ? booking.payBy.toISOString() : "",
    changed_at: booking.changedAt ? booking.changedAt.toISOString() : "",
    walk_in: booking.createdVia === "walk_in",
    place_id: booking.placeId,
    place_title: booking.placeTitle,
    booking_style: booking.style,
    time_to_confirm: booking.startsAt === null,
    start_date: booking.startDate ?? "",
    end_date: booking.endDate ?? "",
    start_time: booking.startTime ?? "",
    end_time: booking.endTime ?? "",
    adult: booking.adults,
    children: booking.children,
    table_num: booking.tableNumbers,
  };
}

/**
 * Listar's booking list item (`Booking_Model::get_item_list`), plus `whenJson`. The place's side
 * also gets the guest's phone and note, for its request cards.
 */
export function bookingListItemJson(booking: Booking, language: Language, reader: Reader) {
  return {
    ID: booking.id,
    title: bookingTitle(booking, language),
    booking_id: booking.id,
    status_name: statusName(booking, language, reader),
    status_color: STATE_COLOURS[stateOf(booking)],
    first_name: booking.firstName,
    last_name: booking.lastName,
    date: wpDate(booking.createdAt),
    ...(reader === "owner" ? { phone: booking.phone, memo: booking.memo } : {}),
    ...whenJson(booking),
  };
}

export interface BookingPermissions {
  allowCancel: boolean;
  allowAccept: boolean;
  allowPayment: boolean;
  /** Ours: the owner may record that the guest paid (cash or a transfer seen in the bank). */
  allowMarkPaid: boolean;
}

/** Listar's booking detail (`Booking_Model::get_item_view`, protocol §4.36), plus `whenJson`. */
export function bookingViewJson(
  booking: Booking,
  language: Language,
  context: {
    ownerEmail: string;
    paymentName: string;
    permissions: BookingPermissions;
    calendarUrl: string;
    reader: Reader;
  },
) {
  const total = Math.round(booking.totalCents / 100);
  const messages = MESSAGES[language];
  const name = personName(booking.firstName, booking.lastName);
  return {
    title: bookingTitle(booking, language),
    booking_id: booking.id,
    payment: translate(messages, booking.paidAt ? "bookingsApi.yes" : "bookingsApi.no"),
    status_name: statusName(booking, language, context.reader),
    status_color: STATE_COLOURS[stateOf(booking)],
    created_on: displayDate(booking.createdAt),
    paid_date: booking.paidAt ? displayDate(booking.paidAt) : "",
    // Ours: the same instants for the web app to write in the page's language.
    created_at: booking.createdAt.toISOString(),
    paid_at: booking.paidAt ? booking.paidAt.toISOString() : "",
    payment_name: context.paymentName,
    payment_method: booking.paymentMethod,
    create_via: booking.createdVia,
    txn_id: booking.paymentReference ?? "",
    total,
    currency: "HKD",
    total_display: formatHkd(booking.totalCents),
    customer_user: String(booking.customerId ?? ""),
    author: String(booking.ownerId ?? ""),
    author_email: context.ownerEmail,
    billing_first_name: booking.firstName,
    billing_last_name: booking.lastName,
    billing_company: "",
    billing_address_1: booking.address,
    billing_city: "",
    billing_country: "HK",
    billing_email: booking.email,
    billing_phone: booking.phone,
    billing_address_index: [name, booking.address, booking.email, booking.phone]
      .filter(Boolean)
      .join(" "),
    // Strings where the apps type them (protocol trap 10).
    resources: [
      {
        id: String(booking.id),
        name: booking.placeTitle,
        resource_id: String(booking.placeId ?? ""),
        qty: booking.quantity,
        total,
        total_display: formatHkd(booking.totalCents),
      },
    ],
    allow_cancel: context.permissions.allowCancel,
    allow_payment: context.permissions.allowPayment,
    allow_accept: context.permissions.allowAccept,
    allow_mark_paid: context.permissions.allowMarkPaid,
    memo: booking.memo,
    cancel_reason: booking.cancelReason ?? "",
    // Ours: the refund transfer's reference, when the owner noted one.
    refund_reference: booking.refundReference ?? "",
    // Ours: the booking as an .ics file (booking/calendar), for "add to calendar".
    calendar_url: context.calendarUrl,
    ...whenJson(booking),
    // Ours: the price unit, what was due and what is paid at the place, the service and staff.
    ...bookingPriceJson(booking, language),
  };
}
