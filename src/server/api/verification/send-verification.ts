import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from "fastify";
import type { Db } from "../../../db/database.ts";
import type { Language } from "../../../shared/i18n/languages.ts";
import { MESSAGES } from "../../../shared/i18n/messages/index.ts";
import { translate } from "../../../shared/i18n/translate.ts";
import { ApiError } from "../api-error.ts";
import type { User } from "../users/user-repository.ts";
import { verificationMail } from "./verification-mail.ts";
import {
  issueVerification,
  secondsUntilResend,
  withdrawVerification,
} from "./verification-service.ts";

/**
 * One verification mail a minute per account, whatever asks for it (`verification/resend`, a
 * new address through `users/me`): 429 with `Retry-After` while the last one is that fresh.
 */
export async function refuseDuringCooldown(
  db: Db,
  userId: number,
  language: Language,
  reply: FastifyReply,
): Promise<void> {
  const wait = await secondsUntilResend(db, userId);
  if (wait <= 0) return;
  reply.header("retry-after", String(wait));
  throw new ApiError(
    429,
    "verification_resend_cooldown",
    translate(MESSAGES[language], "accounts.verification.cooldown", { seconds: wait }),
    { retry_after: wait },
  );
}

/** Issues a code and link for the user's address and mails them; throws if the mail fails. */
export async function sendVerificationMail(app: FastifyInstance, user: User, language: Language) {
  const issued = await issueVerification(app.database.db, user);
  try {
    await app.mailer.send(verificationMail(user, issued, app.config.siteUrl, language));
  } catch (error) {
    await withdrawVerification(app.database.db, issued.id);
    throw error;
  }
}

/**
 * After sign-up or an e-mail change the account change stands even if the mail fails: the
 * failure is logged (to `log`, the request's, so with its request id) and the user can ask for
 * another mail.
 */
export async function trySendVerificationMail(
  app: FastifyInstance,
  user: User,
  language: Language,
  log: FastifyBaseLogger,
): Promise<void> {
  try {
    await sendVerificationMail(app, user, language);
  } catch (err) {
    log.error({ err, userId: user.id }, "verification mail failed");
  }
}
