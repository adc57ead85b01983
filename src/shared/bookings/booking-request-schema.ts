// zod/mini: the booking form ships these schemas to the browser, so they use the tree-shakable build.
import { z } from "zod/mini";
import { optionalLine, optionalText } from "../accounts/account-fields.ts";
import { isTime } from "../places/opening-hours.ts";
import { hongKongMidnight } from "./availability.ts";
import { reachablePhoneField } from "./guest-details.ts";

/** The most people one booking may bring: a private room, not a stadium. */
export const MAX_PEOPLE = 100;

/*
 * One schema per booking body (`booking/cart`, `booking/hold`, `booking/order`), shared by the
 * web form, the server's reader (booking-input.ts, after it has read a stock app's encodings:
 * bracketed lists, numbers as text) and the OpenAPI document (booking-form-docs.ts, booking-order-docs.ts). Messages are
 * catalogue keys, the same the server answers in `data.params`.
 */

/** A head count as sent: a number or up to four digits as text; blank or null for none. */
const headCount = (message: string) =>
  z.optional(
    z.union([z.number(), z.string(), z.null()], message).check(
      z.refine((value) => {
        if (value === null || value === "") return true;
        const text = typeof value === "number" ? String(value) : value.trim();
        return text === "" || /^\d{1,4}$/.test(text);
      }, message),
    ),
  );

/** A head count's value once it passed `headCount`: 0 for none. */
export const countOf = (value: number | string | null | undefined): number =>
  value === undefined || value === null ? 0 : Number(String(value).trim() || 0);

/** Text that is blank or passes `valid` (trimmed); `message` otherwise. */
const formatted = (valid: (text: string) => boolean, message: string) =>
  z.optional(
    z.string(message).check(
      z.trim(),
      z.refine((text) => text === "" || valid(text), message),
    ),
  );

const isDate = (text: string) => hongKongMidnight(text) !== null;

/** Table numbers as one list; a text is comma-separated ("1,3"). */
export const tableNumbers = (value: readonly (number | string)[] | string | undefined) =>
  (typeof value === "string"
    ? value.split(",").filter((item) => item.trim() !== "")
    : (value ?? [])
  ).map((item) => (typeof item === "number" ? item : Number(item.trim() || Number.NaN)));

/** A choice's id (a service, a staff member) as sent: text or a number. */
const choice = (message: string) => z.optional(z.union([z.string(), z.number()], message));

/** The request's own fields: the place, who comes, when, and what is chosen. */
const requestFields = {
  resource_id: z.union([z.string(), z.number()], "bookingsApi.notBookable"),
  adult: headCount("bookingsApi.adults"),
  children: headCount("bookingsApi.children"),
  /** Listar's head count, taken when neither adult nor children is given. */
  person: headCount("bookingsApi.adults"),
  start_date: formatted(isDate, "bookingsApi.problem.start_date.format"),
  start_time: formatted((text) => isTime(text), "bookingsApi.problem.start_time.format"),
  end_date: formatted(isDate, "bookingsApi.problem.end_date.format"),
  end_time: formatted((text) => isTime(text, true), "bookingsApi.problem.end_time.format"),
  table_num: z.optional(
    z
      .union(
        [z.array(z.union([z.number(), z.string()])), z.string()],
        "bookingsApi.problem.table_num.unknown",
      )
      .check(
        z.refine(
          (value) => tableNumbers(value).every((n) => Number.isInteger(n) && n >= 1),
          "bookingsApi.problem.table_num.unknown",
        ),
      ),
  ),
  service_id: choice("bookingPrices.problem.service_id.unknown"),
  staff_id: choice("bookingPrices.problem.staff_id.unknown"),
  /** A hold's token (booking/hold); anything else is no hold, and the request goes on without. */
  hold_id: z.catch(z.optional(z.string()), undefined),
};

/** At most `MAX_PEOPLE` come, said at `adult`. */
const notTooMany = z.refine<Counts>((body) => partySize(body) <= MAX_PEOPLE, {
  message: "bookingsApi.tooManyPeople",
  path: ["adult"],
});

/** The request itself: `booking/cart` and `booking/hold`. */
export const bookingRequestSchema = z.object(requestFields).check(notTooMany);

type Counts = {
  adult?: number | string | null;
  children?: number | string | null;
  person?: number | string | null;
};

/** Who comes: adults and children, or Listar's `person` when neither is given. */
export function partyOf(body: Counts) {
  const adults = countOf(body.adult);
  const children = countOf(body.children);
  const person = countOf(body.person);
  return { adults: person > 0 && !adults && !children ? person : adults, children };
}

const partySize = (body: Counts) => {
  const party = partyOf(body);
  return party.adults + party.children;
};

/** The note to the place on an order. */
export const memoField = optionalText(2_000);

/** The customer's details on an order (a signed-in customer's account fills what is left out). */
export const bookingContactSchema = z.object({
  first_name: z.optional(optionalLine(100)),
  last_name: z.optional(optionalLine(100)),
  /** A signed-in customer's must be the account's own (the server checks). */
  email: z.optional(optionalLine(254)),
  phone: z.optional(reachablePhoneField(false)),
  address: z.optional(optionalLine(300)),
  memo: z.optional(memoField),
  payment_method: z.optional(z.string()),
});

/** A guest's own fields (decision 074): one `name`, and the code mailed to the e-mail. */
export const guestOrderFields = {
  name: z.optional(optionalLine(200)),
  email_code: z.optional(z.string().check(z.maxLength(20, "validation.tooLong"))),
};

/** `booking/order`: the request, the contact details, and a guest's own fields. */
export const bookingOrderSchema = z
  .object({ ...requestFields, ...bookingContactSchema.shape, ...guestOrderFields })
  .check(notTooMany);

export type BookingRequestInput = z.input<typeof bookingRequestSchema>;

/** Each field's first problem (a message key) with a body, by the request's schema; {} if none. */
export function requestProblems(body: unknown): Record<string, string> {
  const parsed = bookingRequestSchema.safeParse(body);
  const problems: Record<string, string> = {};
  for (const issue of parsed.error?.issues ?? []) {
    problems[String(issue.path[0] ?? "resource_id")] ??= issue.message;
  }
  return problems;
}
