/** The server's own bookkeeping: the development mail outbox, cache versions and job queue. */
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/** Mail that would have been sent when no SMTP server is configured (development only). */
export const mailOutbox = pgTable("mail_outbox", {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  to: text().notNull(),
  subject: text().notNull(),
  text: text().notNull(),
  html: text(),
  headers: jsonb().$type<Record<string, string>>(),
  /** The calendar invitation the mail carries (an .ics), so the outbox shows what SMTP would attach. */
  calendar: text(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One counter per cached area ("directory"): every write that changes what a cached answer
 * shows bumps it in the same transaction, and caches key on it (docs/ARCHITECTURE.md, "Rules the
 * code keeps").
 */
export const contentVersions = pgTable("content_versions", {
  area: text().primaryKey(),
  version: integer().notNull().default(0),
});

/**
 * Work to do once, later or again (booking mails, reminders): claimed with `FOR UPDATE SKIP
 * LOCKED`, so each runs once across instances, and kept in the database, so it survives a restart.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    kind: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    runAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** One job per key (e.g. `reminder:42`): scheduling again replaces nothing. */
    uniqueKey: text(),
    attempts: integer().notNull().default(0),
    lastError: text(),
    doneAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("jobs_due_idx").on(t.runAt).where(sql`${t.doneAt} is null`),
    uniqueIndex("jobs_unique_key").on(t.uniqueKey),
  ],
);
