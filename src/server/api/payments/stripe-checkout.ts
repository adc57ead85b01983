import type Stripe from "stripe";
import { type StripeConfig, stripeClient } from "./stripe-client.ts";

/** Stripe answered with an error, or did not answer: the caller decides what the booking becomes. */
export class StripeRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | undefined,
  ) {
    super(message);
    this.name = "StripeRequestError";
  }
}

/** What we keep of a Checkout Session, and what the order's `payment` object carries. */
export interface CheckoutSession {
  id: string;
  object: "checkout.session";
  url: string | null;
  status: string;
  payment_status: string;
  amount_total: number | null;
  currency: string | null;
  expires_at: number | null;
}

/**
 * One call through Stripe's SDK, its errors as ours: Stripe's answer keeps its HTTP status (a
 * 4xx is a refusal, a 5xx Stripe's trouble); no answer at all (network, timeout) is status 0.
 */
async function stripeRequest<T>(
  config: StripeConfig,
  call: (stripe: Stripe) => Promise<T>,
): Promise<T> {
  const stripe = await stripeClient(config);
  try {
    return await call(stripe);
  } catch (error) {
    if (!(error instanceof stripe.errors.StripeError)) throw error;
    if (error instanceof stripe.errors.StripeConnectionError || !error.statusCode) {
      throw new StripeRequestError(`Stripe did not answer: ${error.message}`, 0, undefined);
    }
    throw new StripeRequestError(error.message, error.statusCode, error.code);
  }
}

/** Defensive about the answer: a session without an id is Stripe's trouble, not a booking's. */
function sessionOf(session: Stripe.Checkout.Session): CheckoutSession {
  if (typeof session.id !== "string" || !session.id) {
    throw new StripeRequestError("Stripe answered without a session id", 502, undefined);
  }
  return {
    id: session.id,
    object: "checkout.session",
    url: session.url ?? null,
    status: session.status ?? "",
    payment_status: session.payment_status ?? "",
    amount_total: session.amount_total ?? null,
    currency: session.currency ?? null,
    expires_at: session.expires_at ?? null,
  };
}

export interface NewCheckout {
  bookingId: number;
  /** Stripe keeps an idempotency key 24 hours: a retried order gets the same session back. */
  idempotencyKey: string;
  amountCents: number;
  itemName: string;
  customerEmail: string;
  locale: string;
  successUrl: string;
  cancelUrl: string;
}

/**
 * `POST /v1/checkout/sessions`: one line of the booking's total in HKD, card only (a card
 * payment settles at once, so "completed" means paid), the booking's id on the session and on
 * its PaymentIntent so every later event leads back to the booking.
 */
export async function createCheckoutSession(
  config: StripeConfig,
  checkout: NewCheckout,
): Promise<CheckoutSession> {
  const id = String(checkout.bookingId);
  const session = await stripeRequest(config, (stripe) =>
    stripe.checkout.sessions.create(
      {
        mode: "payment",
        payment_method_types: ["card"],
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: "hkd",
              unit_amount: checkout.amountCents,
              product_data: { name: checkout.itemName },
            },
          },
        ],
        client_reference_id: id,
        metadata: { booking_id: id },
        payment_intent_data: { metadata: { booking_id: id } },
        success_url: checkout.successUrl,
        cancel_url: checkout.cancelUrl,
        // One of Stripe's Checkout locales, chosen by booking-checkout's table of ours.
        locale: checkout.locale as Stripe.Checkout.SessionCreateParams.Locale,
        customer_email: checkout.customerEmail || undefined,
      },
      { idempotencyKey: checkout.idempotencyKey },
    ),
  );
  return sessionOf(session);
}

/**
 * `POST /v1/checkout/sessions/:id/expire`: the page can no longer take money. Stripe refuses
 * when the session is already complete (paid): that error reaches the caller.
 */
export async function expireCheckoutSession(
  config: StripeConfig,
  sessionId: string,
): Promise<CheckoutSession> {
  return sessionOf(
    await stripeRequest(config, (stripe) => stripe.checkout.sessions.expire(sessionId)),
  );
}

/**
 * `POST /v1/refunds` for the whole of a paid booking's PaymentIntent. The idempotency key is the
 * booking's, so a retried job (or a second cancel) never refunds twice; Stripe's
 * `charge.refunded` event then marks the booking refunded.
 */
export async function refundPayment(
  config: StripeConfig,
  refund: { bookingId: number; paymentIntent: string },
): Promise<void> {
  const id = String(refund.bookingId);
  await stripeRequest(config, (stripe) =>
    stripe.refunds.create(
      { payment_intent: refund.paymentIntent, metadata: { booking_id: id } },
      { idempotencyKey: `refund-booking-${id}` },
    ),
  );
}
