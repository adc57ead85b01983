import { verifyPassword } from "../../../node/password-hash.ts";
import type { Language } from "../../../shared/i18n/languages.ts";
import { MESSAGES, type MessageKey } from "../../../shared/i18n/messages/index.ts";
import { translate } from "../../../shared/i18n/translate.ts";
import { ApiError } from "../api-error.ts";
import type { User } from "../users/user-repository.ts";

/**
 * Re-authentication for what a stolen token must not do alone (a new password or e-mail
 * address, closing the account): the current password in `old_password`, as
 * `auth/change_password` has always asked. Missing → 400 `rest_invalid_param`, wrong → 400
 * `auth_wrong_old_password`, both naming the field. An account that has no password (none was
 * ever set) has nothing to type, and passes.
 */
export async function checkCurrentPassword(
  user: User,
  given: string | undefined,
  language: Language,
  wrongMessage: MessageKey = "accounts.error.wrongPassword",
): Promise<void> {
  if (!user.passwordHash) return;
  const messages = MESSAGES[language];
  if (!given) {
    throw new ApiError(
      400,
      "rest_invalid_param",
      translate(messages, "api.invalidParams", { params: "old_password" }),
      { params: { old_password: translate(messages, "validation.required") } },
    );
  }
  if (!(await verifyPassword(given, user.passwordHash))) {
    const message = translate(messages, wrongMessage);
    throw new ApiError(400, "auth_wrong_old_password", message, {
      params: { old_password: message },
    });
  }
}
