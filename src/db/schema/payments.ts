/** Payments: the owners' connected Stripe accounts and the provider events already handled. */
import { boolean, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/**
 * A place owner's own Stripe account, connected to the platform (decision 079): card bookings at
 * their places are charged on it. Stripe's readiness is copied here on every `account.updated`
 * (and when the owner comes back from onboarding), so offering card payment reads no Stripe.
 */
export const stripeAccounts = pgTable("stripe_accounts", {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  accountId: text().notNull().unique(),
  chargesEnabled: boolean().notNull().default(false),
  payoutsEnabled: boolean().notNull().default(false),
  detailsSubmitted: boolean().notNull().default(false),
  /** Stripe's `requirements.disabled_reason`, when the account may not take charges. */
  disabledReason: text(),
  /** How many of Stripe's `requirements.currently_due` the owner has still to give. */
  dueCount: integer().notNull().default(0),
  /**
   * When the owner took the platform's access away in Stripe: card payment stops, and the next
   * Connect makes a new account (the old one's id keys its creation apart from the first).
   */
  disconnectedAt: timestamp({ withTimezone: true }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Payment providers' events already handled: a webhook delivered twice changes nothing twice. */
export const paymentEvents = pgTable(
  "payment_events",
  {
    provider: text().notNull(),
    eventId: text().notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);
