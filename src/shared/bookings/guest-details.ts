// zod/mini: the booking form ships these schemas to the browser, so they use the tree-shakable build.
import { z } from "zod/mini";
import { emailField, optionalLine } from "../accounts/account-fields.ts";
import { isReachablePhone, PHONE_MAX_LENGTH } from "../phone-number.ts";

/**
 * The phone a booking gives, trimmed: blank (refused when `required`), or a number
 * `isReachablePhone` takes (shared/phone-number.ts: the place must be able to call or text it to
 * confirm a table, decision 074). The one phone field of the booking form, the server's reader and the
 * OpenAPI document; messages are catalogue keys.
 */
export const reachablePhoneField = (required: boolean) =>
  z.string().check(
    z.trim(),
    z.maxLength(PHONE_MAX_LENGTH, "validation.tooLong"),
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
