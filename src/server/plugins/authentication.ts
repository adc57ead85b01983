import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Language } from "../../shared/i18n/languages.ts";
import { MESSAGES, type MessageKey } from "../../shared/i18n/messages/index.ts";
import { translate } from "../../shared/i18n/translate.ts";
import { ApiError } from "../api/api-error.ts";
import {
  type AccessTokens,
  createAccessTokens,
  type TokenProblem,
} from "../api/auth/access-token.ts";
import { resolveJwtSecret } from "../api/auth/jwt-secret.ts";
import type { User } from "../api/users/user-repository.ts";
import { requestLanguage } from "../request-language.ts";

declare module "fastify" {
  interface FastifyInstance {
    accessTokens: AccessTokens;
  }
  interface FastifyRequest {
    /** The signed-in user, from a valid Bearer token; null for visitors. */
    user: User | null;
    /**
     * When that token was issued (its `iat`): the last time its holder gave the password, at
     * sign-in or change_password. Null for visitors.
     */
    signedInAt: Date | null;
  }
  interface FastifyContextConfig {
    /**
     * Only for signed-in users: a visitor gets the 401 that `requireUser` answers (with this
     * code, or `rest_permission` for `true`) before the body is read, so no one can make us
     * buffer a multipart upload without a valid token. Rate limits still count the request.
     */
    signedIn?: true | string;
  }
}

/** Sign-in must work with a stale token still in the header; validate reports on its own. */
const TOKEN_PATHS = new Set(["/api/jwt-auth/v1/token", "/api/jwt-auth/v1/token/validate"]);

const PROBLEMS: Record<TokenProblem, [code: string, message: MessageKey]> = {
  bad_iss: ["jwt_auth_bad_iss", "accounts.jwt.badIss"],
  no_user: ["jwt_auth_bad_request", "accounts.jwt.badRequest"],
  expired: ["jwt_auth_invalid_token", "accounts.jwt.expiredToken"],
  invalid: ["jwt_auth_invalid_token", "accounts.jwt.invalidToken"],
};

const jwtError = (code: string, key: MessageKey, language: Language) =>
  new ApiError(403, code, translate(MESSAGES[language], key));

/** A valid Bearer token's user, and when the token was issued. */
export interface BearerSession {
  user: User;
  signedInAt: Date;
}

/**
 * The session a request's Authorization header stands for: `undefined` without the header, or
 * the JWT plugin's 403 error. A token dies with its user's password change or deactivation.
 */
export async function bearerSession(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<BearerSession | undefined> {
  const header = request.headers.authorization;
  if (header === undefined) return undefined;
  const language = requestLanguage(request);
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match?.[1])
    throw jwtError("jwt_auth_bad_auth_header", "accounts.jwt.badAuthHeader", language);
  const check = await app.accessTokens.verify(match[1]);
  if (!check.ok) {
    const [code, key] = PROBLEMS[check.problem];
    throw jwtError(code, key, language);
  }
  const user = await app.accountCache.user(check.userId);
  if (!user || user.deactivatedAt || user.tokenVersion !== check.tokenVersion) {
    throw jwtError("jwt_auth_invalid_token", "accounts.jwt.revokedToken", language);
  }
  return { user, signedInAt: new Date(check.issuedAt * 1000) };
}

/** The signed-in user, or 401 "please sign in" with the route family's code. */
export function requireUser(request: FastifyRequest, code = "rest_permission"): User {
  if (request.user) return request.user;
  throw new ApiError(
    401,
    code,
    translate(MESSAGES[requestLanguage(request)], "accounts.error.noLogin"),
  );
}

/**
 * As the WordPress JWT plugin does: every `/api` request with a Bearer token is signed in by
 * it, and a bad token fails the request with 403 whatever the route.
 */
export const authentication = fp(async (app: FastifyInstance) => {
  const secret = await resolveJwtSecret(app.config);
  app.decorate("accessTokens", createAccessTokens(secret, app.config.siteUrl));
  app.decorateRequest("user", null);
  app.decorateRequest("signedInAt", null);
  // Callback hooks: a request without a token (most of them) costs no promise here.
  app.addHook("onRequest", (request, _reply, done) => {
    if (request.headers.authorization === undefined) return done();
    const path = request.url.split("?", 1)[0] ?? "";
    if (!path.startsWith("/api/") || TOKEN_PATHS.has(path)) return done();
    bearerSession(app, request).then((session) => {
      request.user = session?.user ?? null;
      request.signedInAt = session?.signedInAt ?? null;
      done();
    }, done);
  });
  // After the route's rate limit (an onRequest hook) and before any body parser runs.
  app.addHook("preParsing", (request, _reply, payload, done) => {
    const signedIn = request.routeOptions.config.signedIn;
    try {
      if (signedIn) requireUser(request, signedIn === true ? undefined : signedIn);
    } catch (error) {
      return done(error as Error);
    }
    done(null, payload);
  });
});
