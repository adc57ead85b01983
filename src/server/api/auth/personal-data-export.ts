import { asc, eq } from "drizzle-orm";
import type { Db } from "../../../db/database.ts";
import {
  bookings,
  emailVerifications,
  files,
  passwordResets,
  places,
  questionnaireAnswers,
  reviews,
  userDevices,
  wishlistEntries,
} from "../../../db/schema.ts";
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
  "accounts.export.note.directory",
  "accounts.export.note.bookings",
  "accounts.export.note.questionnaire",
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
  const [verifications, resets, devices, uploads, directory] = await Promise.all([
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
    directoryDataOf(db, user.id),
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
    places: directory.places.map((row) => ({
      id: row.id,
      title: row.title,
      status: row.status,
      created_at: iso(row.createdAt),
      updated_at: iso(row.updatedAt),
    })),
    files: directory.files.map((row) => ({
      id: row.id,
      original_name: row.originalName,
      mime_type: row.mimeType,
      bytes: row.byteSize,
      url: mediaFileUrl(siteUrl, row.directory, row.file),
      uploaded_at: iso(row.createdAt),
    })),
    reviews: directory.reviews.map((row) => ({
      place_id: row.placeId,
      rating: row.rating,
      content: row.content,
      created_at: iso(row.createdAt),
      updated_at: iso(row.updatedAt),
    })),
    wishlist: directory.wishlist.map((row) => ({
      place_id: row.placeId,
      saved_at: iso(row.createdAt),
    })),
    bookings: directory.bookings.map((row) => ({
      id: row.id,
      place: row.placeTitle,
      status: row.status,
      start_date: row.startDate,
      start_time: row.startTime,
      end_date: row.endDate,
      end_time: row.endTime,
      adults: row.adults,
      children: row.children,
      first_name: row.firstName,
      last_name: row.lastName,
      email: row.email,
      phone: row.phone,
      address: row.address,
      memo: row.memo,
      payment_method: row.paymentMethod,
      total_cents: row.totalCents,
      created_at: iso(row.createdAt),
    })),
    questionnaire: directory.questionnaire.map((row) => ({
      email: row.email,
      language: row.language,
      answers: row.answers,
      forecast_link: row.forecastLink,
      created_at: iso(row.createdAt),
      updated_at: iso(row.updatedAt),
    })),
  };
}

/** The account's own rows of the directory, bookings and questionnaire, oldest first. */
async function directoryDataOf(db: Db, userId: number) {
  const [ownPlaces, ownFiles, ownReviews, wishlist, ownBookings, questionnaire] = await Promise.all(
    [
      db.select().from(places).where(eq(places.authorId, userId)).orderBy(asc(places.id)),
      db.select().from(files).where(eq(files.userId, userId)).orderBy(asc(files.id)),
      db.select().from(reviews).where(eq(reviews.userId, userId)).orderBy(asc(reviews.id)),
      db
        .select()
        .from(wishlistEntries)
        .where(eq(wishlistEntries.userId, userId))
        .orderBy(asc(wishlistEntries.createdAt)),
      db.select().from(bookings).where(eq(bookings.customerId, userId)).orderBy(asc(bookings.id)),
      db
        .select()
        .from(questionnaireAnswers)
        .where(eq(questionnaireAnswers.userId, userId))
        .orderBy(asc(questionnaireAnswers.id)),
    ],
  );
  return {
    places: ownPlaces,
    files: ownFiles,
    reviews: ownReviews,
    wishlist,
    bookings: ownBookings,
    questionnaire,
  };
}
