import type { Db } from "../../../db/database.ts";
import { jobs } from "../../../db/schema.ts";

export type Job = typeof jobs.$inferSelect;
/** A transaction of `Db`: enqueueing inside the caller's write makes both happen or neither. */
export type DbOrTx = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface NewJob {
  kind: string;
  payload: Record<string, unknown>;
  /** When it may run; the database's now if not given. */
  runAt?: Date;
  /** At most one job per key ever (e.g. `reminder:42`): scheduling twice keeps the first. */
  uniqueKey?: string;
}

/**
 * Adds a job row, in `db`'s transaction when it is one, so the job exists exactly when the
 * write that called for it committed. Answers false when a job with its unique key exists.
 * The runner of this process is not told: call `JobRunner.wake()` once the caller's
 * transaction has committed (before, the row is not visible to it).
 */
export async function enqueueJob(db: DbOrTx, job: NewJob): Promise<boolean> {
  const inserted = await db
    .insert(jobs)
    .values({
      kind: job.kind,
      payload: job.payload,
      runAt: job.runAt,
      uniqueKey: job.uniqueKey ?? null,
    })
    .onConflictDoNothing({ target: jobs.uniqueKey })
    .returning({ id: jobs.id });
  return inserted.length > 0;
}

/**
 * Adds several job rows in one statement, as `enqueueJob` adds one: what a booking change sets
 * off is written in one round trip while the place's row is locked (booking-orders.ts).
 */
export async function enqueueJobs(db: DbOrTx, batch: readonly NewJob[]): Promise<void> {
  if (batch.length === 0) return;
  await db
    .insert(jobs)
    .values(
      batch.map((job) => ({
        kind: job.kind,
        payload: job.payload,
        runAt: job.runAt,
        uniqueKey: job.uniqueKey ?? null,
      })),
    )
    .onConflictDoNothing({ target: jobs.uniqueKey });
}
