import type { BookingRequest } from "../../../shared/bookings/booking-check.ts";
import {
  bookingContactSchema,
  bookingRequestSchema,
  MAX_PEOPLE,
  partyOf,
  tableNumbers,
} from "../../../shared/bookings/booking-request-schema.ts";
import { MESSAGES } from "../../../shared/i18n/messages/index.ts";
import { expandBracketFields, listOf } from "../bracket-fields.ts";
import { textField } from "../request-fields.ts";

export { MAX_PEOPLE };

export type InputProblems = Record<string, string>;

/** The fields a stock app may send as numbers or text; anything else reads as blank. */
const TEXT_FIELDS = ["start_date", "start_time", "end_date", "end_time"] as const;

/** Each field's first problem, as a message key: the schemas' own, else "invalid". */
function problemsOf(issues: readonly { path: PropertyKey[]; message: string }[]) {
  const problems: InputProblems = {};
  for (const issue of issues) {
    const key = issue.message in MESSAGES.tc ? issue.message : "validation.invalid";
    problems[String(issue.path[0] ?? "resource_id")] ??= key;
  }
  return problems;
}

/**
 * The party and the time a cart, hold or order body asks for, in any encoding (`table_num[]` or
 * `table_num[0]` from forms, a list from JSON, numbers as text), read with the request schema the
 * web form checks with (shared/bookings/booking-request-schema.ts). Problems are message keys per
 * field.
 */
export function readBookingRequest(body: Record<string, unknown>): {
  request: BookingRequest;
  adults: number;
  children: number;
  problems: InputProblems;
} {
  const fields = expandBracketFields(body);
  const input: Record<string, unknown> = {
    resource_id: textField(fields.resource_id),
    adult: fields.adult,
    children: fields.children,
    person: fields.person,
    ...Object.fromEntries(TEXT_FIELDS.map((name) => [name, textField(fields[name])])),
    table_num: listOf(fields.table_num),
    service_id: fields.service_id,
    staff_id: fields.staff_id,
    hold_id: fields.hold_id,
  };
  const parsed = bookingRequestSchema.safeParse(input);
  const problems = parsed.success ? {} : problemsOf(parsed.error.issues);
  // A field at fault counts as blank: its problem is what the answer names.
  const ok = (name: string) => !(name in problems);
  const data = parsed.success ? parsed.data : undefined;
  const count = (name: string) => (ok(name) ? (input[name] as string | number | null) : null);
  const party = partyOf({
    adult: count("adult"),
    children: count("children"),
    person: count("person"),
  });
  const text = (name: (typeof TEXT_FIELDS)[number]) =>
    (data?.[name] ?? (ok(name) ? textField(input[name]).trim() : "?")) || undefined;
  return {
    request: {
      persons: party.adults + party.children,
      startDate: text("start_date"),
      startTime: text("start_time"),
      endDate: text("end_date"),
      endTime: text("end_time"),
      tables: ok("table_num") ? tableNumbers(input.table_num as string[]) : [],
    },
    adults: party.adults,
    children: party.children,
    problems,
  };
}

export interface Contact {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  memo: string;
}

/** The contact fields an order may carry, as text (a number becomes its digits). */
const CONTACT_FIELDS = ["first_name", "last_name", "email", "phone", "address", "memo"] as const;

/**
 * The customer's details an order carries, read with the contact schema the web form checks
 * with; the signed-in user's fill what is left out. The e-mail is always the account's verified
 * one: the customer's mails go there and the owner sees it, so a booking can make us write to no
 * address its customer has not proved. A different typed address is refused with what to do,
 * rather than dropped without a word.
 */
export function readContact(
  body: Record<string, unknown>,
  account: { firstName: string; lastName: string; email: string; phone: string },
): { contact: Contact; problems: InputProblems } {
  const typed = Object.fromEntries(CONTACT_FIELDS.map((name) => [name, textField(body[name])]));
  const parsed = bookingContactSchema.safeParse(typed);
  const problems = parsed.success ? {} : problemsOf(parsed.error.issues);
  const field = (name: (typeof CONTACT_FIELDS)[number]) =>
    parsed.success ? (parsed.data[name] ?? "") : (typed[name] ?? "").trim();
  const typedEmail = field("email").toLowerCase();
  const contact: Contact = {
    firstName: field("first_name") || account.firstName,
    lastName: field("last_name") || account.lastName,
    email: account.email.toLowerCase(),
    // The account's number was checked when it was saved.
    phone: field("phone") || account.phone,
    address: field("address"),
    memo: field("memo"),
  };
  if (!contact.firstName) problems.first_name ??= "validation.required";
  if (typedEmail && typedEmail !== contact.email) problems.email ??= "bookingsApi.accountEmail";
  return { contact, problems };
}
