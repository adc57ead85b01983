import { z } from "zod/mini";
import { passwordField } from "./account-fields.ts";

/** A new password typed twice, as on the change-password and reset-password forms. */
export const newPasswordFields = {
  new_password: passwordField,
  confirm_password: z
    .string({ error: "validation.required" })
    .check(z.minLength(1, "validation.required")),
};

export const passwordsMatch = z.refine<{ new_password: string; confirm_password: string }>(
  (value) => value.new_password === value.confirm_password,
  { error: "accounts.error.passwordsInconsistent", path: ["confirm_password"] },
);
