import type { Language } from "../../../shared/i18n/languages.ts";
import { translate } from "../../../shared/i18n/translate.ts";
import type { Mail } from "../../services/mailer.ts";
import { accountMail } from "../auth/account-mail.ts";
import type { User } from "../users/user-repository.ts";
import { type IssuedVerification, VERIFICATION_HOURS } from "./verification-service.ts";

/** The web app's page that verifies a link token (it calls `verification/verify`). */
const verifyLink = (siteUrl: string, token: string) =>
  `${siteUrl}/app/verify?token=${encodeURIComponent(token)}`;

export function verificationMail(
  user: User,
  issued: IssuedVerification,
  siteUrl: string,
  language: Language,
): Mail {
  return accountMail(user, language, "accounts.mail.verify.subject", (messages) =>
    translate(messages, "accounts.mail.verify.body", {
      code: issued.code,
      link: verifyLink(siteUrl, issued.token),
      hours: VERIFICATION_HOURS,
    }),
  );
}
