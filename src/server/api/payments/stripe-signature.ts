import { type StripeConfig, stripeClient } from "./stripe-client.ts";

/** How old a signed delivery may be: Stripe's own libraries' default, against replays. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** What a delivery turned out to be: unsigned (or badly), or signed with its body parsed. */
export type SignedDelivery = { signed: false } | { signed: true; event: unknown };

/**
 * Checks a `Stripe-Signature` header ("t=<unix seconds>,v1=<hex>,v1=…") with the SDK's
 * `webhooks.constructEvent`: an HMAC-SHA256 of "<t>.<raw body>" under the endpoint's signing
 * secret, equal to one of the v1 signatures (several while a secret is being rolled), and no
 * older than the tolerance. The raw bytes are signed: a re-serialised body would not match.
 * A signed body that is not JSON comes back as `event: null`, for the caller to refuse as such.
 */
export async function readSignedDelivery(
  config: StripeConfig,
  payload: Buffer,
  header: unknown,
  nowMs = Date.now(),
): Promise<SignedDelivery> {
  if (typeof header !== "string" || header.length > 2_000) return { signed: false };
  // The SDK refuses only stale timestamps; one from the future is refused too, as a replay
  // window that opens later is still a replay window.
  const timestamp = /(?:^|,)\s*t=(\d{1,12})\s*(?:,|$)/.exec(header)?.[1];
  if (!timestamp || Number(timestamp) - nowMs / 1000 > SIGNATURE_TOLERANCE_SECONDS) {
    return { signed: false };
  }
  const stripe = await stripeClient(config);
  try {
    const event: unknown = stripe.webhooks.constructEvent(
      payload,
      header,
      config.webhookSecret,
      SIGNATURE_TOLERANCE_SECONDS,
      undefined,
      nowMs,
    );
    return { signed: true, event };
  } catch (error) {
    if (error instanceof stripe.errors.StripeSignatureVerificationError) return { signed: false };
    // The signature held and only JSON.parse failed: signed, but no event we can read.
    if (error instanceof SyntaxError) return { signed: true, event: null };
    throw error;
  }
}
