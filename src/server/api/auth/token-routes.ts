import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { hashPassword, verifyPassword } from "../../../node/password-hash.ts";
import type { Language } from "../../../shared/i18n/languages.ts";
import { MESSAGES, type MessageKey } from "../../../shared/i18n/messages/index.ts";
import { translate } from "../../../shared/i18n/translate.ts";
import { bearerSession } from "../../plugins/authentication.ts";
import { requestLanguage } from "../../request-language.ts";
import { ApiError } from "../api-error.ts";
import { bodyFields } from "../request-fields.ts";
import { listarUserJson, withPhoto } from "../users/user-json.ts";
import { findUserByEmail, findUserByUsername } from "../users/user-repository.ts";
import { tokenBody, tokenDoc, tokenValidateDoc } from "./auth-schemas.ts";
import { rememberDevice } from "./devices.ts";

const RATE_WINDOW = "10 minutes";
export const VALIDATE_RATE_FACTOR = 10;

/**
 * A hash of a random password, checked when the account does not exist (or has no password),
 * so an unknown name costs the same scrypt run as a wrong password: timing tells nothing.
 */
let dummyHash: Promise<string> | undefined;
const hashToCompareWith = () => {
  dummyHash ??= hashPassword(randomBytes(16).toString("hex"));
  return dummyHash;
};

/** The JWT plugin's failure: 403 and `[jwt_auth] <WordPress error code>`. */
function signInError(
  wpCode: string,
  key: MessageKey,
  language: Language,
  field?: "username" | "password",
) {
  const message = translate(MESSAGES[language], key);
  return new ApiError(
    403,
    `[jwt_auth] ${wpCode}`,
    message,
    field ? { params: { [field]: message } } : {},
  );
}

/** `jwt-auth/v1`: sign-in and token validation, as the WordPress JWT plugin with Listar answers. */
export async function tokenRoutes(app: FastifyInstance) {
  const { db } = app.database;

  app.post(
    "/token",
    {
      config: {
        doc: tokenDoc,
        rateLimit: { max: app.config.authRateLimit, timeWindow: RATE_WINDOW },
      },
    },
    async (request) => {
      const language = requestLanguage(request);
      const { username, password } = tokenBody.parse(bodyFields(request));
      const login = username.trim();
      if (!login)
        throw signInError("empty_username", "accounts.error.emptyUsername", language, "username");
      if (!password)
        throw signInError("empty_password", "accounts.error.emptyPassword", language, "password");

      // As in WordPress, an "@" means an e-mail address; usernames cannot contain one.
      const user = login.includes("@")
        ? await findUserByEmail(db, login)
        : await findUserByUsername(db, login);
      // One answer, one cost, whether the account exists or not (docs/decisions/022).
      const matches = await verifyPassword(
        password,
        user?.passwordHash ?? (await hashToCompareWith()),
      );
      if (!user?.passwordHash || !matches) {
        throw signInError("incorrect_password", "accounts.error.invalidLogin", language);
      }
      // Only someone who knows the password learns that the account is deactivated.
      if (user.deactivatedAt) {
        throw signInError("account_deactivated", "accounts.error.deactivated", language);
      }

      await rememberDevice(db, user.id, request.headers);
      const { token, exp } = await app.accessTokens.sign(user.id, user.tokenVersion);
      const view = await withPhoto(db, user);
      return {
        success: true,
        message: "",
        data: { ...listarUserJson(view, app.config.siteUrl), token, exp },
      };
    },
  );

  // Apps validate their stored token at every launch, and many phones share one carrier
  // address: ten times the sign-in limit, still a ceiling on bodies read without a user.
  app.post(
    "/token/validate",
    {
      config: {
        doc: tokenValidateDoc,
        rateLimit: {
          max: VALIDATE_RATE_FACTOR * app.config.authRateLimit,
          timeWindow: RATE_WINDOW,
        },
      },
    },
    async (request) => {
      if (!(await bearerSession(app, request))) {
        throw new ApiError(
          403,
          "jwt_auth_no_auth_header",
          translate(MESSAGES[requestLanguage(request)], "accounts.jwt.noAuthHeader"),
        );
      }
      return { code: "jwt_auth_valid_token", data: { status: 200 } };
    },
  );
}
