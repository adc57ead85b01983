import { requestProblems } from "../../../shared/bookings/booking-request-schema.ts";
import type { BookingStyle } from "../../../shared/listings/booking-settings.ts";

/** What the customer has chosen so far on the booking form. */
export interface BookingChoice {
  style: BookingStyle;
  /** YYYY-MM-DD, Hong Kong. */
  date: string;
  /** Daily: the last day of the stay (the start date when blank). */
  endDate: string;
  /** The chosen time's start (HH:MM): a slot, an hour, a start time; blank for daily. */
  start: string;
  /** Hourly: the end of the last hour taken (HH:MM), blank for one hour. */
  end: string;
  /** Table style on an older server that has guests pick tables; empty otherwise. */
  tables: readonly number[];
  adults: number;
  children: number;
  /** A salon's or spa's chosen service and staff member (blank: none, or anyone). */
  serviceId?: string;
  staffId?: string;
}

/** The fields `booking/cart` takes per style (protocol §4.40); `booking/order` takes them too. */
export type BookingBody = {
  resource_id: number;
  booking_style: BookingStyle;
  adult: number;
  children: number;
  start_date: string;
  start_time?: string;
  end_date?: string;
  end_time?: string;
  table_num?: number[];
  service_id?: string;
  staff_id?: string;
  /** The time held for this guest (`booking/hold`): it does not stand in its own way. */
  hold_id?: string | number;
};

/** An order: the request, how it is paid and who comes (protocol §4.41), and ours. */
export type OrderBody = BookingBody & {
  /** Blank: the place's default (nothing is due now, so nothing is chosen). */
  payment_method?: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  memo: string;
  /** A guest's proof of the e-mail address (`booking/email_code`). */
  email_code?: string;
};

/**
 * The cart body for a choice, or null while something needed to price it is missing (no time
 * yet, no table yet, nobody coming): the form asks for that instead of showing an error.
 */
export function bookingBody(
  placeId: number,
  choice: BookingChoice,
  /** Table style on a server that has guests pick tables (no `party` in `booking/form`). */
  pickTables = false,
): BookingBody | null {
  if (choice.adults + choice.children < 1 || !choice.date) return null;
  const body: BookingBody = {
    resource_id: placeId,
    booking_style: choice.style,
    adult: choice.adults,
    children: choice.children,
    start_date: choice.date,
  };
  if (choice.serviceId) body.service_id = choice.serviceId;
  if (choice.staffId) body.staff_id = choice.staffId;
  if (choice.style === "daily") {
    if (choice.endDate && choice.endDate !== choice.date) body.end_date = choice.endDate;
    return body;
  }
  if (!choice.start) return null;
  body.start_time = choice.start;
  if (choice.style === "hourly" && choice.end) body.end_time = choice.end;
  if (choice.style === "table" && pickTables) {
    if (!choice.tables.length) return null;
    body.table_num = [...choice.tables].sort((a, b) => a - b);
  }
  return body;
}

/** The choice after the date changes: what was picked on the old date no longer holds. */
export const onNewDate = (choice: BookingChoice, date: string): BookingChoice => ({
  ...choice,
  date,
  endDate: choice.endDate && choice.endDate < date ? "" : choice.endDate,
  start: "",
  end: "",
  tables: [],
});

/** The fields of the request itself, where the server's messages about them are shown. */
export const CHOICE_FIELDS = [
  "start_date",
  "end_date",
  "start_time",
  "end_time",
  "table_num",
  "adult",
  "children",
  "payment_method",
  "resource_id",
  "service_id",
  "staff_id",
  "hold_id",
] as const;
export type ChoiceField = (typeof CHOICE_FIELDS)[number];

/** The server's messages (`data.params`) that belong to the request's own fields. */
export function choiceErrors(
  params: Readonly<Record<string, string>>,
): Partial<Record<ChoiceField, string>> {
  const found: Partial<Record<ChoiceField, string>> = {};
  for (const field of CHOICE_FIELDS) if (params[field]) found[field] = params[field];
  return found;
}

/**
 * What the server's reader would refuse in a request body (the shared booking request schema:
 * dates, times, party size, tables), as message keys at the request's own fields.
 */
export function bodyProblems(body: BookingBody): Partial<Record<ChoiceField, string>> {
  return choiceErrors(requestProblems(body));
}
