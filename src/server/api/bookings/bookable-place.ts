import { and, eq, getTableColumns } from "drizzle-orm";
import type { Db } from "../../../db/database.ts";
import { places } from "../../../db/schema.ts";
import type { Language } from "../../../shared/i18n/languages.ts";
import { MESSAGES } from "../../../shared/i18n/messages/index.ts";
import { translate } from "../../../shared/i18n/translate.ts";
import { ApiError } from "../api-error.ts";
import { cardAccountOfPlace } from "../payments/stripe-accounts.ts";
import { textField } from "../request-fields.ts";

/**
 * The published place that takes bookings a request names by `resource_id`, or Listar's 400
 * `rest_invalid_post`: what every booking call and `setting/payment` start from. With it, the
 * owner's connected Stripe account when it may take card payments (decision 079).
 */
export async function findBookablePlace(db: Db, value: unknown, language: Language) {
  const text = textField(Array.isArray(value) ? undefined : value).trim();
  const id = /^\d{1,9}$/.test(text) ? Number(text) : 0;
  const [place] = id
    ? await db
        .select({ ...getTableColumns(places), cardAccount: cardAccountOfPlace })
        .from(places)
        .where(and(eq(places.id, id), eq(places.status, "publish")))
    : [];
  if (!place?.bookingStyle) {
    const message = translate(MESSAGES[language], "bookingsApi.notBookable");
    throw new ApiError(400, "rest_invalid_post", message, { params: { resource_id: message } });
  }
  return place;
}

/** The booking settings of the place a booking was made at (none for a deleted place). */
export async function placeBookingSettings(db: Db, placeId: number | null) {
  const [place] = placeId
    ? await db
        .select({ settings: places.bookingSettings })
        .from(places)
        .where(eq(places.id, placeId))
    : [];
  return place?.settings;
}
