import type { Language } from "../../../shared/i18n/languages.ts";
import { MESSAGES } from "../../../shared/i18n/messages/index.ts";
import { translate } from "../../../shared/i18n/translate.ts";
import type { Mail } from "../../services/mailer.ts";
import type { User } from "../users/user-repository.ts";
import type { IssuedVerification } from "./verification-service.ts";
import { VERIFICATION_HOURS } from "./verification-service.ts";

/** The web app's page that verifies a link token (it calls `verification/verify`). */
const verifyLink = (siteUrl: string, token: string) =>
  `${siteUrl}/app/verify?token=${encodeURIComponent(token)}`;

export function verificationMail(
  user: User,
  issued: IssuedVerification,
  siteUrl: string,
  language: Language,
): Mail {
  const messages = MESSAGES[language];
  return {
    to: user.email,
    subject: translate(messages, "accounts.mail.verify.subject"),
    text: [
      translate(messages, "accounts.mail.greeting", { name: user.displayName }),
      "",
      translate(messages, "accounts.mail.verify.body", {
        code: issued.code,
        link: verifyLink(siteUrl, issued.token),
        hours: VERIFICATION_HOURS,
      }),
      "",
      translate(messages, "accounts.mail.signature"),
    ].join("\n"),
  };
}
