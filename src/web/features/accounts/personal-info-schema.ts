import { z } from "zod/mini";
import { phoneField, requiredLine } from "../../../shared/accounts/account-fields.ts";

/**
 * The personal info verification asks for, as the server judges `havePersonalInfo`: first and
 * last name and a phone number, none blank (the shared profile schema lets each be cleared).
 */
export const personalInfoSchema = z.object({
  first_name: requiredLine(50),
  last_name: requiredLine(50),
  phone: phoneField.check(z.minLength(1, "validation.required")),
});
