import type { FastifyInstance } from "fastify";
import { hashPassword } from "../../../node/password-hash.ts";
import { type ProfileInput, profileSchema } from "../../../shared/accounts/profile-schema.ts";
import { MESSAGES } from "../../../shared/i18n/messages/index.ts";
import { translate } from "../../../shared/i18n/translate.ts";
import { requireUser } from "../../plugins/authentication.ts";
import { UploadedFile, uploadBudget } from "../../plugins/multipart-bodies.ts";
import { requestLanguage } from "../../request-language.ts";
import { ApiError } from "../api-error.ts";
import { emailChangedMail, trySendPasswordChangedMail } from "../auth/account-mail.ts";
import { reauthenticate } from "../auth/current-password.ts";
import { UPLOADS_PER_10_MINUTES } from "../media/media-routes.ts";
import { deleteMedia, findMedia, MEDIA_MAX_BYTES, storeImage } from "../media/media-service.ts";
import { retryWhenBusy, uploadError } from "../media/upload-error.ts";
import { bodyFields } from "../request-fields.ts";
import { documentRoutes } from "../route-doc.ts";
import { parseOrThrow } from "../validate.ts";
import { refuseBlankingPersonalInfo } from "../verification/personal-info-rule.ts";
import {
  refuseDuringCooldown,
  trySendVerificationMail,
} from "../verification/send-verification.ts";
import { withPhoto, wpUserJson } from "./user-json.ts";
import {
  duplicateField,
  findUserByEmail,
  type NewUser,
  setPassword,
  type User,
  updateUser,
} from "./user-repository.ts";
import { usersMeDocs } from "./user-schemas.ts";

/** Only the form field names differ from our columns. */
function profileChanges(input: ProfileInput): Partial<NewUser> {
  const changes: Partial<NewUser> = {};
  if (input.first_name !== undefined) changes.firstName = input.first_name;
  if (input.last_name !== undefined) changes.lastName = input.last_name;
  const displayName = input.display_name ?? input.name;
  if (displayName !== undefined) changes.displayName = displayName;
  if (input.phone !== undefined) changes.phone = input.phone;
  if (input.birthday !== undefined) changes.birthday = input.birthday || null;
  if (input.gender !== undefined) changes.gender = input.gender || null;
  if (input.url !== undefined) changes.url = input.url;
  if (input.description !== undefined) changes.description = input.description;
  return changes;
}

/** `wp/v2/users/me`: WordPress's "update the current user", with our profile fields. */
export async function usersMeRoutes(app: FastifyInstance) {
  const { db } = app.database;
  const storage = app.mediaStorage;
  // Each request may carry a photo (an upload) or a new address (a mail): it stays within the
  // account routes' limit and never above the media upload limit.
  const rateLimit = {
    max: Math.min(app.config.authRateLimit, UPLOADS_PER_10_MINUTES),
    timeWindow: "10 minutes",
  };
  documentRoutes(app, usersMeDocs);

  app.post(
    "/me",
    {
      config: {
        rateLimit,
        signedIn: "rest_not_logged_in",
        multipart: uploadBudget("photo", MEDIA_MAX_BYTES),
      },
    },
    async (request, reply) => {
      const user = requireUser(request, "rest_not_logged_in");
      const language = requestLanguage(request);
      const messages = MESSAGES[language];
      const body = bodyFields(request);
      const input = parseOrThrow(profileSchema, body, language);
      refuseBlankingPersonalInfo(user, input, language);
      const changes = profileChanges(input);

      const fieldError = (code: string, field: string, message: string) =>
        new ApiError(400, code, message, { params: { [field]: message } });

      const emailChanged = input.email !== undefined && input.email !== user.email;
      // What a stolen token must not do alone: the current password, as change_password asks, or
      // a sign-in just made (the stock apps' change-password screen sends `password` alone).
      if (input.password !== undefined || emailChanged) {
        await reauthenticate(request, user, input.old_password, language);
      }
      // A new address gets a verification mail: no more often than `verification/resend` sends one.
      if (emailChanged) await refuseDuringCooldown(db, user.id, language, reply);
      if (emailChanged && input.email) {
        const owner = await findUserByEmail(db, input.email);
        if (owner && owner.id !== user.id) {
          throw fieldError(
            "rest_user_invalid_email",
            "email",
            translate(messages, "accounts.error.emailInUse"),
          );
        }
        changes.email = input.email;
        changes.emailVerifiedAt = null;
      }

      if (input.listar_user_photo !== undefined) {
        const photoId = input.listar_user_photo;
        if (photoId !== 0) {
          const photo = await findMedia(db, photoId);
          // Another person's upload cannot become your face.
          if (photo?.userId !== user.id) {
            throw new ApiError(
              400,
              "rest_invalid_param",
              translate(messages, "api.invalidParams", { params: "listar_user_photo" }),
              {
                params: { listar_user_photo: translate(messages, "accounts.error.photoNotFound") },
              },
            );
          }
        }
        changes.photoMediaId = photoId || null;
      }

      // A photo file sent with the form is stored like a media upload and becomes the photo; an
      // empty file input (what a browser sends when none was chosen) changes nothing.
      let uploaded: number | undefined;
      if (body.photo instanceof UploadedFile && body.photo.data.length > 0) {
        const stored = await storeImage({ db, storage }, user.id, body.photo);
        if (!stored.ok) {
          retryWhenBusy(reply, stored.problem);
          throw uploadError(stored.problem, language, "photo");
        }
        uploaded = stored.media.id;
        changes.photoMediaId = uploaded;
      }

      let updated: User;
      try {
        updated = await updateUser(db, user.id, changes);
      } catch (error) {
        if (uploaded !== undefined) await deleteMedia({ db, storage }, uploaded);
        // Someone took the address between our check and the update.
        if (duplicateField(error) !== "email") throw error;
        throw fieldError(
          "rest_user_invalid_email",
          "email",
          translate(messages, "accounts.error.emailInUse"),
        );
      }
      // As in WordPress, a password field sets a new password; every other token dies with the old one.
      if (input.password !== undefined) {
        updated = await setPassword(db, user.id, await hashPassword(input.password));
      }
      await app.accountCache.changed(user.id);
      if (input.password !== undefined) {
        await trySendPasswordChangedMail(app, updated, language, request.log);
      }
      // A replaced or removed photo is deleted with its files, not left on disk for ever.
      if (user.photoMediaId !== null && updated.photoMediaId !== user.photoMediaId) {
        await deleteMedia({ db, storage }, user.photoMediaId);
      }
      if (emailChanged) {
        // The address the account leaves hears of it: if it was not its owner, they can act.
        try {
          await app.mailer.send(
            emailChangedMail(
              user,
              updated.email,
              app.config.contactEmail ?? app.config.siteUrl,
              language,
            ),
          );
        } catch (err) {
          request.log.error({ err, userId: user.id }, "e-mail change notice failed");
        }
        await trySendVerificationMail(app, updated, language, request.log);
      }
      return wpUserJson(await withPhoto(db, updated), app.config.siteUrl);
    },
  );
}
