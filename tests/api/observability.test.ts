import http from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs } from "../../src/db/schema.ts";
import { buildApp } from "../../src/server/app.ts";
import { ConfigError, loadConfig } from "../../src/server/config.ts";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { statusOf } from "../support/api-call.ts";
import {
  DATABASE_KINDS,
  freshDatabase,
  startTestApp,
  type TestApp,
  testConfig,
} from "../support/test-app.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const TOKEN = "metrics-token-for-the-test-0123456789";

/** One sample of a Prometheus text answer: `name{labels} value`. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  for (const line of text.split("\n")) {
    if (!line.startsWith(`${name}{`)) continue;
    const inside = line.slice(name.length + 1, line.lastIndexOf("}"));
    const found = Object.fromEntries(
      [...inside.matchAll(/(\w+)="([^"]*)"/g)].map(([, key, value]) => [key, value]),
    );
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) {
      return Number(line.slice(line.lastIndexOf(" ") + 1));
    }
  }
  return undefined;
}

describe.each(DATABASE_KINDS)("request ids on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it("gives every answer a random id, and every error body the same id", async () => {
    const ok = await t.app.inject({ method: "GET", url: "/api/health" });
    const missing = await t.app.inject({ method: "GET", url: "/api/nothing/here" });
    const invalid = await t.app.inject({
      method: "GET",
      url: "/api/listar/v1/place/view?id=not-a-number",
    });
    const unroutable = await t.app.inject({ method: "GET", url: "/api/%E0%A4%A" });
    const ids = [ok, missing, invalid, unroutable].map((res) => res.headers["x-request-id"]);
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);
    for (const res of [missing, invalid, unroutable]) {
      expect(statusOf(res)).toBeGreaterThanOrEqual(400);
      expect(statusOf(res)).toBeLessThan(500);
      expect(res.json()).toMatchObject({
        success: false,
        code: expect.any(String),
        message: expect.any(String),
        data: { status: statusOf(res), request_id: res.headers["x-request-id"] },
      });
    }
  });

  it("keeps a caller's well-formed X-Request-Id and replaces any other", async () => {
    const ask = (id: string) =>
      t.app.inject({ method: "GET", url: "/api/nowhere", headers: { "x-request-id": id } });
    const kept = await ask("lb-3f2a9c1e.0042:edge");
    expect(kept.headers["x-request-id"]).toBe("lb-3f2a9c1e.0042:edge");
    expect(kept.json().data.request_id).toBe("lb-3f2a9c1e.0042:edge");
    for (const bad of [
      "short",
      "x".repeat(129),
      "has space 12345",
      'quote"12345678',
      "新的請求編號一二三四",
    ]) {
      const replaced = await ask(bad);
      expect(replaced.headers["x-request-id"]).toMatch(UUID);
      expect(replaced.json().data.request_id).toBe(replaced.headers["x-request-id"]);
    }
  });
});

describe("/metrics", () => {
  it("is not served unless METRICS=true", async () => {
    const t = await startTestApp("pglite");
    try {
      const res = await t.app.inject({ method: "GET", url: "/metrics" });
      expect(statusOf(res)).toBe(404);
    } finally {
      await t.close();
    }
  });

  it("is refused in production without METRICS_TOKEN", () => {
    const production = {
      APP_ENV: "production",
      SMTP_URL: "smtp://127.0.0.1:2525",
      JWT_SECRET: "x".repeat(32),
      METRICS: "true",
    };
    expect(() => loadConfig(production)).toThrow(ConfigError);
    expect(() => loadConfig(production)).toThrow(/METRICS_TOKEN/);
    expect(loadConfig({ ...production, METRICS_TOKEN: TOKEN }).metricsToken).toBe(TOKEN);
  });

  describe.each(DATABASE_KINDS)("on %s", (kind) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(kind, { METRICS: "true", METRICS_TOKEN: TOKEN });
    });
    afterAll(() => t.close());

    const scrape = async () => {
      const res = await t.app.inject({
        method: "GET",
        url: "/metrics",
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
      return res.body;
    };

    it("answers only the bearer of METRICS_TOKEN, in the API's error shape", async () => {
      const none = await t.app.inject({ method: "GET", url: "/metrics" });
      expect(statusOf(none)).toBe(401);
      expect(none.json()).toMatchObject({ success: false, code: "jwt_auth_no_auth_header" });
      const wrong = await t.app.inject({
        method: "GET",
        url: "/metrics",
        headers: { authorization: `Bearer ${TOKEN.replace("0", "1")}` },
      });
      expect(statusOf(wrong)).toBe(401);
      expect(wrong.json()).toMatchObject({ success: false, code: "jwt_auth_invalid_token" });
      expect(wrong.body).not.toContain("http_request_duration_seconds");
    });

    it("times requests per route pattern, method and status class, never per URL", async () => {
      for (const id of [101, 102, 103]) {
        await t.app.inject({ method: "GET", url: `/api/listar/v1/place/view?id=${id}` });
      }
      await t.app.inject({ method: "GET", url: "/api/health" });
      await t.app.inject({ method: "GET", url: "/api/no/such/route/4711" });
      const text = await scrape();
      const count = (route: string, status: string) =>
        sample(text, "http_request_duration_seconds_count", { route, method: "GET", status });
      expect(count("/api/listar/v1/place/view", "4xx")).toBe(3);
      expect(count("/api/health", "2xx")).toBe(1);
      expect(count("unmatched", "4xx")).toBe(1);
      expect(text).not.toContain("id=101");
      // Not as a label (a sample's value, such as a memory size, may hold those digits).
      expect(text).not.toContain("such/route");
      // Node's own: memory, event loop, garbage collection.
      expect(text).toContain("process_resident_memory_bytes");
      expect(text).toContain("nodejs_eventloop_lag_seconds");
    });

    it("counts the job queue per kind and state at each scrape", async () => {
      const { db } = t.database;
      const hour = 60 * 60 * 1000;
      await db.insert(jobs).values([
        { kind: "metrics-test", payload: {}, runAt: new Date(Date.now() - hour) },
        { kind: "metrics-test", payload: {}, runAt: new Date(Date.now() - hour) },
        { kind: "metrics-test", payload: {}, runAt: new Date(Date.now() + hour) },
        {
          kind: "metrics-test",
          payload: {},
          runAt: new Date(Date.now() + hour),
          attempts: 1,
        },
        {
          kind: "metrics-test",
          payload: {},
          runAt: new Date(Date.now() + hour),
          attempts: 3,
          lastError: "SMTP down",
        },
        { kind: "metrics-test", payload: {}, attempts: 10, lastError: "gave up" },
        { kind: "metrics-test", payload: {}, doneAt: new Date() },
      ]);
      // The app's runner would claim the due ones (it has no handler for the kind): it stops first.
      await t.app.jobs.stop();
      await db.execute(sql`update jobs set run_at = now() - interval '1 hour'
        where kind = 'metrics-test' and attempts = 1 and last_error is null and run_at < now()`);
      const text = await scrape();
      const jobsIn = (state: string) => sample(text, "jobs", { kind: "metrics-test", state });
      expect({
        due: jobsIn("due"),
        scheduled: jobsIn("scheduled"),
        running: jobsIn("running"),
        retrying: jobsIn("retrying"),
        failed: jobsIn("failed"),
      }).toEqual({ due: 2, scheduled: 1, running: 1, retrying: 1, failed: 1 });
    });

    it("reports the PostgreSQL pool", async ({ skip }) => {
      skip(kind !== "postgres", "PGlite is one in-process connection: there is no pool");
      const text = await scrape();
      expect(sample(text, "db_pool_connections", { state: "total" })).toBeGreaterThan(0);
      expect(sample(text, "db_pool_connections", { state: "idle" })).toBeGreaterThanOrEqual(0);
      expect(text).toMatch(/^db_pool_waiting_queries \d+$/m);
    });
  });
});

describe.each(DATABASE_KINDS)("shutting down on %s", (kind) => {
  /**
   * A handler still at work when close begins: its client left (its socket is gone, so the
   * server's own wait is over) or keeps a keep-alive connection. Close must wait for both
   * handlers before the jobs stop and the database goes (they come after the jobs in one hook),
   * and end the keep-alive connection after its answer rather than wait out its idle timeout.
   */
  it("lets handlers whose clients left finish before the database closes", async () => {
    const database = await freshDatabase(kind);
    const app = await buildApp(testConfig(), { database });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let arrived = 0;
    const bothArrived = new Promise<void>((resolve) => {
      app.addHook("onRequest", (request, _reply, done) => {
        if (request.url === "/slow-write" && ++arrived === 2) resolve();
        done();
      });
    });
    const written: number[] = [];
    const order: string[] = [];
    app.get("/slow-write", async () => {
      await gate;
      const { rows } = (await app.database.db.execute(sql`select 1 as one`)) as unknown as {
        rows: { one: number }[];
      };
      written.push(rows[0]!.one);
      order.push("handler done");
      return { ok: true };
    });
    const stopJobs = app.jobs.stop.bind(app.jobs);
    app.jobs.stop = async () => {
      order.push("jobs stopped");
      await stopJobs();
    };
    await app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = app.server.address() as AddressInfo;

    const leaving = http.get({ port, host: "127.0.0.1", path: "/slow-write" });
    leaving.on("error", () => {});
    const agent = new http.Agent({ keepAlive: true });
    const staying = new Promise<{ status: number; connection: string | undefined }>(
      (resolve, reject) => {
        http
          .get({ port, host: "127.0.0.1", path: "/slow-write", agent }, (res) => {
            res.resume();
            res.on("end", () =>
              resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }),
            );
          })
          .on("error", reject);
      },
    );
    await bothArrived;
    leaving.destroy();
    await new Promise((resolve) => leaving.once("close", resolve));
    const closed = app.close().then(() => order.push("close resolved"));
    // Closing has begun and the leaving client is gone; only now may the handlers go on.
    await new Promise((resolve) => setImmediate(resolve));
    release();
    await closed;
    expect(await staying).toEqual({ status: 200, connection: "close" });
    expect(written).toEqual([1, 1]);
    expect(order).toEqual(["handler done", "handler done", "jobs stopped", "close resolved"]);
    agent.destroy();
    await database.close();
  }, 30_000);

  it("refuses a request that arrives while closing with 503 in the API's shape, with its id", async () => {
    const database = await freshDatabase(kind);
    const app = await buildApp(testConfig(), { database });
    // Holds closing open between its start and the server's close, when a request can still come.
    let release!: () => void;
    const holding = new Promise<void>((resolve) => {
      release = resolve;
    });
    let closingBegun!: () => void;
    const begun = new Promise<void>((resolve) => {
      closingBegun = resolve;
    });
    app.addHook("preClose", async () => {
      closingBegun();
      await holding;
    });
    await app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = app.server.address() as AddressInfo;
    const closed = app.close();
    await begun;
    const res = await fetch(`http://127.0.0.1:${port}/api/health`, {
      headers: { "accept-language": "en", "x-request-id": "late-request-0001" },
    });
    release();
    await closed;
    expect(res.status).toBe(503);
    expect(res.headers.get("x-request-id")).toBe("late-request-0001");
    expect(res.headers.get("connection")).toBe("close");
    expect(await res.json()).toEqual({
      success: false,
      code: "rest_shutting_down",
      message: MESSAGES.en["api.shuttingDown"],
      data: { status: 503, request_id: "late-request-0001" },
    });
    await database.close();
  });
});
