import type { BookingRequest } from "../../../shared/bookings/availability.ts";
import { isSingleLine } from "../../../shared/single-line.ts";
import { expandBracketFields, listOf } from "../bracket-fields.ts";
import { textField } from "../request-fields.ts";

/** The most people one booking may bring: a private room, not a stadium. */
export const MAX_PEOPLE = 100;

export type InputProblems = Record<string, string>;

const count = (value: unknown): number | null => {
  if (value === undefined || value === null || value === "") return 0;
  const text =
    typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : "?";
  return /^\d{1,4}$/.test(text) ? Number(text) : null;
};

/**
 * The party and the time a cart or order body asks for, in any encoding (`table_num[]` or
 * `table_num[0]` from forms, a list from JSON). Problems are message keys per field.
 */
export function readBookingRequest(body: Record<string, unknown>): {
  request: BookingRequest;
  adults: number;
  children: number;
  problems: InputProblems;
} {
  const fields = expandBracketFields(body);
  const problems: InputProblems = {};
  let adults = count(fields.adult);
  const children = count(fields.children);
  const person = count(fields.person);
  if (adults === null) problems.adult = "bookingsApi.adults";
  if (children === null) problems.children = "bookingsApi.children";
  // Listar takes `person` instead of adults and children when it is given.
  if (person !== null && person > 0 && !adults && !children) adults = person;
  const text = (name: string) => {
    const value = textField(fields[name]).trim();
    return value.length <= 10 ? value : "?";
  };
  const tables = listOf(fields.table_num).map((item) =>
    typeof item === "number" ? item : Number(textField(item) || Number.NaN),
  );
  if (tables.some((n) => !Number.isInteger(n) || n < 1)) {
    problems.table_num = "bookingsApi.problem.table_num.unknown";
  }
  return {
    request: {
      persons: (adults ?? 0) + (children ?? 0),
      startDate: text("start_date") || undefined,
      startTime: text("start_time") || undefined,
      endDate: text("end_date") || undefined,
      endTime: text("end_time") || undefined,
      tables,
    },
    adults: adults ?? 0,
    children: children ?? 0,
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

const PHONE = /^\+?[\d\s()-]{8,20}$/;

/**
 * The customer's details an order carries; the signed-in user's fill what is left out. The
 * e-mail is always the account's verified one: the customer's mails go there and the owner sees
 * it, so a booking can make us write to no address its customer has not proved. A different
 * typed address is refused with what to do, rather than dropped without a word.
 */
export function readContact(
  body: Record<string, unknown>,
  account: { firstName: string; lastName: string; email: string; phone: string },
): { contact: Contact; problems: InputProblems } {
  const problems: InputProblems = {};
  const line = (name: string, max: number, value = textField(body[name]).trim()) => {
    if (value.length > max) problems[name] = "validation.tooLong";
    else if (!isSingleLine(value)) problems[name] = "validation.singleLine";
    return value;
  };
  const typedEmail = line("email", 254).toLowerCase();
  const contact: Contact = {
    firstName: line("first_name", 100) || account.firstName,
    lastName: line("last_name", 100) || account.lastName,
    email: account.email.toLowerCase(),
    phone: line("phone", 20) || account.phone,
    address: line("address", 300),
    memo: textField(body.memo).trim(),
  };
  if (contact.memo.length > 2_000) problems.memo = "validation.tooLong";
  if (!contact.firstName) problems.first_name ??= "validation.required";
  if (typedEmail && typedEmail !== contact.email) problems.email ??= "bookingsApi.accountEmail";
  if (contact.phone && !PHONE.test(contact.phone)) problems.phone ??= "accounts.error.phone";
  return { contact, problems };
}
