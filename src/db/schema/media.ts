/** Uploads: images (media, one file per size) and other files (a PDF menu, a price list). */
import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/** Uploaded images; the files (one per size) live under `<DATA_DIR>/uploads/<directory>/`. */
export const media = pgTable(
  "media",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer().references(() => users.id, { onDelete: "set null" }),
    /** Relative to the uploads root, e.g. `2025/06/k3j…` (no trailing slash). */
    directory: text().notNull(),
    originalName: text().notNull(),
    mimeType: text().notNull(),
    sizes: jsonb().$type<MediaSizes>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId)],
);

export interface MediaSize {
  file: string;
  width: number;
  height: number;
}

export interface MediaSizes {
  thumbnail: MediaSize;
  medium: MediaSize;
  full: MediaSize;
}

/**
 * Files that are not pictures (a PDF menu, a price list), under `<DATA_DIR>/uploads/<directory>/`
 * like media. Their own table and ids: the protocol's `attachment` lists them, `gallery` lists media.
 */
export const files = pgTable(
  "files",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer().references(() => users.id, { onDelete: "set null" }),
    directory: text().notNull(),
    /** The stored file's name (an ASCII slug and the extension). */
    file: text().notNull(),
    /** The name it was uploaded with, shown to visitors. */
    originalName: text().notNull(),
    mimeType: text().notNull(),
    byteSize: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId)],
);
