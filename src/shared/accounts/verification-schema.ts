import { z } from "zod/mini";

/** The 6-digit code from the verification mail. */
export const VERIFICATION_CODE = /^\d{6}$/;

/**
 * `POST /api/{ns}/v1/verification/verify`: the code typed by a signed-in user, or the token
 * of the mailed link (which works signed in or not).
 */
export const verifySchema = z
  .object({
    code: z.optional(
      z.string().check(z.trim(), z.regex(VERIFICATION_CODE, "accounts.error.codeFormat")),
    ),
    token: z.optional(z.string().check(z.trim())),
  })
  .check(
    z.refine((value) => Boolean(value.code || value.token), {
      error: "validation.required",
      path: ["code"],
    }),
  );

export type VerifyInput = z.infer<typeof verifySchema>;
