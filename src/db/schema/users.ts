/**
 * Accounts and what proves them: users, their devices, password resets, e-mail verifications and
 * the guests' one-time e-mail codes.
 */
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { media } from "./media.ts";

/** Accounts of the directory app: customers ("user"), listing owners ("author") and admins. */
export const users = pgTable(
  "users",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    username: text().notNull(),
    /** Stored lower-case; unique without regard to case. */
    email: text().notNull(),
    /** `scrypt$…` (see password-hash.ts); null for an account that has never set one. */
    passwordHash: text(),
    role: text().$type<"user" | "author" | "admin">().notNull().default("user"),
    displayName: text().notNull(),
    firstName: text().notNull().default(""),
    lastName: text().notNull().default(""),
    phone: text().notNull().default(""),
    /** YYYY-MM-DD */
    birthday: date({ mode: "string" }),
    gender: text().$type<"female" | "male">(),
    url: text().notNull().default(""),
    description: text().notNull().default(""),
    photoMediaId: integer().references((): AnyPgColumn => media.id, { onDelete: "set null" }),
    emailVerifiedAt: timestamp({ withTimezone: true }),
    /** Raised on password change and deactivation: every token carrying an older value is dead. */
    tokenVersion: integer().notNull().default(0),
    deactivatedAt: timestamp({ withTimezone: true }),
    /** The interface language the user last wrote to us in (tc, sc, en): mails about their places use it. */
    language: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_username_key").on(sql`lower(${t.username})`),
    uniqueIndex("users_email_key").on(t.email),
    check("users_role_check", sql`${t.role} in ('user', 'author', 'admin')`),
    check("users_gender_check", sql`${t.gender} in ('female', 'male')`),
  ],
);

/** The device a user last signed in from, for push notifications; one row per device id. */
export const userDevices = pgTable(
  "user_devices",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    deviceId: text().notNull(),
    model: text(),
    version: text(),
    pushToken: text(),
    type: text(),
    lastSignedInAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("user_devices_device_id_key").on(t.deviceId), index().on(t.userId)],
);

/** Single-use password reset links; only a hash of the secret is kept. */
export const passwordResets = pgTable(
  "password_resets",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text().notNull(),
    /** The address the link was sent to: using the link proves it. */
    email: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("password_resets_token_hash_key").on(t.tokenHash), index().on(t.userId)],
);

/** E-mail verification mails: a link token and a 6-digit code, both stored as hashes. */
export const emailVerifications = pgTable(
  "email_verifications",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    email: text().notNull(),
    tokenHash: text().notNull(),
    codeHash: text().notNull(),
    /** Wrong codes tried against this mail; the code dies after a few. */
    failedAttempts: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("email_verifications_token_hash_key").on(t.tokenHash),
    index().on(t.userId, t.createdAt),
  ],
);

/**
 * The one-time codes that prove a guest's e-mail before a guest booking (decision 074): only a
 * hash of the code is kept; a new code for an address replaces the earlier ones.
 */
export const guestEmailCodes = pgTable(
  "guest_email_codes",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Lower-cased, as bookings keep it. */
    email: text().notNull(),
    codeHash: text().notNull(),
    /** Wrong codes tried against this one; it dies after a few. */
    failedAttempts: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.email, t.createdAt), index().on(t.createdAt)],
);
