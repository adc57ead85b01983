import { and, asc, eq, inArray, isNull, lt, lte, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../../db/database.ts";
import { jobs } from "../../../db/schema.ts";
import type { Job } from "./job-queue.ts";

/** Does one job's work; a throw means "try again later". Must be safe to repeat (see decision 050). */
export type JobHandler = (job: Job) => Promise<void>;

export interface JobRunnerOptions {
  db: Db;
  log: FastifyBaseLogger;
  /** How often to look for due jobs when nothing wakes the runner. */
  pollMs?: number;
  /** Jobs claimed at once, and run side by side. */
  batchSize?: number;
  /** Attempts before a job is given up (left in the table with its last error). */
  maxAttempts?: number;
  /**
   * How long a claimed job is kept from other runners: if this process dies while running it,
   * another picks it up after this. Longer than any handler may take (SMTP timeouts included).
   */
  leaseMs?: number;
  /** The wait before the next attempt, after `attempts` failed ones. */
  retryDelayMs?: (attempts: number) => number;
}

const MINUTE = 60_000;

/** Attempts before a job is given up, unless the runner is told otherwise. */
export const DEFAULT_MAX_ATTEMPTS = 10;

/** 30 s, 1 min, 2 min, … doubling up to an hour: a mail server that is down for a while is waited out. */
export const defaultRetryDelay = (attempts: number) =>
  Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * MINUTE);

const millis = (ms: number) => sql`now() + ${ms} * interval '1 millisecond'`;

/**
 * Runs the `jobs` table's due jobs. Claiming is a short transaction that locks due rows with
 * `FOR UPDATE SKIP LOCKED` (another instance skips them rather than waiting), counts the attempt
 * and pushes `runAt` a lease ahead, so no other runner sees them as due; the handler then runs
 * outside any transaction, and the row is marked done or given its error and next time.
 * Times are the database's clock, so instances with skewed clocks agree.
 */
export class JobRunner {
  readonly #db: Db;
  readonly #log: FastifyBaseLogger;
  readonly #handlers = new Map<string, JobHandler>();
  readonly #pollMs: number;
  readonly #batchSize: number;
  readonly #maxAttempts: number;
  readonly #leaseMs: number;
  readonly #retryDelayMs: (attempts: number) => number;
  #stopped = true;
  #running: Promise<void> | null = null;
  #again = false;
  #timer: NodeJS.Timeout | undefined;

  constructor(options: JobRunnerOptions) {
    this.#db = options.db;
    this.#log = options.log;
    this.#pollMs = options.pollMs ?? 1_000;
    this.#batchSize = options.batchSize ?? 10;
    this.#maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
    this.#leaseMs = options.leaseMs ?? 15 * MINUTE;
    this.#retryDelayMs = options.retryDelayMs ?? defaultRetryDelay;
  }

  /** Says who does the jobs of a kind; one handler per kind. */
  handle(kind: string, handler: JobHandler) {
    if (this.#handlers.has(kind)) throw new Error(`jobs of kind ${kind} already have a handler`);
    this.#handlers.set(kind, handler);
  }

  start() {
    this.#stopped = false;
    this.wake();
  }

  /** Looks for due jobs now (after an enqueue has committed), not at the next poll. */
  wake() {
    if (this.#stopped) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    clearTimeout(this.#timer);
    const run = this.#drain();
    this.#running = run;
    void run.finally(() => {
      this.#running = null;
      if (this.#stopped) return;
      if (this.#again) this.wake();
      else this.#timer = setTimeout(() => this.wake(), this.#pollMs).unref();
    });
  }

  /** Stops polling and waits for the jobs under way; claimed jobs not yet run wait for their lease. */
  async stop() {
    this.#stopped = true;
    clearTimeout(this.#timer);
    await this.#running;
  }

  async #drain() {
    do {
      this.#again = false;
      try {
        // A full batch suggests more are due: go on at once.
        if ((await this.runDue()) === this.#batchSize) this.#again = true;
      } catch (err) {
        this.#log.error({ err }, "claiming due jobs failed");
      }
    } while (this.#again && !this.#stopped);
  }

  /** Claims one batch of due jobs and runs them; answers how many were claimed. */
  async runDue(): Promise<number> {
    const claimed = await this.#claim();
    await Promise.all(claimed.map((job) => this.#run(job)));
    return claimed.length;
  }

  #claim(): Promise<Job[]> {
    return this.#db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(jobs)
        .where(
          and(
            isNull(jobs.doneAt),
            lte(jobs.runAt, sql`now()`),
            lt(jobs.attempts, this.#maxAttempts),
          ),
        )
        .orderBy(asc(jobs.runAt), asc(jobs.id))
        .limit(this.#batchSize)
        .for("update", { skipLocked: true });
      if (!due.length) return [];
      await tx
        .update(jobs)
        .set({ attempts: sql`${jobs.attempts} + 1`, runAt: millis(this.#leaseMs) })
        .where(
          inArray(
            jobs.id,
            due.map((job) => job.id),
          ),
        );
      return due.map((job) => ({ ...job, attempts: job.attempts + 1 }));
    });
  }

  async #run(job: Job) {
    const handler = this.#handlers.get(job.kind);
    try {
      // An unknown kind may be known to a newer instance: it waits and is retried like a failure.
      if (!handler) throw new Error(`no handler for jobs of kind ${job.kind}`);
      await handler(job);
      await this.#db
        .update(jobs)
        .set({ doneAt: sql`now()`, lastError: null })
        .where(eq(jobs.id, job.id));
    } catch (err) {
      const lastError = (err instanceof Error ? err.message : String(err)).slice(0, 2_000);
      const givenUp = job.attempts >= this.#maxAttempts;
      try {
        await this.#db
          .update(jobs)
          .set({ lastError, runAt: millis(givenUp ? 0 : this.#retryDelayMs(job.attempts)) })
          .where(eq(jobs.id, job.id));
      } catch (writeError) {
        // The lease brings the job back anyway.
        this.#log.error({ err: writeError, jobId: job.id }, "recording a job's failure failed");
      }
      if (givenUp) {
        this.#log.error(
          { err, jobId: job.id, kind: job.kind, attempts: job.attempts },
          "job failed for good",
        );
      } else {
        this.#log.warn(
          { err, jobId: job.id, kind: job.kind, attempts: job.attempts },
          "job failed",
        );
      }
    }
  }
}
