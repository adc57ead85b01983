import { z } from "zod/mini";
import { emailField, formBoolean, passwordField, usernameField } from "./account-fields.ts";

/**
 * Sign-up, shared by our form and `POST /api/{ns}/v1/auth/register`. Listar apps send only
 * username, e-mail and password; our form always sends `accept_terms`, and whenever the
 * field is present it must be true.
 */
export const registerSchema = z.object({
  username: usernameField,
  email: emailField,
  password: passwordField,
  accept_terms: z.optional(z.pipe(formBoolean, z.literal(true, "accounts.error.termsRequired"))),
});

export type RegisterInput = z.infer<typeof registerSchema>;
