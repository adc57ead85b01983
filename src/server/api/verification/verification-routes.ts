import type { FastifyInstance } from "fastify";
import { verifySchema } from "../../../shared/accounts/verification-schema.ts";
import { MESSAGES } from "../../../shared/i18n/messages/index.ts";
import { translate } from "../../../shared/i18n/translate.ts";
import { requireUser } from "../../plugins/authentication.ts";
import { requestLanguage } from "../../request-language.ts";
import { ApiError } from "../api-error.ts";
import { bodyFields } from "../request-fields.ts";
import { documentRoutes } from "../route-doc.ts";
import type { User } from "../users/user-repository.ts";
import { parseOrThrow } from "../validate.ts";
import { refuseDuringCooldown, sendVerificationMail } from "./send-verification.ts";
import { verificationDocs } from "./verification-schemas.ts";
import {
  RESEND_COOLDOWN_SECONDS,
  verificationStatus,
  verifyByCode,
  verifyByToken,
} from "./verification-service.ts";

const RATE_WINDOW = "10 minutes";

/** `{ns}/v1/verification`: our design, in the Listar style (see docs/decisions). */
export async function verificationRoutes(app: FastifyInstance) {
  const rateLimit = { max: app.config.authRateLimit, timeWindow: RATE_WINDOW };
  const { db } = app.database;
  documentRoutes(app, verificationDocs);

  app.get("/", { config: { signedIn: true } }, async (request) => {
    const user = requireUser(request);
    return { success: true, data: verificationStatus(user) };
  });

  app.post("/verify", { config: { rateLimit } }, async (request) => {
    const language = requestLanguage(request);
    const messages = MESSAGES[language];
    const input = parseOrThrow(verifySchema, bodyFields(request), language);
    // A proven address asked to be proven again (a link opened twice, a code after the link):
    // the goal is reached, so it is a success that says so (decision 041).
    const answer = (user: User, already = false) => ({
      success: true,
      message: translate(
        messages,
        already ? "accounts.verification.alreadyVerified" : "accounts.verification.done",
      ),
      data: verificationStatus(user),
    });
    if (input.token) {
      const link = await verifyByToken(db, input.token);
      if (link.outcome === "verified") await app.accountCache.changed(link.user.id);
      if (link.outcome === "invalid") {
        const message = translate(messages, "accounts.verification.invalidLink");
        throw new ApiError(400, "verification_invalid_link", message, {
          params: { token: message },
        });
      }
      return answer(link.user, link.outcome === "alreadyVerified");
    }
    const user = requireUser(request);
    if (user.emailVerifiedAt) return answer(user, true);
    const verified = await verifyByCode(db, user, input.code ?? "");
    if (verified) await app.accountCache.changed(user.id);
    if (!verified) {
      const message = translate(messages, "accounts.verification.invalidCode");
      throw new ApiError(400, "verification_invalid_code", message, {
        params: { code: message },
      });
    }
    return answer(verified);
  });

  app.post("/resend", { config: { rateLimit, signedIn: true } }, async (request, reply) => {
    const user = requireUser(request);
    const language = requestLanguage(request);
    const messages = MESSAGES[language];
    if (user.emailVerifiedAt) {
      throw new ApiError(
        400,
        "verification_already_verified",
        translate(messages, "accounts.verification.alreadyVerified"),
      );
    }
    await refuseDuringCooldown(db, user.id, language, reply);
    try {
      await sendVerificationMail(app, user, language);
    } catch (err) {
      request.log.error({ err, userId: user.id }, "verification mail failed");
      throw new ApiError(
        503,
        "verification_mail_failed",
        translate(messages, "accounts.error.mailFailed"),
      );
    }
    return {
      success: true,
      message: translate(messages, "accounts.verification.sent", { email: user.email }),
      data: { retry_after: RESEND_COOLDOWN_SECONDS },
    };
  });
}
