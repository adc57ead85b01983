import type { FastifyInstance } from "fastify";
import { bearer } from "./accounts.ts";
import { ACCOUNT_READY, type StripeStandIn, signedStripeEvent } from "./stripe-stand-in.ts";

const NS = "/api/listar/v1";
export const STRIPE_WEBHOOK = "/api/payments/stripe/webhook";

/** A signed event delivered to the webhook, as Stripe posts it. */
export const deliverStripeEvent = (
  app: FastifyInstance,
  event: { payload: string; header: string },
  header = event.header,
) =>
  app.inject({
    method: "POST",
    url: STRIPE_WEBHOOK,
    payload: event.payload,
    headers: { "content-type": "application/json", "stripe-signature": header },
  });

/**
 * A place owner's card payments switched on the way an owner does it (decision 079): they ask
 * for the onboarding link, Stripe marks the account ready, and the site hears of it — from the
 * owner coming back (`refresh`) or from Stripe's `account.updated` (`event`). Answers the
 * connected account's id.
 */
export async function connectOwnerAccount(
  app: FastifyInstance,
  stripe: StripeStandIn,
  ownerToken: string,
  via: "refresh" | "event" = "refresh",
): Promise<string> {
  const headers = { ...bearer(ownerToken), "accept-language": "en" };
  const onboarding = await app.inject({
    method: "POST",
    url: `${NS}/payment/stripe_onboarding`,
    headers,
  });
  if (onboarding.json().success !== true) throw new Error(`onboarding: ${onboarding.body}`);
  const status = await app.inject({ url: `${NS}/payment/stripe_account`, headers });
  const accountId: string = status.json().data?.account_id ?? "";
  if (!accountId.startsWith("acct_")) throw new Error(`no account: ${status.body}`);
  const account = stripe.setAccount(accountId, ACCOUNT_READY);
  const ready =
    via === "refresh"
      ? await app.inject({ url: `${NS}/payment/stripe_account?refresh=1`, headers })
      : await deliverStripeEvent(
          app,
          signedStripeEvent("account.updated", { object: account, account: accountId }),
        );
  if (ready.statusCode !== 200) throw new Error(`not ready: ${ready.body}`);
  const after = await app.inject({ url: `${NS}/payment/stripe_account`, headers });
  if (after.json().data?.state !== "ready") throw new Error(`not ready: ${after.body}`);
  return accountId;
}
