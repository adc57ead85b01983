import { asc, eq } from "drizzle-orm";
import type { Db } from "../../../db/database.ts";
import { emailVerifications, passwordResets, userDevices } from "../../../db/schema.ts";
import type { Language } from "../../../shared/i18n/languages.ts";
import { MESSAGES, type MessageKey } from "../../../shared/i18n/messages/index.ts";
import { translate } from "../../../shared/i18n/translate.ts";
import { mediaFileUrl } from "../media/media-files.ts";
import { mediaOfUser } from "../media/media-service.ts";
import type { User } from "../users/user-repository.ts";

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** What each section holds, in the request's language, so the file explains itself. */
const NOTES: MessageKey[] = [
  "accounts.export.note.about",
  "accounts.export.note.account",
  "accounts.export.note.emailVerifications",
  "accounts.export.note.passwordResets",
  "accounts.export.note.devices",
  "accounts.export.note.media",
  "accounts.export.note.enquiries",
  "accounts.export.note.secrets",
];

/**
 * Everything we hold about one account (PDPO DPP6, data access), for `auth/export`. Listed
 * field by field, never spread from a row, so a new secret column cannot slip in: the password
 * hash, the token version and the hashes of mailed codes and links are left out. Enquiries are
 * not linked to accounts and are not searched for (see the notes).
 */
export async function personalDataExport(
  deps: { db: Db; siteUrl: string },
  user: User,
  language: Language,
  now: Date,
) {
  const { db, siteUrl } = deps;
  const [verifications, resets, devices, uploads] = await Promise.all([
    db
      .select()
      .from(emailVerifications)
      .where(eq(emailVerifications.userId, user.id))
      .orderBy(asc(emailVerifications.id)),
    db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.userId, user.id))
      .orderBy(asc(passwordResets.id)),
    db
      .select()
      .from(userDevices)
      .where(eq(userDevices.userId, user.id))
      .orderBy(asc(userDevices.id)),
    mediaOfUser(db, user.id),
  ]);
  const messages = MESSAGES[language];
  return {
    exported_at: now.toISOString(),
    site: siteUrl,
    notes: NOTES.map((key) => translate(messages, key)),
    account: {
      id: user.id,
      username: user.username,
      email: user.email,
      email_verified: user.emailVerifiedAt !== null,
      email_verified_at: iso(user.emailVerifiedAt),
      role: user.role,
      display_name: user.displayName,
      first_name: user.firstName,
      last_name: user.lastName,
      phone: user.phone,
      birthday: user.birthday,
      gender: user.gender,
      url: user.url,
      description: user.description,
      photo_media_id: user.photoMediaId,
      has_password: user.passwordHash !== null,
      deactivated_at: iso(user.deactivatedAt),
      created_at: iso(user.createdAt),
      updated_at: iso(user.updatedAt),
    },
    email_verifications: verifications.map((row) => ({
      email: row.email,
      sent_at: iso(row.createdAt),
      expires_at: iso(row.expiresAt),
      used_at: iso(row.usedAt),
      failed_code_attempts: row.failedAttempts,
    })),
    password_resets: resets.map((row) => ({
      email: row.email,
      requested_at: iso(row.createdAt),
      expires_at: iso(row.expiresAt),
      used_at: iso(row.usedAt),
    })),
    devices: devices.map((row) => ({
      device_id: row.deviceId,
      model: row.model,
      version: row.version,
      type: row.type,
      push_token: row.pushToken,
      last_signed_in_at: iso(row.lastSignedInAt),
    })),
    media: uploads.map((row) => ({
      id: row.id,
      original_name: row.originalName,
      mime_type: row.mimeType,
      uploaded_at: iso(row.createdAt),
      sizes: Object.fromEntries(
        (["thumbnail", "medium", "full"] as const).map((size) => [
          size,
          {
            url: mediaFileUrl(siteUrl, row.directory, row.sizes[size].file),
            width: row.sizes[size].width,
            height: row.sizes[size].height,
          },
        ]),
      ),
    })),
  };
}
