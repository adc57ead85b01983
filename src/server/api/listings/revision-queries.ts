import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../../db/database.ts";
import { placeRevisions, places } from "../../../db/schema.ts";
import type { ReviewJson, Revision } from "./place-revisions.ts";

const reviewJson = (revision: Revision): ReviewJson => ({
  revision_id: revision.id,
  status: revision.status as ReviewJson["status"],
  reason: revision.reason,
  submitted_at: revision.createdAt.toISOString(),
});

/**
 * Per place, what its owner is told: the pending revision, else the last returned one when no
 * approval came after it. One query for the whole page.
 */
export async function placeReviews(db: Db, placeIds: readonly number[]) {
  const result = new Map<number, ReviewJson>();
  if (!placeIds.length) return result;
  const latest = await db
    .selectDistinctOn([placeRevisions.placeId])
    .from(placeRevisions)
    .where(
      and(
        inArray(placeRevisions.placeId, [...placeIds]),
        inArray(placeRevisions.status, ["pending", "returned", "approved"]),
      ),
    )
    .orderBy(
      placeRevisions.placeId,
      desc(sql`${placeRevisions.status} = 'pending'`),
      desc(sql`coalesce(${placeRevisions.decidedAt}, ${placeRevisions.createdAt})`),
      desc(placeRevisions.id),
    );
  for (const revision of latest) {
    if (revision.status !== "approved") result.set(revision.placeId, reviewJson(revision));
  }
  return result;
}

/** The pending revision of a place, if any. */
export async function waitingRevision(db: Db, placeId: number) {
  const [row] = await db
    .select()
    .from(placeRevisions)
    .where(and(eq(placeRevisions.placeId, placeId), eq(placeRevisions.status, "pending")));
  return row;
}

export type QueueItem =
  | { kind: "place"; placeId: number }
  | { kind: "revision"; placeId: number; revision: Revision };

/**
 * A page of the moderation queue: pending places and pending revisions, oldest first, as one
 * list (a union in SQL, so the paging is exact).
 */
export async function moderationQueue(db: Db, page: { page: number; perPage: number }) {
  const { rows: counted } = (await db.execute(sql`
    select (select count(*) from ${places} where ${places.status} = 'pending')::int
      + (select count(*) from ${placeRevisions} where ${placeRevisions.status} = 'pending')::int as n`)) as {
    rows: { n: number }[];
  };
  const { rows } = (await db.execute(sql`
    select kind, id from (
      select 'place' as kind, ${places.id} as id, ${places.updatedAt} as at
        from ${places} where ${places.status} = 'pending'
      union all
      select 'revision', ${placeRevisions.id}, ${placeRevisions.createdAt}
        from ${placeRevisions} where ${placeRevisions.status} = 'pending'
    ) queue
    order by at, kind, id
    limit ${page.perPage} offset ${(page.page - 1) * page.perPage}`)) as {
    rows: { kind: "place" | "revision"; id: number }[];
  };
  const revisionIds = rows.filter((row) => row.kind === "revision").map((row) => Number(row.id));
  const revisions = new Map(
    (revisionIds.length
      ? await db.select().from(placeRevisions).where(inArray(placeRevisions.id, revisionIds))
      : []
    ).map((revision) => [revision.id, revision]),
  );
  const items: QueueItem[] = rows.flatMap((row): QueueItem[] => {
    if (row.kind === "place") return [{ kind: "place", placeId: Number(row.id) }];
    const revision = revisions.get(Number(row.id));
    return revision ? [{ kind: "revision", placeId: revision.placeId, revision }] : [];
  });
  return { total: Number(counted[0]?.n ?? 0), items };
}
