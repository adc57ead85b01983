import type { StripeAccount } from "./api/stripe-account.ts";

/** An owner's account taking card payments, as `payment/stripe_account` answers it. */
export const connectedAccount: StripeAccount = {
  available: true,
  state: "ready",
  state_name: "Ready",
  account_id: "acct_1Tablestart",
  charges_enabled: true,
  payouts_enabled: true,
  details_submitted: true,
  due: 0,
  fee_percent: 0,
  dashboard_url: "https://dashboard.stripe.com/",
};

/** The connected account with some of its fields otherwise. */
export const stripeAccount = (change: Partial<StripeAccount>): StripeAccount => ({
  ...connectedAccount,
  ...change,
});
