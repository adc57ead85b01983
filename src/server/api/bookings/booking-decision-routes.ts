import type { FastifyInstance, FastifyRequest } from "fastify";
import type { BookingStatus } from "../../../db/schema.ts";
import type { Language } from "../../../shared/i18n/languages.ts";
import { ApiError } from "../api-error.ts";
import { acceptableFrom } from "../payments/payment-options.ts";
import { cancelUnpaid, markPaid } from "../payments/payment-store.ts";
import { expireCheckoutSession } from "../payments/stripe-checkout.ts";
import { StripeRequestError } from "../payments/stripe-client.ts";
import { bodyFields, textField } from "../request-fields.ts";
import { acceptAtTime } from "./accept-at-time.ts";
import { placeBookingSettings } from "./bookable-place.ts";
import { fieldErrors, problemError, say } from "./booking-errors.ts";
import { askedBooking, managedBooking } from "./booking-permissions.ts";
import { type Booking, moveBooking } from "./booking-store.ts";
import { viewOf } from "./booking-view.ts";
import { changeBooking } from "./change-booking.ts";

/**
 * The date and time an owner gives an untimed request when accepting it (`start_date`,
 * `start_time`, as an order names them); null for a booking that has its time. Refused when
 * an untimed request gets none, or a timed booking gets one: accepting does not move a booking.
 */
function acceptedTime(body: Record<string, unknown>, booking: Booking, language: Language) {
  const field = (name: string) => {
    const value = textField(body[name]).trim();
    return value.length <= 10 ? value : "?";
  };
  const startDate = field("start_date");
  const startTime = field("start_time");
  if (booking.startsAt) {
    if (!startDate && !startTime) return null;
    throw fieldErrors(language, {
      [startDate ? "start_date" : "start_time"]: "bookingsApi.alreadyTimed",
    });
  }
  if (!startDate && !startTime) {
    throw fieldErrors(language, {
      start_date: "bookingsApi.acceptNeedsTime",
      start_time: "bookingsApi.acceptNeedsTime",
    });
  }
  return { startDate, startTime };
}

/**
 * What happens to a booking after it is made: the customer's (or guest's) cancelling, the
 * owner's (or an admin's) accepting and declining, the payment recorded, the card payment refused.
 */
