import { BOOKING_STATUSES, type BookingStatus } from "../../../db/schema.ts";
import { personName } from "../../../shared/accounts/person-name.ts";
import type { Language } from "../../../shared/i18n/languages.ts";
import { MESSAGES } from "../../../shared/i18n/messages/index.ts";
import { translate } from "../../../shared/i18n/translate.ts";
import { formatHkd } from "../../../shared/money/hkd.ts";
import { wpDate } from "../wp-date.ts";
import { bookingPriceJson } from "./booking-pricing.ts";
import { type Booking, LIVE_STATUSES } from "./booking-store.ts";

/** Listar's status colours (`listar_booking_status()`, protocol §5). */
export const STATUS_COLOURS: Record<BookingStatus, string> = {
  completed: "#58d68d",
  processing: "#e5634d",
  canceled: "#3c5a99",
  failed: "#ff6363",
  refunded: "#a569bd",
  pending: "#e5634d",
  publish: "#58d68d",
};

/**
 * The statuses a list can be filtered by: all of them, in the order a booking moves through
 * them. Listar leaves `publish` out; ours keeps it, so customers find their accepted bookings
 * under a tab.
 */
export const FILTER_STATUSES: readonly BookingStatus[] = BOOKING_STATUSES;

const bookingNumber = (id: number) => String(id).padStart(4, "0");

export const bookingTitle = (booking: Booking, language: Language) =>
  translate(MESSAGES[language], "bookingsApi.title", { number: bookingNumber(booking.id) });

/**
 * The status as the apps show it. Listar's apps show no booking time anywhere, so a live request
 * still waiting for the place to give it a time says so here, where every app reads it.
 */
function statusName(booking: Booking, language: Language) {
  const messages = MESSAGES[language];
  const status = translate(messages, `bookingsApi.status.${booking.status}`);
  return booking.startsAt === null && LIVE_STATUSES.includes(booking.status)
    ? translate(messages, "bookingsApi.untimedStatus", { status })
    : status;
}

/** WordPress's display date ("June 2, 2024 8:00 am"): the apps `Date.parse` it, so always English. */
function displayDate(at: Date): string {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: "Asia/Hong_Kong",
    month: "long",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    hour12: true,
  }).formatToParts(at);
  const part = (type: string) => parts.find((one) => one.type === type)?.value ?? "";
  return `${part("month")} ${part("day")}, ${part("year")} ${part("hour")}:${part("minute")} ${part("dayPeriod").toLowerCase()}`;
}

/**
 * Our additions to both shapes: what the booking is for, in Hong Kong wall time. An untimed
 * request (a slot asked for without a time) has empty dates and times and `time_to_confirm`.
 */
function whenJson(booking: Booking) {
  return {
    status: booking.status,
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

/** Listar's booking list item (`Booking_Model::get_item_list`), plus `whenJson`. */
export function bookingListItemJson(booking: Booking, language: Language) {
  return {
    ID: booking.id,
    title: bookingTitle(booking, language),
    booking_id: booking.id,
    status_name: statusName(booking, language),
    status_color: STATUS_COLOURS[booking.status],
    first_name: booking.firstName,
    last_name: booking.lastName,
    date: wpDate(booking.createdAt),
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
  },
) {
  const total = Math.round(booking.totalCents / 100);
  const messages = MESSAGES[language];
  const name = personName(booking.firstName, booking.lastName);
  return {
    title: bookingTitle(booking, language),
    booking_id: booking.id,
    payment: translate(messages, booking.paidAt ? "bookingsApi.yes" : "bookingsApi.no"),
    status_name: statusName(booking, language),
    status_color: STATUS_COLOURS[booking.status],
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
    // Ours: the booking as an .ics file (booking/calendar), for "add to calendar".
    calendar_url: context.calendarUrl,
    ...whenJson(booking),
    // Ours: the price unit, what was due and what is paid at the place, the service and staff.
    ...bookingPriceJson(booking, language),
  };
}
