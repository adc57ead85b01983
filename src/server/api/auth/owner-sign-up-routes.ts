import { randomInt } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { hashPassword } from "../../../node/password-hash.ts";
import {
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from "../../../shared/accounts/account-fields.ts";
import { ownerSignUpSchema } from "../../../shared/accounts/owner-sign-up-schema.ts";
import { MESSAGES } from "../../../shared/i18n/messages/index.ts";
import { translate } from "../../../shared/i18n/translate.ts";
import { requestLanguage } from "../../request-language.ts";
import { ApiError } from "../api-error.ts";
import { bodyFields } from "../request-fields.ts";
import { documentRoutes, type RouteDoc } from "../route-doc.ts";
import { duplicateField, insertUser, type User } from "../users/user-repository.ts";
import { parseOrThrow } from "../validate.ts";
import { trySendVerificationMail } from "../verification/send-verification.ts";
import { verificationStatus } from "../verification/verification-service.ts";
import { rememberDevice } from "./devices.ts";

const RATE_WINDOW = "10 minutes";
/** Tries at a free username before giving up: each adds a random number to the address's name. */
const USERNAME_TRIES = 6;

/**
 * A username made from an e-mail address (`chan.tai-man@…` → `chan.tai-man`): the characters a
 * username may hold (decision 012), padded or cut to its bounds; `suffix` tells it from a taken one.
 */
export function usernameFromEmail(email: string, suffix = ""): string {
  const local = email.split("@")[0] ?? "";
  let base = local.replace(/[^A-Za-z0-9._-]/g, "").toLowerCase();
  if (base.length < USERNAME_MIN_LENGTH) base = `owner${base}`;
  return `${base.slice(0, USERNAME_MAX_LENGTH - suffix.length)}${suffix}`;
}

const registerOwnerDoc: RouteDoc = {
  summary:
    "Create an account from a name and e-mail (the username is made from the address), signed in at once; a verification code follows by mail",
  tags: ["accounts"],
  auth: "none",
  body: ownerSignUpSchema,
  response: z.strictObject({
    success: z.literal(true),
    message: z.string(),
    data: z.strictObject({
      token: z.string(),
      email: z.string(),
      emailVerified: z.boolean(),
      havePersonalInfo: z.boolean(),
      verified: z.boolean(),
    }),
  }),
  errors: [{ status: 400, codes: ["rest_invalid_param", "auth_register_email_taken"] }],
};

/**
 * `{ns}/v1/auth/register_owner` (ours, decision 086): the website's "open this restaurant" path
 * makes the owner's account from what they typed. It answers as `auth/register` would about a
 * taken address (no more), under the same rate limit, and mails the same verification; the new
 * account is signed in at once, as the app's sign-up signs in straight after registering.
 */
export async function ownerSignUpRoutes(app: FastifyInstance) {
  const { db } = app.database;
  const rateLimit = { max: app.config.authRateLimit, timeWindow: RATE_WINDOW };
  documentRoutes(app, { "POST /register_owner": registerOwnerDoc });

  app.post("/register_owner", { config: { rateLimit } }, async (request) => {
    const language = requestLanguage(request);
    const messages = MESSAGES[language];
    const input = parseOrThrow(ownerSignUpSchema, bodyFields(request), language);
    const passwordHash = await hashPassword(input.password);
    let user: User | null = null;
    for (let attempt = 0; user === null && attempt < USERNAME_TRIES; attempt++) {
      const suffix = attempt === 0 ? "" : `-${randomInt(1000, 100_000)}`;
      try {
        user = await insertUser(db, {
          username: usernameFromEmail(input.email, suffix),
          email: input.email,
          passwordHash,
          displayName: input.name,
        });
      } catch (error) {
        const field = duplicateField(error);
        if (field === "email") {
          // What the app's sign-up says of a taken address, and no more (decision 086).
          const message = translate(messages, "accounts.error.emailTaken");
          throw new ApiError(400, "auth_register_email_taken", message, {
            params: { email: message },
          });
        }
        if (field !== "username") throw error;
      }
    }
    if (user === null) throw new Error("no free username after several tries");
    await trySendVerificationMail(app, user, language, request.log);
    await rememberDevice(db, user.id, request.headers);
    const { token } = await app.accessTokens.sign(user.id, user.tokenVersion);
    return {
      success: true,
      message: translate(messages, "accounts.verification.sent", { email: user.email }),
      data: { token, email: user.email, ...verificationStatus(user) },
    };
  });
}
