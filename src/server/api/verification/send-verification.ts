import type { FastifyInstance } from "fastify";
import type { Language } from "../../../shared/i18n/languages.ts";
import type { User } from "../users/user-repository.ts";
import { verificationMail } from "./verification-mail.ts";
import { issueVerification, withdrawVerification } from "./verification-service.ts";

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
 * failure is logged and the user can ask for another mail.
 */
export async function trySendVerificationMail(
  app: FastifyInstance,
  user: User,
  language: Language,
): Promise<void> {
  try {
    await sendVerificationMail(app, user, language);
  } catch (err) {
    app.log.error({ err, userId: user.id }, "verification mail failed");
  }
}
