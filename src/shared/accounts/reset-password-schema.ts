import { z } from "zod/mini";
import { emailField } from "./account-fields.ts";
import { newPasswordFields, passwordsMatch } from "./new-password-fields.ts";

/** `POST /api/{ns}/v1/auth/reset_password` and the forgot-password form. */
export const resetPasswordRequestSchema = z.object({ email: emailField });

/** `POST /api/{ns}/v1/auth/reset_password/confirm`: the token comes from the e-mailed link. */
export const resetPasswordConfirmSchema = z
  .object({
    token: z
      .string({ error: "validation.required" })
      .check(z.trim(), z.minLength(1, "validation.required")),
    ...newPasswordFields,
  })
  .check(passwordsMatch);

export type ResetPasswordRequestInput = z.infer<typeof resetPasswordRequestSchema>;
export type ResetPasswordConfirmInput = z.infer<typeof resetPasswordConfirmSchema>;
