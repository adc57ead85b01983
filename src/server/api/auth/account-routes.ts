import type { FastifyInstance } from "fastify";
import { hashPassword } from "../../../node/password-hash.ts";
import { changePasswordSchema } from "../../../shared/accounts/change-password-schema.ts";
import { deactivateSchema } from "../../../shared/accounts/deactivate-schema.ts";
import {
  deleteAccountSchema,
  personalDataFilename,
} from "../../../shared/accounts/personal-data.ts";
import { registerSchema } from "../../../shared/accounts/register-schema.ts";
import {
  resetPasswordConfirmSchema,
  resetPasswordRequestSchema,
} from "../../../shared/accounts/reset-password-schema.ts";
import { MESSAGES } from "../../../shared/i18n/messages/index.ts";
import { translate } from "../../../shared/i18n/translate.ts";
import { requireUser } from "../../plugins/authentication.ts";
import { requestLanguage } from "../../request-language.ts";
import { ApiError } from "../api-error.ts";
import { bodyFields } from "../request-fields.ts";
import { documentRoutes } from "../route-doc.ts";
import { deleteAccount } from "../users/delete-account.ts";
import { listarUserJson, withPhoto } from "../users/user-json.ts";
import {
  deactivateUser,
  duplicateField,
  insertUser,
  setPassword,
} from "../users/user-repository.ts";
import { parseOrThrow } from "../validate.ts";
import { trySendVerificationMail } from "../verification/send-verification.ts";
import { accountMail, trySendPasswordChangedMail } from "./account-mail.ts";
import { accountDocs } from "./auth-schemas.ts";
import { checkCurrentPassword, reauthenticate } from "./current-password.ts";
import { mailResetLink, resetPassword } from "./password-reset.ts";
import { personalDataExport } from "./personal-data-export.ts";

const RATE_WINDOW = "10 minutes";

/**
 * `{ns}/v1/auth/…`: Listar's account endpoints, plus our change_password, reset confirm, and
 * the PDPO pair export and delete_account (decision 035).
 */
