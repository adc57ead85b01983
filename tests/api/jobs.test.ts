import { eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import type { Database } from "../../src/db/database.ts";
import { jobs } from "../../src/db/schema.ts";
import { buildApp } from "../../src/server/app.ts";
import { enqueueJob } from "../../src/server/services/jobs/job-queue.ts";
import { JobRunner } from "../../src/server/services/jobs/job-runner.ts";
import { DATABASE_KINDS, freshDatabase, testConfig } from "../support/test-app.ts";

/** A logger that keeps what was logged at warn and error, so a test can read it. */
function recordingLog() {
  const lines: { level: string; message: string; context: Record<string, unknown> }[] = [];
  const keep = (level: string) => (context: Record<string, unknown>, message: string) => {
    lines.push({ level, message, context });
  };
  const log = {
    warn: keep("warn"),
    error: keep("error"),
    info: () => {},
    debug: () => {},
    trace: () => {},
    fatal: keep("fatal"),
    child: () => log,
    level: "warn",
    silent: () => {},
  } as unknown as FastifyBaseLogger;
  return { log, lines };
}

async function waitFor(condition: () => Promise<boolean>, what: string) {
  for (let i = 0; i < 2_000; i++) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const pendingCount = async (database: Database, kind: string) => {
  const [row] = await database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(jobs)
    .where(sql`${jobs.kind} = ${kind} and ${jobs.doneAt} is null`);
  return row?.n ?? 0;
};

describe.each(DATABASE_KINDS)("the job queue on %s", (kind) => {
  const toClose: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    // Apps before the database they share.
    for (const close of toClose.splice(0).reverse()) await close();
  });

  async function database() {
    const opened = await freshDatabase(kind);
    toClose.push(() => opened.close());
    return opened;
  }

  async function app(shared: Database, ready = true): Promise<FastifyInstance> {
    const built = await buildApp(testConfig(), { database: shared });
    toClose.push(() => built.close());
    if (ready) await built.ready();
    return built;
  }

  it("runs each of many jobs exactly once with two app instances on one database", async () => {
    const shared = await database();
    const [first, second] = [await app(shared), await app(shared)];
    const runs: { id: number; instance: string }[] = [];
    for (const [name, instance] of [
      ["first", first],
      ["second", second],
    ] as const) {
      instance.jobs.handle("count", async (job) => {
        // A turn of the event loop between the claim and the mark, as real work has.
        await new Promise((resolve) => setImmediate(resolve));
        runs.push({ id: job.id, instance: name });
      });
    }
    const total = 300;
    await shared.db.transaction(async (tx) => {
      for (let n = 0; n < total; n++) await enqueueJob(tx, { kind: "count", payload: { n } });
    });
    first.jobs.wake();
    second.jobs.wake();
    await waitFor(async () => (await pendingCount(shared, "count")) === 0, "every job done");
    expect(runs).toHaveLength(total);
    expect(new Set(runs.map((run) => run.id)).size).toBe(total);
    const done = await shared.db.select().from(jobs).where(eq(jobs.kind, "count"));
    expect(done.every((job) => job.attempts === 1 && job.doneAt && !job.lastError)).toBe(true);
  });

  it("schedules once per unique key, and only if the caller's transaction commits", async () => {
    const shared = await database();
    const job = { kind: "once", payload: {}, uniqueKey: "reminder:1", runAt: new Date(2099, 0) };
    expect(await enqueueJob(shared.db, job)).toBe(true);
    expect(await enqueueJob(shared.db, { ...job, payload: { again: true } })).toBe(false);
    await expect(
      shared.db.transaction(async (tx) => {
        await enqueueJob(tx, { kind: "rolled-back", payload: {} });
        throw new Error("the write that called for it failed");
      }),
    ).rejects.toThrow("failed");
    const rows = await shared.db.select().from(jobs);
    expect(rows.map((row) => [row.kind, row.payload])).toEqual([["once", {}]]);
  });

  it("retries a failing job later, gives up after its last attempt and says so", async () => {
    const shared = await database();
    const { log, lines } = recordingLog();
    const runner = new JobRunner({ db: shared.db, log, maxAttempts: 3, retryDelayMs: () => 0 });
    let calls = 0;
    runner.handle("flaky", async () => {
      calls++;
      if (calls === 1) throw new Error("SMTP said 451");
    });
    runner.handle("broken", async () => {
      throw new Error("always broken");
    });
    await enqueueJob(shared.db, { kind: "flaky", payload: {} });
    await enqueueJob(shared.db, { kind: "broken", payload: {} });
    await enqueueJob(shared.db, { kind: "nobody-handles-this", payload: {} });

    expect(await runner.runDue()).toBe(3);
    const [flaky] = await shared.db.select().from(jobs).where(eq(jobs.kind, "flaky"));
    expect(flaky).toMatchObject({ attempts: 1, lastError: "SMTP said 451", doneAt: null });
    for (let n = 0; n < 3; n++) await runner.runDue();
    expect(await runner.runDue()).toBe(0);

    const rows = await shared.db.select().from(jobs).orderBy(jobs.id);
    expect(rows.map((row) => [row.kind, row.attempts, row.lastError, Boolean(row.doneAt)])).toEqual(
      [
        ["flaky", 2, null, true],
        ["broken", 3, "always broken", false],
        ["nobody-handles-this", 3, "no handler for jobs of kind nobody-handles-this", false],
      ],
    );
    const givenUp = lines.filter((line) => line.message === "job failed for good");
    expect(givenUp.map((line) => line.context.kind).sort()).toEqual([
      "broken",
      "nobody-handles-this",
    ]);
  });

  it("waits longer after each failure, on the database's clock", async () => {
    const shared = await database();
    const runner = new JobRunner({ db: shared.db, log: recordingLog().log });
    runner.handle("fails", async () => {
      throw new Error("down");
    });
    await enqueueJob(shared.db, { kind: "fails", payload: {} });
    await runner.runDue();
    const [row] = await shared.db
      .select({ wait: sql<number>`extract(epoch from ${jobs.runAt} - now())::float` })
      .from(jobs);
    // The first retry is 30 s on.
    expect(row?.wait).toBeGreaterThan(25);
    expect(row?.wait).toBeLessThanOrEqual(30);
    expect(await runner.runDue()).toBe(0);
  });

  it("keeps jobs across a restart, and a closing app finishes the job it is running", async () => {
    const shared = await database();
    // Not started: its jobs wait in the table when the app goes away.
    const before = await app(shared, false);
    await enqueueJob(shared.db, { kind: "slow", payload: { n: 1 } });
    await before.close();

    const after = await app(shared, false);
    let release = () => {};
    const started = new Promise<void>((resolve) => {
      after.jobs.handle("slow", async () => {
        resolve();
        await new Promise<void>((done) => {
          release = done;
        });
      });
    });
    await after.ready();
    await started;
    let closed = false;
    const closing = after.close().then(() => {
      closed = true;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(closed).toBe(false);
    release();
    await closing;
    // The app's own daily purge waits in the table beside it.
    const [row] = await shared.db.select().from(jobs).where(eq(jobs.kind, "slow"));
    expect(row).toMatchObject({ attempts: 1, lastError: null });
    expect(row?.doneAt).toBeInstanceOf(Date);
  });
});
