import type { FastifyInstance, FastifyRequest } from "fastify";
import type { BookingSettings } from "../../../shared/listings/booking-settings.ts";
import { requireUser } from "../../plugins/authentication.ts";
import { requestLanguage } from "../../request-language.ts";
import { ApiError } from "../api-error.ts";
import { acceptableFrom } from "../payments/payment-options.ts";
import { bodyFields, textField } from "../request-fields.ts";
import type { User } from "../users/user-repository.ts";
import { invalidBooking, say } from "./booking-errors.ts";
import type { BookingPermissions } from "./booking-json.ts";
import { type Booking, findBooking } from "./booking-store.ts";
import { bookingByGuestToken } from "./guest-booking-routes.ts";

export const isAdmin = (user: User | null | undefined) => user?.role === "admin";

/** The place's owner or an admin: who decides on a booking and records its money. */
export const mayManage = (booking: Booking, user: User) =>
  booking.ownerId === user.id || isAdmin(user);

/**
 * What `viewer` may do with a booking (null: its guest, by its link): cancel it before the
 * place's cut-off, accept it, pay it (`paymentUrl`: its open Checkout page, if any), or record
 * that it was paid. `now` is in milliseconds.
 */
export function bookingPermissions(
  booking: Booking,
  viewer: User | null,
  settings: Pick<BookingSettings, "cancelCutoffHours"> | undefined,
  paymentUrl: string,
  now = Date.now(),
): BookingPermissions {
  const isCustomer = viewer === null || booking.customerId === viewer.id;
  const isOwner = viewer !== null && booking.ownerId === viewer.id;
  const cutOffHours = settings?.cancelCutoffHours ?? 0;
  return {
    allowCancel:
      isCustomer &&
      (booking.status === "pending" || booking.status === "publish") &&
      (booking.startsAt === null || now <= booking.startsAt.getTime() - cutOffHours * 3_600_000),
    allowAccept: acceptableFrom(booking).includes(booking.status) && (isOwner || isAdmin(viewer)),
    // The customer can pay now: a transfer not yet seen, or an open Checkout page.
    allowPayment:
      isCustomer &&
      (paymentUrl !== "" ||
        (booking.paymentMethod === "bank" &&
          booking.paidAt === null &&
          (booking.status === "pending" || booking.status === "publish"))),
    // As markPaid allows it: money that reaches the owner directly, not yet recorded, from a
    // guest who did not turn out to be a no-show.
    allowMarkPaid:
      (isOwner || isAdmin(viewer)) &&
      booking.paidAt === null &&
      booking.visit !== "noShow" &&
      (booking.paymentMethod === "cash" || booking.paymentMethod === "bank") &&
      (booking.status === "pending" || booking.status === "publish"),
  };
}

/** Whether the booking's owner e-mail is shown to `viewer`: its customer, an admin, the owner. */
export const maySeeOwnerEmail = (booking: Booking, viewer: User | null, ownerId: number) =>
  viewer === null || booking.customerId === viewer.id || isAdmin(viewer) || ownerId === viewer.id;

/** A booking this user may see (theirs, on their place, or any for an admin), else 400. */
export async function visibleBooking(
  app: FastifyInstance,
  request: FastifyRequest,
  value: unknown,
) {
  const user = requireUser(request);
  const language = requestLanguage(request);
  const text = textField(Array.isArray(value) ? undefined : value).trim();
  const booking = /^\d{1,9}$/.test(text)
    ? await findBooking(app.database.db, Number(text))
    : undefined;
  if (
    !booking ||
    (booking.customerId !== user.id && booking.ownerId !== user.id && !isAdmin(user))
  ) {
    throw invalidBooking(language);
  }
  return { user, language, booking };
}

/**
 * The booking a request's body names by `id`, with the body, for its place's owner or an admin:
 * its customer is refused with 403, anyone else finds no such booking (visibleBooking).
 */
export async function managedBooking(app: FastifyInstance, request: FastifyRequest) {
  const body = bodyFields(request);
  const { user, language, booking } = await visibleBooking(app, request, body.id);
  if (!mayManage(booking, user)) {
    throw new ApiError(403, "rest_permission", say(language, "bookingsApi.notOwner"));
  }
  return { body, user, language, booking };
}

/**
 * The booking a request names, with who asks: its guest when the request carries the booking's
 * link `token` (decision 074; a wrong one finds nothing), else a signed-in party to it.
 */
export async function askedBooking(
  app: FastifyInstance,
  request: FastifyRequest,
  id: unknown,
  token: unknown,
): Promise<{ user: User | null; language: ReturnType<typeof requestLanguage>; booking: Booking }> {
  if (token === undefined) return visibleBooking(app, request, id);
  const language = requestLanguage(request);
  const booking = await bookingByGuestToken(app, id, token, language);
  return { user: null, language, booking };
}
