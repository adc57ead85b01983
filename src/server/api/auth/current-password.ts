import type { FastifyRequest } from "fastify";
import { verifyPassword } from "../../../node/password-hash.ts";
import type { Language } from "../../../shared/i18n/languages.ts";
import { MESSAGES, type MessageKey } from "../../../shared/i18n/messages/index.ts";
import { translate } from "../../../shared/i18n/translate.ts";
import { ApiError } from "../api-error.ts";
import type { User } from "../users/user-repository.ts";

/**
 * How long after a sign-in its token may set a new password, a new e-mail address or close the
 * account without the current password (decision 067): stock Listar apps have no field for it.
 */
export const RECENT_SIGN_IN_MINUTES = 15;

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

/**
 * The same guard for clients that cannot ask for the password: a given `old_password` is
 * checked as above; without one, the request's token must come from a sign-in of the last
 * `RECENT_SIGN_IN_MINUTES` (a "recent login", as Firebase and GitHub's sudo mode ask), else
 * 401 `auth_reauthenticate`: the user is signed in, but not recently enough — OAuth's step-up
 * answer (RFC 9470) is a 401 too. Not a `jwt_auth_*` 403: the token is good, and the apps sign
 * out on those.
 */
export async function reauthenticate(
  request: FastifyRequest,
  user: User,
  given: string | undefined,
  language: Language,
): Promise<void> {
  if (!user.passwordHash) return;
  if (given) return checkCurrentPassword(user, given, language);
  const signedInAt = request.signedInAt?.getTime() ?? Number.NEGATIVE_INFINITY;
  if (Date.now() - signedInAt <= RECENT_SIGN_IN_MINUTES * 60_000) return;
  throw new ApiError(
    401,
    "auth_reauthenticate",
    translate(MESSAGES[language], "accounts.error.reauthenticate", {
      minutes: RECENT_SIGN_IN_MINUTES,
    }),
  );
}
