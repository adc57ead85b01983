import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { Language } from "../../../shared/i18n/languages.ts";
import { bookingReference } from "../../../shared/payments/payment-reference.ts";
import { ApiError } from "../api-error.ts";
import { failUnpaid, recordCheckout } from "../payments/payment-store.ts";
import { platformFeeCents } from "../payments/stripe-accounts.ts";
import { type CheckoutSession, createCheckoutSession } from "../payments/stripe-checkout.ts";
import { StripeRequestError } from "../payments/stripe-client.ts";
import { say } from "./booking-errors.ts";
import type { Booking } from "./booking-store.ts";
import { changeBooking } from "./change-booking.ts";
import { guestToken } from "./guest-bookings.ts";

/** Stripe's Checkout language for ours (Stripe has Hong Kong Chinese, and simplified). */
const STRIPE_LOCALES: Record<Language, string> = { tc: "zh-HK", sc: "zh", en: "en" };

/**
 * The open Checkout Session of an unpaid card booking: the one kept, or a new one on the place
 * owner's connected account `account` (Stripe's idempotency key makes a retried order's second
 * request answer the first session). When Stripe cannot be reached, or the owner's account can
 * no longer take charges, the new booking fails at once, so it holds no time or table.
 * `log` is the request's, so the failure's line carries its request id.
 */
export async function checkoutFor(
  app: FastifyInstance,
  booking: Booking,
  account: string | null,
  language: Language,
  log: FastifyBaseLogger,
): Promise<CheckoutSession> {
  const stripe = app.config.stripe;
  if (booking.checkoutUrl && booking.paymentReference) {
    return {
      id: booking.paymentReference,
      object: "checkout.session",
      url: booking.checkoutUrl,
      status: "open",
      payment_status: "unpaid",
      amount_total: booking.totalCents,
      currency: "hkd",
      expires_at: null,
    };
  }
  // A guest comes back by the booking's link (decision 074).
  const token = booking.customerId === null ? await guestToken(app, booking) : null;
  const bookingPage = `${app.config.siteUrl}/app/bookings/${booking.id}${token ? `?token=${token}&` : "?"}`;
  try {
    if (!stripe) throw new StripeRequestError("Stripe is not set up", 0, undefined);
    if (!account)
      throw new StripeRequestError("The owner's account takes no charges", 0, undefined);
    const feeCents = platformFeeCents(booking.totalCents, stripe.feePercent);
    const session = await createCheckoutSession(stripe, {
      bookingId: booking.id,
      account,
      feeCents,
      idempotencyKey: `tablestart-booking-${booking.id}-${booking.createdAt.getTime()}`,
      amountCents: booking.totalCents,
      itemName: say(language, "payments.checkoutItem", {
        place: booking.placeTitle,
        number: bookingReference(booking.id),
      }),
      customerEmail: booking.email,
      locale: STRIPE_LOCALES[language],
      successUrl: `${bookingPage}payment=paid`,
      cancelUrl: `${bookingPage}payment=canceled`,
    });
    await recordCheckout(app.database.db, booking.id, { session, account, feeCents });
    return session;
  } catch (error) {
    if (!(error instanceof StripeRequestError)) throw error;
    log.error({ err: error, bookingId: booking.id }, "creating a Checkout Session failed");
    await changeBooking(app, "failed", (tx) => failUnpaid(tx, booking.id));
    throw new ApiError(502, "rest_payment_unavailable", say(language, "payments.unavailable"));
  }
}
