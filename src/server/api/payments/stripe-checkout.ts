import type { Config } from "../../config.ts";

type StripeConfig = NonNullable<Config["stripe"]>;

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

const TIMEOUT_MS = 15_000;

/** One call to Stripe's form-encoded HTTP API; the SDK would add nothing we use. */
async function stripeRequest(
  stripe: StripeConfig,
  path: string,
  form: URLSearchParams,
  idempotencyKey?: string,
): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(`${stripe.apiUrl}${path}`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${stripe.secretKey}`,
        "content-type": "application/x-www-form-urlencoded",
        ...(idempotencyKey ? { "idempotency-key": idempotencyKey } : {}),
      },
      body: form,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new StripeRequestError(`Stripe did not answer: ${String(error)}`, 0, undefined);
  }
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) {
    const problem = (body.error ?? {}) as { message?: string; code?: string };
    throw new StripeRequestError(
      problem.message ?? `Stripe answered ${response.status}`,
      response.status,
      problem.code,
    );
  }
  return body;
}

function sessionOf(body: Record<string, unknown>): CheckoutSession {
  const text = (value: unknown) => (typeof value === "string" ? value : null);
  const number = (value: unknown) => (typeof value === "number" ? value : null);
  const id = text(body.id);
  if (!id) throw new StripeRequestError("Stripe answered without a session id", 502, undefined);
  return {
    id,
    object: "checkout.session",
    url: text(body.url),
    status: text(body.status) ?? "",
    payment_status: text(body.payment_status) ?? "",
    amount_total: number(body.amount_total),
    currency: text(body.currency),
    expires_at: number(body.expires_at),
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
  stripe: StripeConfig,
  checkout: NewCheckout,
): Promise<CheckoutSession> {
  const id = String(checkout.bookingId);
  const form = new URLSearchParams({
    mode: "payment",
    "payment_method_types[0]": "card",
    "line_items[0][quantity]": "1",
    "line_items[0][price_data][currency]": "hkd",
    "line_items[0][price_data][unit_amount]": String(checkout.amountCents),
    "line_items[0][price_data][product_data][name]": checkout.itemName,
    client_reference_id: id,
    "metadata[booking_id]": id,
    "payment_intent_data[metadata][booking_id]": id,
    success_url: checkout.successUrl,
    cancel_url: checkout.cancelUrl,
    locale: checkout.locale,
  });
  if (checkout.customerEmail) form.set("customer_email", checkout.customerEmail);
  return sessionOf(
    await stripeRequest(stripe, "/v1/checkout/sessions", form, checkout.idempotencyKey),
  );
}

/**
 * `POST /v1/checkout/sessions/:id/expire`: the page can no longer take money. Stripe refuses
 * when the session is already complete (paid): that error reaches the caller.
 */
export async function expireCheckoutSession(
  stripe: StripeConfig,
  sessionId: string,
): Promise<CheckoutSession> {
  return sessionOf(
    await stripeRequest(
      stripe,
      `/v1/checkout/sessions/${encodeURIComponent(sessionId)}/expire`,
      new URLSearchParams(),
    ),
  );
}

/**
 * `POST /v1/refunds` for the whole of a paid booking's PaymentIntent. The idempotency key is the
 * booking's, so a retried job (or a second cancel) never refunds twice; Stripe's
 * `charge.refunded` event then marks the booking refunded.
 */
export async function refundPayment(
  stripe: StripeConfig,
  refund: { bookingId: number; paymentIntent: string },
): Promise<void> {
  const id = String(refund.bookingId);
  await stripeRequest(
    stripe,
    "/v1/refunds",
    new URLSearchParams({
      payment_intent: refund.paymentIntent,
      "metadata[booking_id]": id,
    }),
    `refund-booking-${id}`,
  );
}
