/**
 * The one entry to the Drizzle schema: the code imports its tables and types from here, and
 * drizzle-kit reads it (drizzle.config.ts). The tables live in area modules under `schema/`, so
 * that no file grows past 400 lines (issue #32); the modules import one another, never this file.
 */
export * from "./schema/bookings.ts";
export * from "./schema/leads.ts";
export * from "./schema/media.ts";
export * from "./schema/payments.ts";
export * from "./schema/places.ts";
export * from "./schema/reviews.ts";
export * from "./schema/system.ts";
export * from "./schema/users.ts";
