import type { Language } from "../../../shared/i18n/languages.ts";
import { MESSAGES, type MessageKey, type Messages } from "../../../shared/i18n/messages/index.ts";
import { translate } from "../../../shared/i18n/translate.ts";
import type { Mail } from "../../services/mailer.ts";
import type { User } from "../users/user-repository.ts";

/** A mail to an account holder: greeting by name, the body, and our signature. */
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
      translate(messages, "accounts.mail.greeting", { name: user.displayName }),
      "",
      body(messages),
      "",
      translate(messages, "accounts.mail.signature"),
    ].join("\n"),
  };
}
