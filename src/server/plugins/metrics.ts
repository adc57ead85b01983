import { timingSafeEqual } from "node:crypto";
import { createRequire } from "node:module";
import { sql } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Registry } from "prom-client";
import { MESSAGES } from "../../shared/i18n/messages/index.ts";
import { translate } from "../../shared/i18n/translate.ts";
import { ApiError } from "../api/api-error.ts";
import { requestLanguage } from "../request-language.ts";
import { DEFAULT_MAX_ATTEMPTS } from "../services/jobs/job-runner.ts";

/** Seconds: a cached API answer takes a millisecond, a cold page or an upload a second or more. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The label of requests no route took (404s, bad URLs): their URLs are whatever a caller typed. */
const UNMATCHED = "unmatched";

type Observe = (seconds: number) => void;

/**
 * prom-client, loaded by `registerMetrics`: a server without `METRICS=true` never holds its code
 * (issue 33). Required rather than imported so that `registerMetrics` stays synchronous;
 * prom-client is CommonJS, and this is the same module an `import` would give.
 */
const promClient = () =>
  createRequire(import.meta.url)("prom-client") as typeof import("prom-client");

/**
 * The request latency histogram, labelled by route pattern (`/api/listar/v1/place/view`, never
 * the URL with its ids and queries, so the series stay as few as the routes), method and status
 * class. A labelled child is looked up once per combination and kept: at thousands of requests a
 * second the hook then costs a map look-up and an observation.
 */
function requestTimer(registry: Registry) {
  const { Histogram } = promClient();
  const histogram = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time from a request's arrival to its answer's last byte, by route pattern, method and status class (a failure's real one).",
    labelNames: ["route", "method", "status"],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const children = new Map<string, Observe>();
  return (request: FastifyRequest, reply: FastifyReply) => {
    const route = request.routeOptions.url ?? UNMATCHED;
    // A failure sent as HTTP 200 for the stock apps (decision 066) counts as what it is.
    const status = `${Math.floor((reply.softFailureStatus || reply.statusCode) / 100)}xx`;
    const key = `${request.method} ${status} ${route}`;
    let observe = children.get(key);
    if (!observe) {
      const child = histogram.labels({ route, method: request.method, status });
      observe = (seconds) => child.observe(seconds);
      children.set(key, observe);
    }
    observe(reply.elapsedTime / 1000);
  };
}

/** PostgreSQL's pool as it stands at each scrape (PGlite is one in-process connection: none). */
function poolGauges(app: FastifyInstance, registry: Registry) {
  const pool = app.database.pool;
  if (!pool) return;
  const { Gauge } = promClient();
  new Gauge({
    name: "db_pool_connections",
    help: "Connections of the PostgreSQL pool, by state (total open, idle).",
    labelNames: ["state"],
    registers: [registry],
    collect() {
      const stats = pool();
      this.set({ state: "total" }, stats.total);
      this.set({ state: "idle" }, stats.idle);
    },
  });
  new Gauge({
    name: "db_pool_waiting_queries",
    help: "Queries waiting for a free connection of the PostgreSQL pool.",
    registers: [registry],
    collect() {
      this.set(pool().waiting);
    },
  });
}

const JOB_STATES = ["due", "scheduled", "running", "retrying", "failed"] as const;

/**
 * The jobs table's open jobs per kind and state, counted at each scrape with one query over the
 * unfinished rows (the partial index `jobs_due_idx` holds exactly those; finished jobs, the bulk of
 * the table, are never read). States: due — may run now, waits for a runner; scheduled — for
 * later, never tried (reminders); running — claimed by a runner under its lease, no failure yet;
 * retrying — failed before, waits for its next attempt (or is in it); failed — given up after the
 * last attempt, waits for a person (decision 051). Every instance reports the same table: take
 * the max across instances, not the sum.
 */
function jobGauges(app: FastifyInstance, registry: Registry) {
  const maxAttempts = DEFAULT_MAX_ATTEMPTS;
  const { Gauge } = promClient();
  new Gauge({
    name: "jobs",
    help: "Unfinished jobs of the jobs table by kind and state (due, scheduled, running, retrying, failed).",
    labelNames: ["kind", "state"],
    registers: [registry],
    async collect() {
      const { rows } = (await app.database.db.execute(sql`
        select kind,
          count(*) filter (where attempts >= ${maxAttempts}) as failed,
          count(*) filter (where attempts < ${maxAttempts} and run_at <= now()) as due,
          count(*) filter (where attempts = 0 and run_at > now()) as scheduled,
          count(*) filter (where attempts between 1 and ${maxAttempts - 1} and run_at > now()
            and last_error is null) as running,
          count(*) filter (where attempts between 1 and ${maxAttempts - 1} and run_at > now()
            and last_error is not null) as retrying
        from jobs where done_at is null group by kind`)) as unknown as {
        rows: Record<(typeof JOB_STATES)[number] | "kind", string | number>[];
      };
      this.reset();
      for (const row of rows) {
        for (const state of JOB_STATES) {
          this.set({ kind: String(row.kind), state }, Number(row[state]));
        }
      }
    },
  });
}

/**
 * Refuses a scrape without the bearer token, in the API's words for a missing or wrong token.
 * Compared in constant time: the token must not leak byte by byte.
 */
function checkBearer(request: FastifyRequest, token: string) {
  const header = request.headers.authorization;
  const messages = MESSAGES[requestLanguage(request)];
  if (!header) {
    throw new ApiError(
      401,
      "jwt_auth_no_auth_header",
      translate(messages, "accounts.jwt.noAuthHeader"),
    );
  }
  const given = Buffer.from(header.startsWith("Bearer ") ? header.slice(7) : "");
  const expected = Buffer.from(token);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new ApiError(
      401,
      "jwt_auth_invalid_token",
      translate(messages, "accounts.jwt.invalidToken"),
    );
  }
}

/**
 * Prometheus metrics at `/metrics` (`METRICS=true`): request latency per route, the PostgreSQL
 * pool, the job queue and Node's own (memory, event loop, GC). Served on the app's port; with
 * `METRICS_TOKEN` set (required in production) only to `Authorization: Bearer <token>`
 * (decision 059). Off, nothing of this is registered and requests cost nothing more.
 */
export function registerMetrics(app: FastifyInstance) {
  const { collectDefaultMetrics, Registry } = promClient();
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const observe = requestTimer(registry);
  app.addHook("onResponse", (request, reply, done) => {
    observe(request, reply);
    done();
  });
  app.addHook("onReady", async () => {
    poolGauges(app, registry);
    jobGauges(app, registry);
  });

  const token = app.config.metricsToken;
  app.get("/metrics", async (request, reply) => {
    reply.header("cache-control", "no-store");
    if (token) checkBearer(request, token);
    const body = await registry.metrics();
    return reply.type(registry.contentType).send(body);
  });
}
