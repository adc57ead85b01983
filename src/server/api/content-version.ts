import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { contentVersions } from "../../db/schema.ts";

/**
 * What a version stands for: the public directory's rows, or signed-in users' accounts and saved
 * places (moved by a trigger on every write to them, migration 0016).
 */
export type ContentArea = "directory" | "accounts";

/**
 * Marks an area's cached answers stale: call it in the transaction of every write that changes
 * what they show (a place, a term, a review), so no cache outlives the data (docs/ARCHITECTURE.md,
 * "Rules the code keeps").
 */
export async function bumpContentVersion(db: Db, area: ContentArea = "directory"): Promise<void> {
  await db
    .update(contentVersions)
    .set({ version: sql`${contentVersions.version} + 1` })
    .where(eq(contentVersions.area, area));
}

export async function contentVersion(db: Db, area: ContentArea = "directory"): Promise<number> {
  const [row] = await db
    .select({ version: contentVersions.version })
    .from(contentVersions)
    .where(eq(contentVersions.area, area));
  return row?.version ?? 0;
}
