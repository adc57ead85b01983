import type Stripe from "stripe";
import type { Config } from "../../config.ts";

export type StripeConfig = NonNullable<Config["stripe"]>;

/**
 * The Stripe API version every request and every webhook event is read in (decision 049): the
 * default of the pinned SDK release, so its types describe exactly what Stripe answers. Moving
 * it is a deliberate upgrade — SDK and version together, and the webhook endpoint's version in
 * Stripe's dashboard with them.
 */
export const STRIPE_API_VERSION = "2025-08-27.basil" satisfies Stripe.LatestApiVersion;

/** How long one request to Stripe may take before it counts as Stripe not answering. */
const TIMEOUT_MS = 15_000;

/**
 * One retry of a request that failed in transit or with Stripe's 409/5xx: every POST we send
 * carries an idempotency key (ours, or the SDK's own), so a retry never charges or refunds
 * twice, and a blip no longer fails a customer's booking at once.
 */
const MAX_NETWORK_RETRIES = 1;

const clients = new WeakMap<StripeConfig, Promise<Stripe>>();

/**
 * The SDK client for the app's Stripe settings, one per settings object. The SDK is loaded on
 * first use, so a process that never takes a card payment never loads it. STRIPE_API_URL
 * (Stripe's own address, or a local stand-in in tests) becomes the SDK's host, port and protocol.
 */
export function stripeClient(config: StripeConfig): Promise<Stripe> {
  let client = clients.get(config);
  if (!client) {
    client = import("stripe").then(({ default: StripeSdk }) => {
      const api = new URL(config.apiUrl);
      const protocol = api.protocol === "http:" ? "http" : "https";
      return new StripeSdk(config.secretKey, {
        apiVersion: STRIPE_API_VERSION,
        host: api.hostname,
        port: api.port || (protocol === "http" ? 80 : 443),
        protocol,
        maxNetworkRetries: MAX_NETWORK_RETRIES,
        timeout: TIMEOUT_MS,
        appInfo: { name: "Tablestart" },
      });
    });
    clients.set(config, client);
  }
  return client;
}

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

/**
 * One call through Stripe's SDK, its errors as ours: Stripe's answer keeps its HTTP status (a
 * 4xx is a refusal, a 5xx Stripe's trouble); no answer at all (network, timeout) is status 0.
 */
export async function stripeRequest<T>(
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
