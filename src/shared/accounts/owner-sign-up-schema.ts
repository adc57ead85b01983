import { z } from "zod/mini";
import { emailField, formBoolean, passwordField, requiredLine } from "./account-fields.ts";

/** As the questionnaire's contact name: the longest name taken. */
export const OWNER_NAME_MAX_LENGTH = 100;

/**
 * Sign-up from the website's "open this restaurant" page (#31, decision 086), shared by its form
 * and `POST /api/{ns}/v1/auth/register_owner`: the name and e-mail the owner already typed, a
 * password they choose, and the terms (decision 012) — no username to invent: the server makes one.
 */
export const ownerSignUpSchema = z.object({
  name: requiredLine(OWNER_NAME_MAX_LENGTH),
  email: emailField,
  password: passwordField,
  accept_terms: z.pipe(formBoolean, z.literal(true, "accounts.error.termsRequired")),
});

export type OwnerSignUpInput = z.infer<typeof ownerSignUpSchema>;
