import type { FastifyInstance } from "fastify";
import { requireUser } from "../../plugins/authentication.ts";
import { requestLanguage } from "../../request-language.ts";
import { ApiError } from "../api-error.ts";
import { acceptedMethods, isPaymentMethod } from "../payments/payment-options.ts";
import { bodyFields, textField } from "../request-fields.ts";
import { verificationStatus, verifyFirstMessage } from "../verification/verification-service.ts";
import { findBookablePlace } from "./bookable-place.ts";
import { checkoutFor } from "./booking-checkout.ts";
import { fieldErrors, problemError, say } from "./booking-errors.ts";
import { holdTokenOf } from "./booking-holds.ts";
import { MAX_PEOPLE, readBookingRequest, readContact } from "./booking-input.ts";
import { placeOrder } from "./booking-orders.ts";
import { choiceId, withServiceParty } from "./booking-pricing.ts";
import { findBooking } from "./booking-store.ts";
import { viewOf } from "./booking-view.ts";
import { changeBooking } from "./change-booking.ts";
import { guestAnswer, isGuestOrder, proveGuest, readGuestContact } from "./guest-booking-routes.ts";

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{8,200}$/;

/** `booking/order`: a signed-in customer's or a proven guest's booking, and its card payment. */
export function bookingOrderRoutes(app: FastifyInstance) {
  const { db } = app.database;

  app.post(
    "/order",
    {
      config: {
        rateLimit: { max: app.config.bookingRateLimit, timeWindow: "10 minutes" },
      },
    },
    async (request) => {
      const language = requestLanguage(request);
      const body = bodyFields(request);
      // A visitor who gives their details books as a guest (decision 074); others sign in.
      const user = request.user ?? (isGuestOrder(body) ? null : requireUser(request));
      const place = await findBookablePlace(db, body.resource_id, language);
      if (user && place.authorId === user.id) {
        throw new ApiError(403, "rest_permission", say(language, "bookingsApi.ownPlace"));
      }
      // As the app's booking screen asks: a proven address to write to and a person to reach.
      if (user && !verificationStatus(user).verified) {
        throw new ApiError(
          403,
          "rest_booking_unverified",
          verifyFirstMessage(user, language, app.config.siteUrl, "booking"),
        );
      }
      const input = withServiceParty(readBookingRequest(body), place);
      const contact = user ? readContact(body, user) : readGuestContact(body, place.bookingStyle);
      const accepted = acceptedMethods(place, app.config.stripe);
      const method = textField(body.payment_method).trim() || accepted[0] || "";
      const problems = { ...input.problems, ...contact.problems };
      if (!isPaymentMethod(method) || !accepted.includes(method)) {
        problems.payment_method = "bookingsApi.paymentMethod";
      }
      if (Object.keys(problems).length) {
        throw fieldErrors(language, problems, {
          max: MAX_PEOPLE,
          email: user?.email ?? contact.contact.email,
        });
      }
      const key = request.headers["idempotency-key"];
      const idempotencyKey = typeof key === "string" && IDEMPOTENCY_KEY.test(key) ? key : null;
      if (key !== undefined && idempotencyKey === null) {
        throw new ApiError(400, "rest_invalid_param", say(language, "validation.invalid"), {
          params: { "Idempotency-Key": say(language, "validation.invalid") },
        });
      }
      // A guest proves the e-mail with its code before anything is held or booked.
      const guest = user
        ? null
        : await proveGuest(
            app,
            request,
            contact.contact.email,
            textField(body.email_code).trim(),
            language,
          );
      const outcome = await changeBooking(app, "ordered", async (tx) => {
        const placed = await placeOrder(tx, {
          placeId: place.id,
          customerId: user?.id ?? null,
          ...(guest ? { guest: guest.order } : {}),
          request: input.request,
          adults: input.adults,
          children: input.children,
          contact: contact.contact,
          paymentMethod: method,
          createdVia: request.headers["device-id"] ? "mobile" : "web",
          idempotencyKey,
          serviceId: choiceId(body.service_id),
          staffId: choiceId(body.staff_id),
          holdToken: holdTokenOf(body.hold_id),
        });
        // The code is used up with the booking, or not at all (a refused order keeps it).
        if (guest && placed.kind === "booked") await guest.consume(tx);
        return placed;
      });
      if (outcome.kind === "refused") {
        throw problemError(language, outcome.field, outcome.problem, place);
      }
      if (outcome.kind === "capped") {
        throw new ApiError(
          409,
          "rest_booking_pending_limit",
          say(
            language,
            user ? `bookingsApi.pendingLimit.${outcome.scope}` : "bookingsApi.guest.pendingLimit",
            { max: outcome.max },
          ),
        );
      }
      let booking = outcome.booking;
      // Card: the Checkout Session the clients open (`payment.url`); cash and bank: `[]`.
      const online =
        booking.paymentMethod === "stripe" && booking.status === "pending" && !booking.paidAt;
      const payment = online
        ? await checkoutFor(app, booking, place.cardAccount, language, request.log)
        : [];
      if (online) booking = (await findBooking(db, booking.id)) ?? booking;
      return {
        success: true,
        msg: say(
          language,
          online
            ? "payments.orderedOnline"
            : booking.startsAt
              ? "bookingsApi.ordered"
              : "bookingsApi.orderedUntimed",
        ),
        data: {
          ...(await viewOf(app, booking, user, language)),
          ...(await guestAnswer(app, booking)),
        },
        payment,
      };
    },
  );
}