export async function accountRoutes(app: FastifyInstance) {
  const { db } = app.database;
  const storage = app.mediaStorage;
  const rateLimit = { max: app.config.authRateLimit, timeWindow: RATE_WINDOW };
  documentRoutes(app, accountDocs);

  app.post("/register", { config: { rateLimit } }, async (request) => {
    const language = requestLanguage(request);
    const messages = MESSAGES[language];
    const input = parseOrThrow(registerSchema, bodyFields(request), language);
    let user: Awaited<ReturnType<typeof insertUser>>;
    try {
      user = await insertUser(db, {
        username: input.username,
        email: input.email,
        passwordHash: await hashPassword(input.password),
        displayName: input.username,
      });
    } catch (error) {
      const field = duplicateField(error);
      if (!field) throw error;
      const message = translate(
        messages,
        field === "email" ? "accounts.error.emailTaken" : "accounts.error.usernameTaken",
      );
      throw new ApiError(400, "auth_register_error", message, { params: { [field]: message } });
    }
    await trySendVerificationMail(app, user, language, request.log);
    // Listar's success has no `success` key: its apps test `code === 200`.
    return { code: 200, message: translate(messages, "accounts.register.done") };
  });

  app.post("/reset_password", { config: { rateLimit } }, async (request) => {
    const language = requestLanguage(request);
    const { email } = parseOrThrow(resetPasswordRequestSchema, bodyFields(request), language);
    // The mail goes out after the answer, so no address answers faster or slower than another.
    app.backgroundTasks.run(
      mailResetLink(app, email, language).catch((err) => {
        request.log.error({ err }, "password reset mail failed");
      }),
    );
    return { success: true, msg: translate(MESSAGES[language], "accounts.reset.sent") };
  });

  app.post("/reset_password/confirm", { config: { rateLimit } }, async (request) => {
    const language = requestLanguage(request);
    const messages = MESSAGES[language];
    const input = parseOrThrow(resetPasswordConfirmSchema, bodyFields(request), language);
    const user = await resetPassword(db, input.token, input.new_password);
    if (user) await app.accountCache.changed(user.id);
    if (!user) {
      const message = translate(messages, "accounts.reset.invalidToken");
      throw new ApiError(400, "auth_reset_password_invalid", message, {
        params: { token: message },
      });
    }
    return { success: true, msg: translate(messages, "accounts.reset.done") };
  });

  app.post("/change_password", { config: { rateLimit, signedIn: true } }, async (request) => {
    const user = requireUser(request);
    const language = requestLanguage(request);
    const messages = MESSAGES[language];
    const input = parseOrThrow(changePasswordSchema, bodyFields(request), language);
    await checkCurrentPassword(
      user,
      input.old_password,
      language,
      "accounts.error.wrongOldPassword",
    );
    const updated = await setPassword(db, user.id, await hashPassword(input.new_password));
    await app.accountCache.changed(user.id);
    await trySendPasswordChangedMail(app, updated, language, request.log);
    // Every earlier token is now revoked, this device's too: hand it a fresh one.
    const { token, exp } = await app.accessTokens.sign(updated.id, updated.tokenVersion);
    return {
      success: true,
      message: translate(messages, "accounts.password.changed"),
      data: { token, exp },
    };
  });

  // Irreversible, so a stolen token alone cannot do it: the password, or a sign-in just made
  // (the stock apps send no body at all).
  app.post("/deactivate", { config: { rateLimit, signedIn: true } }, async (request) => {
    const user = requireUser(request);
    const language = requestLanguage(request);
    const input = parseOrThrow(deactivateSchema, bodyFields(request), language);
    await reauthenticate(request, user, input.old_password, language);
    await deactivateUser(db, user.id);
    await app.accountCache.changed(user.id);
    const done = translate(MESSAGES[language], "accounts.deactivate.done");
    // Listar's `msg`, which Flutter and our web app read; the React Native app toasts `message`.
    return { success: true, msg: done, message: done };
  });

  // Data access (PDPO DPP6): everything we hold about the caller, as a file to keep.
  app.get("/export", { config: { rateLimit, signedIn: true } }, async (request, reply) => {
    const user = requireUser(request);
    const now = new Date();
    const data = await personalDataExport(
      { db, siteUrl: app.config.siteUrl },
      user,
      requestLanguage(request),
      now,
    );
    const filename = personalDataFilename(user.username, now);
    return reply
      .header("content-disposition", `attachment; filename="${filename}"`)
      .header("cache-control", "no-store")
      .type("application/json; charset=utf-8")
      .send(JSON.stringify({ success: true, data }, null, 2));
  });

  // Erasure: the account and all that is its, for good. As deactivate, the password is asked.
  app.post("/delete_account", { config: { rateLimit, signedIn: true } }, async (request) => {
    const user = requireUser(request);
    const language = requestLanguage(request);
    const messages = MESSAGES[language];
    const input = parseOrThrow(deleteAccountSchema, bodyFields(request), language);
    await checkCurrentPassword(user, input.old_password, language);
    const deleted = await deleteAccount({ db, storage }, user.id);
    await app.accountCache.changed(user.id);
    // Its bookings' mails are due and its places and reviews gone: now, not at the next poll.
    app.jobs.wake();
    await app.contentVersions.changed();
    if (deleted) {
      // The address is all we still have, and only in this mail: if it was not them, they know.
      try {
        await app.mailer.send(
          accountMail(deleted, language, "accounts.mail.deleted.subject", (m) =>
            translate(m, "accounts.mail.deleted.body", {
              username: deleted.username,
              contact: app.config.contactEmail ?? app.config.siteUrl,
            }),
          ),
        );
      } catch (err) {
        request.log.error({ err }, "account deletion notice failed");
      }
    }
    return { success: true, message: translate(messages, "accounts.delete.done") };
  });

  app.get("/user", { config: { signedIn: true } }, async (request) => {
    const user = requireUser(request);
    return { success: true, data: listarUserJson(await withPhoto(db, user), app.config.siteUrl) };
  });
}
