import { z } from "zod";
import { changePasswordSchema } from "../../../shared/accounts/change-password-schema.ts";
import { deactivateSchema } from "../../../shared/accounts/deactivate-schema.ts";
import { deleteAccountSchema } from "../../../shared/accounts/personal-data.ts";
import { registerSchema } from "../../../shared/accounts/register-schema.ts";
import {
  resetPasswordConfirmSchema,
  resetPasswordRequestSchema,
} from "../../../shared/accounts/reset-password-schema.ts";
import { acknowledgement, success, userSchema } from "../listar-schemas.ts";
import { textField } from "../request-fields.ts";
import type { RouteDoc } from "../route-doc.ts";
import { RECENT_SIGN_IN_MINUTES } from "./current-password.ts";

const TAGS = ["accounts"];
const invalidParam = { status: 400, codes: ["rest_invalid_param"] };
const wrongPassword = { status: 400, codes: ["rest_invalid_param", "auth_wrong_old_password"] };

/**
 * A sign-in field as the JWT plugin reads it: text, or a number taken as text; anything else
 * counts as empty, which the route answers with the plugin's own `[jwt_auth]` error.
 */
const loginField = z
  .union([z.string(), z.number()])
  .optional()
  .catch(undefined)
  .transform((value) => textField(value));

export const tokenBody = z.object({
  username: loginField.meta({ description: "User name or e-mail address." }),
  password: loginField,
});

const tokenFields = { token: z.string(), exp: z.int() };

export const tokenDoc: RouteDoc = {
  summary: "Sign in: a token for the user name or e-mail address and password",
  tags: TAGS,
  auth: "none",
  body: tokenBody,
  response: z.strictObject({
    success: z.literal(true),
    message: z.literal(""),
    data: userSchema.extend(tokenFields),
  }),
  errors: [
    {
      status: 403,
      codes: [
        "[jwt_auth] empty_username",
        "[jwt_auth] empty_password",
        "[jwt_auth] incorrect_password",
        "[jwt_auth] account_deactivated",
      ],
    },
  ],
};

export const tokenValidateDoc: RouteDoc = {
  summary: "Whether the Bearer token is still good",
  tags: TAGS,
  auth: "signed-in",
  response: z.strictObject({
    code: z.literal("jwt_auth_valid_token"),
    data: z.strictObject({ status: z.literal(200) }),
  }),
  errors: [{ status: 403, codes: ["jwt_auth_no_auth_header"] }],
};

export const registerDoc: RouteDoc = {
  summary: "Create a customer account; a verification mail follows",
  tags: TAGS,
  auth: "none",
  body: registerSchema,
  // Listar's success has no `success` key: its apps test `code === 200`.
  response: z.strictObject({ code: z.literal(200), message: z.string() }),
  errors: [{ status: 400, codes: ["rest_invalid_param", "auth_register_error"] }],
};

export const resetPasswordDoc: RouteDoc = {
  summary: "Mail a password reset link (the same answer whether the address is known or not)",
  tags: TAGS,
  auth: "none",
  body: resetPasswordRequestSchema,
  response: acknowledgement("msg"),
  errors: [invalidParam],
};

export const resetPasswordConfirmDoc: RouteDoc = {
  summary: "Set a new password with the reset link's token",
  tags: TAGS,
  auth: "none",
  body: resetPasswordConfirmSchema,
  response: acknowledgement("msg"),
  errors: [{ status: 400, codes: ["rest_invalid_param", "auth_reset_password_invalid"] }],
};

export const changePasswordDoc: RouteDoc = {
  summary: "Change the password; every earlier token stops working and a new one comes back",
  tags: TAGS,
  auth: "signed-in",
  body: changePasswordSchema,
  response: z.strictObject({
    success: z.literal(true),
    message: z.string(),
    data: z.strictObject(tokenFields),
  }),
  errors: [wrongPassword],
};

/** Without `old_password`, a recent sign-in stands for it (decision 067). */
export const reauthenticateErrors = [
  wrongPassword,
  { status: 401, codes: ["auth_reauthenticate"] },
];

export const deactivateDoc: RouteDoc = {
  summary: "Deactivate the account (the password is asked again, unless signed in just now)",
  description: `Without \`old_password\`, only a token from a sign-in of the last ${RECENT_SIGN_IN_MINUTES} minutes may deactivate; an older one gets 401 \`auth_reauthenticate\`. The stock apps send no body.`,
  tags: TAGS,
  auth: "signed-in",
  body: deactivateSchema,
  response: z.strictObject({ success: z.literal(true), msg: z.string(), message: z.string() }),
  errors: reauthenticateErrors,
};

export const exportDoc: RouteDoc = {
  summary: "Everything held about the caller, as a JSON file to keep (PDPO data access)",
  description: "Sections by kind of data (account, places, reviews, bookings, …).",
  tags: TAGS,
  auth: "signed-in",
  response: success(z.record(z.string(), z.unknown())),
};

export const deleteAccountDoc: RouteDoc = {
  summary:
    "Delete the account for good (the password is asked again): its data and uploads go, its upcoming bookings are cancelled, the bookings owners keep are anonymised",
  tags: TAGS,
  auth: "signed-in",
  body: deleteAccountSchema,
  response: acknowledgement("message"),
  errors: [wrongPassword],
};

export const currentUserDoc: RouteDoc = {
  summary: "The signed-in user",
  tags: TAGS,
  auth: "signed-in",
  response: success(userSchema),
};

/** `{ns}/v1/auth/…`, as account-routes registers them. */
export const accountDocs = {
  "POST /register": registerDoc,
  "POST /reset_password": resetPasswordDoc,
  "POST /reset_password/confirm": resetPasswordConfirmDoc,
  "POST /change_password": changePasswordDoc,
  "POST /deactivate": deactivateDoc,
  "GET /export": exportDoc,
  "POST /delete_account": deleteAccountDoc,
  "GET /user": currentUserDoc,
};
