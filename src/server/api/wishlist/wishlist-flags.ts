import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../../db/database.ts";
import { wishlistEntries } from "../../../db/schema.ts";

/** Which of these places the user has saved; none for a visitor. */
export async function wishlistFlags(
  db: Db,
  userId: number | undefined,
  placeIds: readonly number[],
): Promise<Set<number>> {
  if (userId === undefined || placeIds.length === 0) return new Set();
  const rows = await db
    .select({ placeId: wishlistEntries.placeId })
    .from(wishlistEntries)
    .where(
      and(eq(wishlistEntries.userId, userId), inArray(wishlistEntries.placeId, [...placeIds])),
    );
  return new Set(rows.map((row) => row.placeId));
}
