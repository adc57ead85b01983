import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import { LANGUAGE_PATH_PREFIX, type Language } from "../../../shared/i18n/languages.ts";
import { MESSAGES, type MessageKey, type Messages } from "../../../shared/i18n/messages/index.ts";
import { translate } from "../../../shared/i18n/translate.ts";
import { writtenDate } from "../../../shared/i18n/written-date.ts";
import { hongKongDate, hongKongTime } from "../../../shared/places/hong-kong-clock.ts";
import type { Mail } from "../../services/mailer.ts";
import type { User } from "../users/user-repository.ts";

/**
 * A mail to an account holder: a greeting, the body, and our signature. The greeting names the
 * user only at an address they have proved is theirs: a display name is text anyone can type,
 * and must not head a mail we send to someone else's address (sign-up, a new e-mail address).
 */
export function accountMail(
  user: User,
  language: Language,
  subject: MessageKey,
  body: (messages: Messages) => string,
): Mail {
  const messages = MESSAGES[language];
  return {
    to: user.email,
    subject: translate(messages, subject),
    text: [
      user.emailVerifiedAt
        ? translate(messages, "accounts.mail.greeting", { name: user.displayName })
        : translate(messages, "accounts.mail.greetingNoName"),
      "",
      body(messages),
      "",
      translate(messages, "accounts.mail.signature"),
    ].join("\n"),
  };
}

/** To the address an account just left: who changed it to what, and whom to tell if not them. */
export function emailChangedMail(
  previous: User,
  newEmail: string,
  contactEmail: string,
  language: Language,
): Mail {
  return accountMail(previous, language, "accounts.mail.emailChanged.subject", (messages) =>
    translate(messages, "accounts.mail.emailChanged.body", {
      username: previous.username,
      email: newEmail,
      contact: contactEmail,
    }),
  );
}

/**
 * The web app's "forgot password" page in the mail's language (`/en/app/…` and `/zh/app/…` give
 * the app that language, decision 045): a stranger's new password has signed the owner out
 * everywhere, so mailing a reset link is the one way back in.
 */
const forgotPasswordLink = (siteUrl: string, language: Language) =>
  `${siteUrl}${LANGUAGE_PATH_PREFIX[language]}/app/forgot-password`;

/** To the account's address after a new password: when (Hong Kong time), and what to do if not them. */
function passwordChangedMail(
  user: User,
  changedAt: Date,
  site: { siteUrl: string; contact: string },
  language: Language,
): Mail {
  return accountMail(user, language, "accounts.mail.passwordChanged.subject", (messages) =>
    translate(messages, "accounts.mail.passwordChanged.body", {
      username: user.username,
      date: writtenDate(hongKongDate(changedAt), language),
      time: hongKongTime(changedAt),
      link: forgotPasswordLink(site.siteUrl, language),
      contact: site.contact,
    }),
  );
}

/**
 * Tells the account's address of a new password set through a session (`users/me`,
 * `change_password`): if the session was stolen, the owner learns it. The new password stands
 * even if the mail fails; the failure is logged to `log`, the request's, with its request id.
 */
export async function trySendPasswordChangedMail(
  app: FastifyInstance,
  user: User,
  language: Language,
  log: FastifyBaseLogger,
): Promise<void> {
  const site = {
    siteUrl: app.config.siteUrl,
    contact: app.config.contactEmail ?? app.config.siteUrl,
  };
  try {
    await app.mailer.send(passwordChangedMail(user, new Date(), site, language));
  } catch (err) {
    log.error({ err, userId: user.id }, "password change notice failed");
  }
}
