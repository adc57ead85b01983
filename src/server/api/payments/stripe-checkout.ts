import type Stripe from "stripe";
import { type StripeConfig, StripeRequestError, stripeRequest } from "./stripe-client.ts";

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
  /** The place owner's connected account: the session, and the money, are theirs. */
  account: string;
  /** The platform's fee in cents, taken from the charge; 0 for none. */
  feeCents: number;
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
 * `POST /v1/checkout/sessions` on the owner's account (a direct charge, decision 079): one line
 * of the booking's total in HKD, card only (a card payment settles at once, so "completed" means
 * paid), the platform's fee if any, and the booking's id on the session and on its PaymentIntent
 * so every later event leads back to the booking.
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
        payment_intent_data: {
          metadata: { booking_id: id },
          ...(checkout.feeCents > 0 ? { application_fee_amount: checkout.feeCents } : {}),
        },
        success_url: checkout.successUrl,
        cancel_url: checkout.cancelUrl,
        // One of Stripe's Checkout locales, chosen by booking-checkout's table of ours.
        locale: checkout.locale as Stripe.Checkout.SessionCreateParams.Locale,
        customer_email: checkout.customerEmail || undefined,
      },
      { idempotencyKey: checkout.idempotencyKey, stripeAccount: checkout.account },
    ),
  );
  return sessionOf(session);
}

/**
 * Where a booking's card payment lives: its owner's connected account, or (null) the
 * platform's own for a booking charged before Connect.
 */
const onAccount = (account: string | null) => (account ? { stripeAccount: account } : undefined);

/**
 * `POST /v1/checkout/sessions/:id/expire` on the account the session was made on: the page can
 * no longer take money. Stripe refuses when the session is already complete (paid): that error
 * reaches the caller.
 */
export async function expireCheckoutSession(
  config: StripeConfig,
  session: { id: string; account: string | null },
): Promise<CheckoutSession> {
  return sessionOf(
    await stripeRequest(config, (stripe) =>
      stripe.checkout.sessions.expire(session.id, undefined, onAccount(session.account)),
    ),
  );
}

/**
 * `POST /v1/refunds` for the whole of a paid booking's PaymentIntent, on the account that took
 * the money, with the platform's fee given back when one was taken. The idempotency key is the
 * booking's, so a retried job (or a second cancel) never refunds twice; Stripe's
 * `charge.refunded` event then marks the booking refunded.
 */
export async function refundPayment(
  config: StripeConfig,
  refund: { bookingId: number; paymentIntent: string; account: string | null; feeTaken: boolean },
): Promise<void> {
  const id = String(refund.bookingId);
  await stripeRequest(config, (stripe) =>
    stripe.refunds.create(
      {
        payment_intent: refund.paymentIntent,
        metadata: { booking_id: id },
        ...(refund.feeTaken ? { refund_application_fee: true } : {}),
      },
      { idempotencyKey: `refund-booking-${id}`, ...onAccount(refund.account) },
    ),
  );
}
