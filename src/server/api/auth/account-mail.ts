import type { Language } from "../../../shared/i18n/languages.ts";
import { MESSAGES, type MessageKey, type Messages } from "../../../shared/i18n/messages/index.ts";
import { translate } from "../../../shared/i18n/translate.ts";
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
