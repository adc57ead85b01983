/** The consultancy's leads (decision 084): contact-form enquiries and questionnaire answers. */
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { LEAD_STATUSES } from "../../shared/leads/lead-status.ts";
import { users } from "./users.ts";

/**
 * Where the consultancy stands with a lead (decision 084): an enquiry and a questionnaire answer
 * each carry the same three columns, so one inbox lists both without a table of its own.
 */
function leadColumns() {
  return {
    leadStatus: text("lead_status").notNull().default("new"),
    leadNote: text("lead_note").notNull().default(""),
    leadUpdatedAt: timestamp("lead_updated_at", { withTimezone: true }),
  };
}

function leadStatusIn(column: AnyPgColumn) {
  return sql`${column} in (${sql.raw(LEAD_STATUSES.map((status) => `'${status}'`).join(", "))})`;
}

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
    /** The forecast the enquiry was sent from (its shareable results link), when there was one. */
    forecastLink: text("forecast_link"),
    ...leadColumns(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("enquiries_created_at_idx").on(t.createdAt),
    check("enquiries_lead_status_check", leadStatusIn(t.leadStatus)),
  ],
);

/**
 * Answers to the owner questionnaire (`questionnaire/form|save`): one row per signed-in user
 * (updated when they answer again), a new row per visitor's answer. `answers` holds the
 * definition's fields by id, validated against it on the way in.
 */
export const questionnaireAnswers = pgTable(
  "questionnaire_answers",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer().references(() => users.id, { onDelete: "cascade" }),
    email: text().notNull(),
    language: text().notNull(),
    answers: jsonb().$type<Record<string, unknown>>().notNull(),
    /** The forecast the answers started from (its shareable results link), when there was one. */
    forecastLink: text(),
    mailedAt: timestamp({ withTimezone: true }),
    ...leadColumns(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("questionnaire_answers_user_key").on(t.userId).where(sql`${t.userId} is not null`),
    index().on(t.createdAt),
    check("questionnaire_answers_lead_status_check", leadStatusIn(t.leadStatus)),
  ],
);
