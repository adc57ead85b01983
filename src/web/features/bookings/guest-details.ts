import { z } from "zod/mini";
import { emailField, requiredLine } from "../../../shared/accounts/account-fields.ts";
import { memoField } from "../../../shared/bookings/booking-request-schema.ts";
import { EMAIL_CODE, reachablePhoneField } from "../../../shared/bookings/guest-details.ts";

/**
 * Who comes, as a guest types it (or a signed-in customer's profile fills it): family name
 * first, as a Chinese name is written (陳 then 大文); a mobile the place can call or message.
 * Messages are catalogue keys. The booking's contact schema (shared/bookings/booking-request-schema.ts,
 * which the server reads orders with) made stricter: the form asks for both parts of the name and
 * a real address.
 */
export const guestDetailsSchema = (phoneRequired: boolean) =>
  z.object({
    last_name: requiredLine(100, "bookingForm.familyNameRequired"),
    first_name: requiredLine(100, "bookingForm.givenNameRequired"),
    // The server's rule (shared/bookings/guest-details.ts): HK 8 digits, or + country code.
    phone: reachablePhoneField(phoneRequired),
    email: emailField,
    memo: memoField,
  });
export type GuestDetails = z.infer<ReturnType<typeof guestDetailsSchema>>;
export type GuestDetailsValues = {
  last_name: string;
  first_name: string;
  phone: string;
  email: string;
  memo: string;
};

/** The one-time code mailed to a guest's address: six digits, spaces allowed while typing. */
export const emailCodeSchema = z.object({
  email_code: z.string().check(
    z.overwrite((value) => value.replace(/\s+/g, "")),
    z.minLength(1, "bookingsApi.guest.codeRequired"),
    z.regex(EMAIL_CODE, "bookingsApi.guest.codeFormat"),
  ),
});

/** The detail fields the server may name in `data.params`, shown at those fields. */
export const DETAIL_FIELDS = ["last_name", "first_name", "phone", "email", "memo"] as const;