export function bookingDecisionRoutes(app: FastifyInstance) {
  app.post("/cancel_by_id", async (request) => {
    const body = bodyFields(request);
    const { user, language, booking } = await askedBooking(app, request, body.id, body.token);
    if (user && booking.customerId !== user.id) {
      throw new ApiError(403, "rest_permission", say(language, "bookingsApi.notCustomer"));
    }
    if (booking.status === "canceled") {
      throw new ApiError(409, "rest_invalid_booking", say(language, "bookingsApi.alreadyCanceled"));
    }
    const view = await viewOf(app, booking, user, language);
    if (!view.allow_cancel) {
      const settings = await placeBookingSettings(app.database.db, booking.placeId);
      throw new ApiError(
        409,
        "rest_invalid_booking",
        say(language, "bookingsApi.cutOff", { hours: settings?.cancelCutoffHours ?? 0 }),
      );
    }
    const moved = await changeBooking(app, "canceled", (tx) =>
      moveBooking(tx, booking.id, ["pending", "publish"], "canceled", { canceledBy: "customer" }),
    );
    if (!moved)
      throw new ApiError(409, "rest_invalid_booking", say(language, "bookingsApi.notPending"));
    // An unpaid card booking's payment page must not take money for a cancelled booking.
    const sessionId = moved.paymentReference;
    if (
      app.config.stripe &&
      moved.paymentMethod === "stripe" &&
      !moved.paidAt &&
      sessionId?.startsWith("cs_")
    ) {
      await expireCheckoutSession(app.config.stripe, {
        id: sessionId,
        account: moved.stripeAccount,
      }).catch((err) =>
        request.log.warn(
          { err, bookingId: moved.id },
          "expiring a cancelled booking's session failed",
        ),
      );
    }
    return {
      success: true,
      data: await viewOf(app, moved, user, language),
      msg: say(language, "bookingsApi.canceled", { id: moved.id }),
    };
  });

  /** The owner's (or an admin's) decision on a pending booking. */
  const decide = (to: "publish" | "canceled") => async (request: FastifyRequest) => {
    const { body, user, language, booking } = await managedBooking(app, request);
    let reason: string | null = null;
    if (to === "canceled") {
      reason = textField(body.reason).trim();
      if (!reason || reason.length > 2_000) {
        throw fieldErrors(language, {
          reason: reason ? "validation.tooLong" : "validation.required",
        });
      }
    }
    // A request paid by card before the owner answered may be declined too: its money goes back.
    const from: readonly BookingStatus[] =
      to === "publish" ? acceptableFrom(booking) : ["pending", "processing"];
    // A booking past answering is told so, whatever time came with it.
    const time =
      to === "publish" && from.includes(booking.status)
        ? acceptedTime(body, booking, language)
        : null;
    let moved: Booking | undefined;
    if (from.length && time) {
      const outcome = await changeBooking(app, "accepted", (tx) =>
        acceptAtTime(tx, booking, from, time),
      );
      if (outcome?.kind === "refused") {
        const settings = await placeBookingSettings(app.database.db, booking.placeId);
        throw problemError(language, outcome.field, outcome.problem, {
          bookingSettings: settings ?? {},
        });
      }
      moved = outcome?.booking;
    } else if (from.length) {
      moved = await changeBooking(app, to === "publish" ? "accepted" : "declined", (tx) =>
        moveBooking(tx, booking.id, from, to, {
          cancelReason: reason,
          ...(to === "canceled" ? { canceledBy: "declined" as const } : {}),
        }),
      );
    }
    if (!moved)
      throw new ApiError(409, "rest_invalid_booking", say(language, "bookingsApi.notPending"));
    return {
      success: true,
      data: await viewOf(app, moved, user, language),
      msg: say(language, to === "publish" ? "bookingsApi.accepted" : "bookingsApi.declined", {
        id: moved.id,
      }),
    };
  };
  app.post("/accept_by_id", { config: { signedIn: "rest_permission" } }, decide("publish"));
  app.post("/decline_by_id", { config: { signedIn: "rest_permission" } }, decide("canceled"));

  /**
   * The owner (or an admin) saw the money of a cash or bank-transfer booking: `paid_date` is
   * set, with the transfer's reference if given; a pending booking becomes `processing`.
   */
  app.post("/mark_paid", { config: { signedIn: "rest_permission" } }, async (request) => {
    const { body, user, language, booking } = await managedBooking(app, request);
    const reference = textField(Array.isArray(body.reference) ? undefined : body.reference).trim();
    if (reference.length > 100 || /\p{Cc}/u.test(reference)) {
      throw fieldErrors(language, {
        reference: reference.length > 100 ? "validation.tooLong" : "validation.singleLine",
      });
    }
    if (booking.paidAt) {
      throw new ApiError(409, "rest_invalid_booking", say(language, "payments.alreadyPaid"));
    }
    const paid = await changeBooking(app, "paid", (tx) => markPaid(tx, booking, reference || null));
    if (!paid) {
      throw new ApiError(409, "rest_invalid_booking", say(language, "payments.notMarkable"));
    }
    return {
      success: true,
      data: await viewOf(app, paid, user, language),
      msg: say(language, "payments.markedPaid", { id: paid.id }),
    };
  });

  /**
   * The customer turned down the card payment (Stripe's cancel page leads back to the booking
   * with `?payment=canceled`, and the app calls this): the Checkout Session is expired so it
   * can take no money, and the booking is cancelled with the spec's "you have refused to pay".
   */
  app.post("/cancel_payment", async (request) => {
    const body = bodyFields(request);
    const { user, language, booking } = await askedBooking(app, request, body.id, body.token);
    if (user && booking.customerId !== user.id) {
      throw new ApiError(403, "rest_permission", say(language, "bookingsApi.notCustomer"));
    }
    if (booking.paidAt) {
      throw new ApiError(409, "rest_invalid_booking", say(language, "payments.alreadyPaid"));
    }
    const stripe = app.config.stripe;
    const sessionId = booking.paymentReference;
    if (
      !stripe ||
      booking.paymentMethod !== "stripe" ||
      booking.status !== "pending" ||
      !sessionId?.startsWith("cs_")
    ) {
      throw new ApiError(409, "rest_invalid_booking", say(language, "payments.nothingToCancel"));
    }
    try {
      await expireCheckoutSession(stripe, { id: sessionId, account: booking.stripeAccount });
    } catch (error) {
      if (!(error instanceof StripeRequestError)) throw error;
      // Stripe will not expire a session that is paid or already over: its event will tell.
      if (error.status >= 400 && error.status < 500) {
        throw new ApiError(409, "rest_invalid_booking", say(language, "payments.nothingToCancel"));
      }
      throw new ApiError(502, "rest_payment_unavailable", say(language, "payments.unavailable"));
    }
    const canceled = await changeBooking(app, "canceled", (tx) => cancelUnpaid(tx, booking.id));
    if (!canceled) {
      throw new ApiError(409, "rest_invalid_booking", say(language, "payments.nothingToCancel"));
    }
    return {
      success: true,
      data: await viewOf(app, canceled, user, language),
      msg: say(language, "payments.refused"),
    };
  });
}
