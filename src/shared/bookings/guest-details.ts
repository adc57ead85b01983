// zod/mini: the booking form ships these schemas to the browser, so they use the tree-shakable build.
import { z } from "zod/mini";
import { emailField, optionalLine } from "../accounts/account-fields.ts";

/** Separators people type inside a phone number: spaces, dashes, dots, brackets. */
const SEPARATORS = /[\s\-.()]/g;
/** A Hong Kong number: 8 digits from 2 to 9 (fixed lines 2–3, mobiles 4–9), +852 optional. */
const HONG_KONG = /^(?:\+?852)?[2-9]\d{7}$/;
/** Any other country's: + and the country code, 7 to 15 digits in all (ITU-T E.164). */
const INTERNATIONAL = /^\+[1-9]\d{6,14}$/;

/**
 * A number a place can call or text to confirm a table: a Hong Kong 8-digit number (spaces and
 * dashes allowed, `+852` optional) or `+<country code>` and the number. The one rule of the guest
 * form, the server and the OpenAPI document (decision 074).
 */
export function isReachablePhone(value: string): boolean {
  const digits = value.trim().replace(SEPARATORS, "");
  return value.trim().length <= 24 && (HONG_KONG.test(digits) || INTERNATIONAL.test(digits));
}

/**
 * The phone a booking gives, trimmed: blank (refused when `required`), or a number
 * `isReachablePhone` takes. The one phone field of the booking form, the server's reader and the
 * OpenAPI document; messages are catalogue keys.
 */
export const reachablePhoneField = (required: boolean) =>
  z.string().check(
    z.trim(),
    z.maxLength(24, "validation.tooLong"),
    z.refine((value) => value !== "" || !required, "bookingsApi.guest.phoneRequired"),
    z.refine((value) => value === "" || isReachablePhone(value), "bookingsApi.guest.phone"),
  );

/** A one-time e-mail code as typed: six digits, spaces around them ignored. */
export const EMAIL_CODE = /^\d{6}$/;

/** `booking/email_code`: the address to prove before a guest booking, and the place. */
export const guestEmailCodeSchema = z.object({
  email: emailField,
  resource_id: z.union([z.string(), z.number()]),
});

/**
 * The guest's details on top of a booking request (`booking/order` without an account): a name
 * (`first_name` and `last_name`, or one `name`), a mobile number (required for tables), the
 * e-mail and the code mailed to it. Message keys name what is wrong with each field.
 */
export const guestDetailsSchema = (options: { phoneRequired: boolean }) =>
  z
    .object({
      first_name: z.optional(optionalLine(100)),
      last_name: z.optional(optionalLine(100)),
      name: z.optional(optionalLine(200)),
      phone: z.optional(reachablePhoneField(options.phoneRequired)),
      email: emailField,
      email_code: z
        .string({ error: "bookingsApi.guest.codeRequired" })
        .check(
          z.trim(),
          z.minLength(1, "bookingsApi.guest.codeRequired"),
          z.regex(EMAIL_CODE, "bookingsApi.guest.codeFormat"),
        ),
    })
    .check(
      z.refine((details) => Boolean(details.first_name || details.last_name || details.name), {
        message: "bookingsApi.guest.nameRequired",
        path: ["first_name"],
      }),
    );

export type GuestDetails = z.infer<ReturnType<typeof guestDetailsSchema>>;
