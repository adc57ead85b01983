import type { MessageKey } from "../../../shared/i18n/messages/index.ts";
import type { MessageVars } from "../../../shared/i18n/translate.ts";
import type { StripeAccount } from "./api/stripe-account.ts";

/** A message and what fills its placeholders. */
export interface Wording {
  key: MessageKey;
  vars?: MessageVars;
}

/** The one next step the owner can take: each leads to Stripe, or asks Stripe again. */
export type StripeAction = "connect" | "continue" | "check";

/** What the screen shows of the owner's Stripe account (decision 079). */
export interface StripeAccountView {
  title: MessageKey;
  detail: Wording;
  action: StripeAction | null;
  /** Card payments are on, but Stripe keeps the money from the owner's bank for now. */
  payoutsPaused: boolean;
  /** Shown once card payments are on, to match what Stripe's own pages say. */
  accountId: string | null;
  dashboardUrl: string | null;
  /** The platform's share, said plainly before the owner connects. */
  fee: Wording;
}

/**
 * Where Stripe sent the owner back (`?stripe=`): `return` once its pages are done or left,
 * `refresh` when the one-time link had expired or been used, so a fresh one is needed.
 */
export type StripeArrival = "return" | "refresh";

export function stripeArrival(value: string | null): StripeArrival | null {
  return value === "return" || value === "refresh" ? value : null;
}

/** Only a page on the web: the link opens from a server's answer, never a script or a path. */
function webLink(value: string): string | null {
  try {
    return new URL(value).protocol === "https:" ? value : null;
  } catch {
    return null;
  }
}

function feeWording(percent: number, tag: string): Wording {
  if (!(percent > 0)) return { key: "ownerPayments.intro.noFee" };
  const formatted = new Intl.NumberFormat(tag, { maximumFractionDigits: 2 }).format(percent);
  return { key: "ownerPayments.intro.fee", vars: { percent: formatted } };
}

function restrictedDetail(due: number): Wording {
  if (due === 1) return { key: "ownerPayments.restricted.one" };
  if (due > 1) return { key: "ownerPayments.restricted.many", vars: { count: due } };
  // Stripe's reason is not a count of details (a review by its own team, say).
  return { key: "ownerPayments.restricted.some" };
}

/**
 * The account as the owner reads it: a site without Stripe offers nothing to press; otherwise
 * each state has its sentence and one next step, and a ready account its dashboard. `tag` is
 * the language's BCP 47 tag, for the fee's number.
 */
export function stripeAccountView(account: StripeAccount, tag: string): StripeAccountView {
  const fee = feeWording(account.fee_percent, tag);
  const dashboardUrl = account.available ? webLink(account.dashboard_url) : null;
  const quiet = { payoutsPaused: false, accountId: null, dashboardUrl, fee };
  if (!account.available) {
    return {
      ...quiet,
      title: "ownerPayments.unavailable.title",
      detail: { key: "ownerPayments.unavailable.body" },
      action: null,
    };
  }
  switch (account.state) {
    case "none":
      return {
        ...quiet,
        title: "ownerPayments.none.title",
        detail: { key: "ownerPayments.none.body" },
        action: "connect",
      };
    case "incomplete":
      return {
        ...quiet,
        title: "ownerPayments.incomplete.title",
        detail: { key: "ownerPayments.incomplete.body" },
        action: "continue",
      };
    case "review":
      return {
        ...quiet,
        title: "ownerPayments.review.title",
        detail: { key: "ownerPayments.review.body" },
        action: "check",
      };
    case "restricted":
      return {
        ...quiet,
        title: "ownerPayments.restricted.title",
        detail: restrictedDetail(account.due),
        action: "continue",
      };
    case "ready":
      return {
        title: "ownerPayments.ready.title",
        detail: { key: "ownerPayments.ready.body" },
        action: null,
        payoutsPaused: !account.payouts_enabled,
        accountId: account.account_id || null,
        dashboardUrl,
        fee,
      };
  }
}
