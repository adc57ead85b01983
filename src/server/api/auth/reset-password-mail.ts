import type { Language } from "../../../shared/i18n/languages.ts";
import { translate } from "../../../shared/i18n/translate.ts";
import type { Mail } from "../../services/mailer.ts";
import type { User } from "../users/user-repository.ts";
import { accountMail } from "./account-mail.ts";

/** The web app's page that asks for the new password (it calls `auth/reset_password/confirm`). */
const resetLink = (siteUrl: string, token: string) =>
  `${siteUrl}/app/reset-password?token=${encodeURIComponent(token)}`;

export function resetPasswordMail(
  user: User,
  link: { token: string; minutes: number },
  siteUrl: string,
  language: Language,
): Mail {
  return accountMail(user, language, "accounts.mail.reset.subject", (messages) =>
    translate(messages, "accounts.mail.reset.body", {
      username: user.username,
      link: resetLink(siteUrl, link.token),
      minutes: link.minutes,
    }),
  );
}
