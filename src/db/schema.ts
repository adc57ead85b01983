import { boolean, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Enquiries sent from the website's contact form; kept so none is lost if mail fails. */
export const enquiries = pgTable(
  "enquiries",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    contact: text().notNull(),
    message: text().notNull(),
    language: text().notNull(),
    consent: boolean().notNull(),
    ip: text(),
    userAgent: text("user_agent"),
    mailedAt: timestamp("mailed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("enquiries_created_at_idx").on(t.createdAt)],
);

/** Mail that would have been sent when no SMTP server is configured (development only). */
export const mailOutbox = pgTable("mail_outbox", {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  to: text().notNull(),
  subject: text().notNull(),
  text: text().notNull(),
  html: text(),
  headers: jsonb().$type<Record<string, string>>(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
