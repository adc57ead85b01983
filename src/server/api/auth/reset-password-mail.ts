import type { Language } from "../../../shared/i18n/languages.ts";
import { MESSAGES } from "../../../shared/i18n/messages/index.ts";
import { translate } from "../../../shared/i18n/translate.ts";
import type { Mail } from "../../services/mailer.ts";
import type { User } from "../users/user-repository.ts";

/** The web app's page that asks for the new password (it calls `auth/reset_password/confirm`). */
const resetLink = (siteUrl: string, token: string) =>
  `${siteUrl}/app/reset-password?token=${encodeURIComponent(token)}`;

export function resetPasswordMail(
  user: User,
  link: { token: string; minutes: number },
  siteUrl: string,
  language: Language,
): Mail {
  const messages = MESSAGES[language];
  return {
    to: user.email,
    subject: translate(messages, "accounts.mail.reset.subject"),
    text: [
      translate(messages, "accounts.mail.greeting", { name: user.displayName }),
      "",
      translate(messages, "accounts.mail.reset.body", {
        username: user.username,
        link: resetLink(siteUrl, link.token),
        minutes: link.minutes,
      }),
      "",
      translate(messages, "accounts.mail.signature"),
    ].join("\n"),
  };
}
