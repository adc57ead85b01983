import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../../db/database.ts";
import { places, stripeAccounts } from "../../../db/schema.ts";
import type { DbOrTx } from "../../services/jobs/job-queue.ts";
import type { AccountReadiness } from "./stripe-connect.ts";

export type StripeAccount = typeof stripeAccounts.$inferSelect;

/** The owner's screen's word for where their account stands (decision 079). */
export const CONNECT_STATES = ["none", "incomplete", "review", "restricted", "ready"] as const;
export type ConnectState = (typeof CONNECT_STATES)[number];

export function connectState(account: StripeAccount | undefined): ConnectState {
  if (!account) return "none";
  if (account.chargesEnabled) return "ready";
  if (!account.detailsSubmitted) return "incomplete";
  const waiting =
    account.disabledReason === "requirements.pending_verification" ||
    (account.disabledReason === null && account.dueCount === 0);
  return waiting ? "review" : "restricted";
}

/**
 * The user's Stripe account as we last knew it: `connected` while the platform may act on it,
 * `previous` the one they disconnected (kept so the next Connect makes a new account).
 */
export async function findStripeAccount(db: Db, userId: number) {
  const [account] = await db.select().from(stripeAccounts).where(eq(stripeAccounts.userId, userId));
  return account?.disconnectedAt
    ? { connected: undefined, previous: account }
    : { connected: account, previous: undefined };
}

/** Whether the user owns a place (in any status): only owners connect an account. */
export async function ownsPlace(db: Db, userId: number) {
  const [place] = await db
    .select({ id: places.id })
    .from(places)
    .where(eq(places.authorId, userId))
    .limit(1);
  return place !== undefined;
}

const readinessColumns = (readiness: AccountReadiness) => ({
  chargesEnabled: readiness.chargesEnabled,
  payoutsEnabled: readiness.payoutsEnabled,
  detailsSubmitted: readiness.detailsSubmitted,
  disabledReason: readiness.disabledReason,
  dueCount: readiness.dueCount,
  disconnectedAt: null,
  updatedAt: new Date(),
});

/**
 * Keeps the account Stripe made for the user, in place of a disconnected one. Stripe's
 * idempotency makes a second request answer the same account, so a row already holding it is
 * only refreshed.
 */
export async function saveStripeAccount(db: Db, userId: number, readiness: AccountReadiness) {
  const columns = { accountId: readiness.accountId, ...readinessColumns(readiness) };
  await db
    .insert(stripeAccounts)
    .values({ userId, ...columns })
    .onConflictDoUpdate({ target: stripeAccounts.userId, set: columns });
}

/**
 * Stripe's latest word on a connected account we know (an event, or the owner back from
 * onboarding). A disconnected one stays so: a late event must not switch card payment back on.
 */
export async function updateReadiness(db: DbOrTx, readiness: AccountReadiness) {
  const [account] = await db
    .update(stripeAccounts)
    .set(readinessColumns(readiness))
    .where(
      and(eq(stripeAccounts.accountId, readiness.accountId), isNull(stripeAccounts.disconnectedAt)),
    )
    .returning();
  return account;
}

/** The owner took the platform's access away in Stripe: card payment stops at their places. */
export async function disconnectStripeAccount(db: DbOrTx, accountId: string, now = new Date()) {
  await db
    .update(stripeAccounts)
    .set({ chargesEnabled: false, payoutsEnabled: false, disconnectedAt: now, updatedAt: now })
    .where(eq(stripeAccounts.accountId, accountId));
}

/**
 * The connected account a card booking at a place is charged on: its owner's, when Stripe
 * lets it take charges; null otherwise (the place offers no card payment).
 */
export const cardAccountOfPlace = sql<string | null>`(
  select ${stripeAccounts.accountId} from ${stripeAccounts}
  where ${stripeAccounts.userId} = ${places.authorId} and ${stripeAccounts.chargesEnabled}
    and ${stripeAccounts.disconnectedAt} is null
)`;

/** The platform's fee on a total, rounded to the cent. */
export const platformFeeCents = (totalCents: number, feePercent: number) =>
  Math.round((totalCents * feePercent) / 100);
