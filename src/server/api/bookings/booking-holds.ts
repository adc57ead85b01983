import { createHash } from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import type { Db } from "../../../db/database.ts";
import { bookingHolds } from "../../../db/schema.ts";
import type { Tx } from "./booking-store.ts";

export type BookingHold = typeof bookingHolds.$inferSelect;

/** A hold's token as a client sends it (`hold_id`), or undefined for anything else. */
export const holdTokenOf = (value: unknown) =>
  typeof value === "string" && /^[A-Za-z0-9_-]{22,64}$/.test(value) ? value : undefined;

/** The stored form of a hold's token: its SHA-256, so a copy of the table holds nothing. */
export const holdTokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

/** A live hold at a place by its token (locked, in a transaction); undefined if none. */
export async function liveHold(
  tx: Db | Tx,
  placeId: number,
  token: string | undefined,
  now: Date,
  lock = true,
): Promise<BookingHold | undefined> {
  if (!token) return undefined;
  const query = tx
    .select()
    .from(bookingHolds)
    .where(
      and(
        eq(bookingHolds.tokenHash, holdTokenHash(token)),
        eq(bookingHolds.placeId, placeId),
        gt(bookingHolds.expiresAt, now),
      ),
    );
  const [hold] = lock ? await query.for("update") : await query;
  return hold;
}
