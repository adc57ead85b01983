import { z } from "zod/mini";
import { newPasswordFields, passwordsMatch } from "./new-password-fields.ts";

/**
 * `POST /api/{ns}/v1/auth/change_password` and the change-password form. The old password
 * may be blank only for an account that has none; the server knows which.
 */
export const changePasswordSchema = z
  .object({ old_password: z._default(z.string(), ""), ...newPasswordFields })
  .check(passwordsMatch);

export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
