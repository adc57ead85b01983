import type Stripe from "stripe";
import { type StripeConfig, StripeRequestError, stripeRequest } from "./stripe-client.ts";

/** What we copy of a connected account: whether it may take charges, and why not. */
export interface AccountReadiness {
  accountId: string;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  detailsSubmitted: boolean;
  disabledReason: string | null;
  dueCount: number;
}

/** Read defensively: an account without an id is Stripe's trouble, not the owner's. */
export function readinessOf(account: Stripe.Account): AccountReadiness {
  if (typeof account.id !== "string" || !account.id.startsWith("acct_")) {
    throw new StripeRequestError("Stripe answered without an account id", 502, undefined);
  }
  return {
    accountId: account.id,
    chargesEnabled: account.charges_enabled === true,
    payoutsEnabled: account.payouts_enabled === true,
    detailsSubmitted: account.details_submitted === true,
    disabledReason: account.requirements?.disabled_reason ?? null,
    dueCount: account.requirements?.currently_due?.length ?? 0,
  };
}

/**
 * `POST /v1/accounts`: the owner's own Standard account in Hong Kong (decision 079), their
 * e-mail filled in. The idempotency key is the user's and the account they disconnected, if
 * any: two clicks (or a retry after a lost answer) make one account, and connecting again after
 * a disconnection makes a new one instead of Stripe answering the old.
 */
export async function createConnectedAccount(
  config: StripeConfig,
  owner: { userId: number; email: string; previousAccount: string | null },
): Promise<AccountReadiness> {
  const account = await stripeRequest(config, (stripe) =>
    stripe.accounts.create(
      {
        type: "standard",
        country: "HK",
        ...(owner.email ? { email: owner.email } : {}),
        metadata: { user_id: String(owner.userId) },
      },
      {
        idempotencyKey: `tablestart-connect-user-${owner.userId}${
          owner.previousAccount ? `-after-${owner.previousAccount}` : ""
        }`,
      },
    ),
  );
  return readinessOf(account);
}

/** `GET /v1/accounts/:id`: the account as Stripe sees it now. */
export async function retrieveConnectedAccount(
  config: StripeConfig,
  accountId: string,
): Promise<AccountReadiness> {
  return readinessOf(await stripeRequest(config, (stripe) => stripe.accounts.retrieve(accountId)));
}

/**
 * `POST /v1/account_links`: a one-time link into Stripe's onboarding for the account, which
 * comes back to `returnUrl` when the owner is done and to `refreshUrl` when the link has
 * expired or was already used (the screen then asks for a new one).
 */
export async function createOnboardingLink(
  config: StripeConfig,
  link: { accountId: string; returnUrl: string; refreshUrl: string },
): Promise<{ url: string; expiresAt: number }> {
  const answer = await stripeRequest(config, (stripe) =>
    stripe.accountLinks.create({
      account: link.accountId,
      type: "account_onboarding",
      return_url: link.returnUrl,
      refresh_url: link.refreshUrl,
    }),
  );
  if (typeof answer.url !== "string" || !answer.url) {
    throw new StripeRequestError("Stripe answered without a link", 502, undefined);
  }
  return { url: answer.url, expiresAt: answer.expires_at };
}
