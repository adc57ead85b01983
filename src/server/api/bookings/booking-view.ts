import type { FastifyInstance } from "fastify";
import type { Language } from "../../../shared/i18n/languages.ts";
import { paymentMethodName, paymentViewJson } from "../payments/payment-options.ts";
import type { User } from "../users/user-repository.ts";
import { placeBookingSettings } from "./bookable-place.ts";
import { bookingViewJson, type Reader } from "./booking-json.ts";
import { bookingPermissions, maySeeOwnerEmail } from "./booking-permissions.ts";
import type { Booking } from "./booking-store.ts";
import { guestToken } from "./guest-bookings.ts";

/** Who `viewer` is to a booking: its customer (null: its guest), else its place's side. */
export const readerOf = (booking: Booking, viewer: User | null): Reader =>
  viewer === null || booking.customerId === viewer.id ? "customer" : "owner";

/** The booking as `viewer` sees it; null stands for its guest, who opened it by its link. */
export async function viewOf(
  app: FastifyInstance,
  booking: Booking,
  viewer: User | null,
  language: Language,
) {
  const { db } = app.database;
  const token = viewer === null ? await guestToken(app, booking) : null;
  const owner = booking.ownerId ? await app.accountCache.user(booking.ownerId) : undefined;
  const settings = await placeBookingSettings(db, booking.placeId);
  const payment = await paymentViewJson(booking, settings);
  const view = bookingViewJson(booking, language, {
    ownerEmail: owner?.email && maySeeOwnerEmail(booking, viewer, owner.id) ? owner.email : "",
    paymentName: paymentMethodName(booking.paymentMethod, language),
    permissions: bookingPermissions(booking, viewer, settings, payment.payment_url),
    // An untimed request has nothing to put in a calendar yet.
    calendarUrl: booking.startsAt
      ? `${app.config.siteUrl}/api/${app.config.apiNamespace}/v1/booking/calendar?id=${booking.id}${token ? `&token=${token}` : ""}`
      : "",
    reader: readerOf(booking, viewer),
  });
  return { ...view, ...payment };
}
