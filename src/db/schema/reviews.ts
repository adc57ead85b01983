/** What users say about places and which they keep: reviews and wish lists. */
import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { places } from "./places.ts";
import { users } from "./users.ts";

/** Reviews (WordPress comments with Listar's rating): one per user and place, editable. */
export const reviews = pgTable(
  "reviews",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    placeId: integer()
      .notNull()
      .references(() => places.id, { onDelete: "cascade" }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    rating: smallint().notNull(),
    /** Plain text: HTML is stripped on the way in. */
    content: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("reviews_place_user_key").on(t.placeId, t.userId),
    index().on(t.placeId, t.createdAt),
    index().on(t.userId),
    check("reviews_rating_check", sql`${t.rating} between 1 and 5`),
  ],
);

/** A user's saved places. */
export const wishlistEntries = pgTable(
  "wishlist_entries",
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    placeId: integer()
      .notNull()
      .references(() => places.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.placeId] }), index().on(t.placeId)],
);
