/**
 * The directory API under load: for PGlite and for PostgreSQL, a fresh database with the demo
 * directory and 10,000 generated places, the production server as it is deployed (APP_ENV and
 * NODE_ENV production, `npm run serve`: `node build/app-server/main.js` in its own process), then
 * `place/list` (20 a page, anonymous and signed in) and `place/view` at 32 connections for 10 s
 * each (autocannon, in this process), after asking for each path once (timed: the cold answer).
 * Prints req/s, p50, p99, failures and the server's memory beside the targets of issue 12;
 * asserts nothing. Run through `npm run bench:api`, which builds
 * first. PostgreSQL is reached at BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/
 * postgres), where a throw-away database is created and dropped. On a 2-core machine the load
 * generator shares the cores with the server, so the figures are a floor.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { asc, eq } from "drizzle-orm";
import { openDatabase } from "../src/db/database.ts";
import { places, terms } from "../src/db/schema.ts";
import { DEMO_PASSWORD } from "../src/server/demo/seed.ts";
import {
  ADMIN_URL,
  adminQuery,
  seedBenchDirectory,
  startProductionServer,
} from "./bench-server.ts";

const CONNECTIONS = 32;
const SECONDS = 10;
const GENERATED_PLACES = 10_000;
const API = "/api/listar/v1";

interface Sample {
  categoryIds: number[];
  districtIds: number[];
  placeIds: number[];
}

interface Row {
  database: string;
  target: string;
  reqPerSecond: number;
  p50: number;
  p99: number;
  failed: number;
  /** Average time of the first request for each path, asked one at a time before the load. */
  coldMs: number;
  goal: string;
}

const log = (message: string) => console.log(`  ${message}`);

/** Seeds the demo directory and the generated places; returns ids to ask for. */
async function prepare(options: { dataDir: string; databaseUrl?: string }): Promise<Sample> {
  const started = Date.now();
  await seedBenchDirectory({ ...options, places: GENERATED_PLACES }, log);
  log(`database ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const database = await openDatabase({
    dataDir: options.dataDir,
    databaseUrl: options.databaseUrl,
  });
  try {
    const categories = await database.db
      .select({ id: terms.id })
      .from(terms)
      .where(eq(terms.taxonomy, "category"))
      .orderBy(asc(terms.position));
    const districts = await database.db
      .select({ id: terms.id, parentId: terms.parentId })
      .from(terms)
      .where(eq(terms.taxonomy, "location"));
    const published = await database.db
      .select({ id: places.id })
      .from(places)
      .where(eq(places.status, "publish"))
      .orderBy(asc(places.id));
    // Every 37th published place: spread over old and new, demo and generated.
    const placeIds = published.filter((_, index) => index % 37 === 0).map((row) => row.id);
    const parents = new Set(districts.map((row) => row.parentId));
    return {
      categoryIds: categories.map((row) => row.id),
      districtIds: districts.filter((row) => !parents.has(row.id)).map((row) => row.id),
      placeIds,
    };
  } finally {
    await database.close();
  }
}

interface Memory {
  /** Resident MB once the server answers, before any load. */
  started: number;
  /** Resident MB after the last run, and the peak of the whole life, in MB. */
  rss: number;
  peak: number;
}

/** Resident memory of a process now, and at its peak, in MB (Linux). */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: Math.round(kb("VmRSS") / 1024), peak: Math.round(kb("VmHWM") / 1024) };
}

/**
 * Asks for every path once, one after another, before the load: the API keeps answers per
 * content version and minute, so this is what a first visitor waits for, and the load that
 * follows measures the steady state (a run that crosses a minute boundary rebuilds them once).
 */
async function warmUp(origin: string, paths: string[], headers: Record<string, string>) {
  const started = performance.now();
  for (const requestPath of paths) {
    const response = await fetch(`${origin}${requestPath}`, { headers });
    await response.arrayBuffer();
  }
  return (performance.now() - started) / paths.length;
}

async function load(origin: string, paths: string[], headers: Record<string, string> = {}) {
  const result = await autocannon({
    url: origin,
    connections: CONNECTIONS,
    duration: SECONDS,
    // Each connection walks the list in turn, so every path is asked for about as often.
    requests: paths.map((requestPath) => ({ method: "GET" as const, path: requestPath })),
    headers: { "accept-encoding": "gzip, br", ...headers },
  });
  return {
    reqPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

async function bench(
  label: "PGlite" | "PostgreSQL",
  options: { dataDir: string; databaseUrl?: string },
): Promise<{ rows: Row[]; memory: Memory }> {
  console.log(`${label}: seeding the demo directory and ${GENERATED_PLACES} more places`);
  const sample = await prepare(options);
  const { origin, server, stop } = await startProductionServer({
    ...options,
    // The load generator is one address asking thousands of times a second: the bench's
    // credential is a read limit it cannot reach.
    env: { READ_RATE_LIMIT: "1000000000" },
  });
  try {
    const started = memoryOf(server.pid!).rss;
    const signIn = await fetch(`${origin}/api/jwt-auth/v1/token`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "demo-customer", password: DEMO_PASSWORD }),
    });
    const token = ((await signIn.json()) as { data?: { token?: string } }).data?.token;
    if (!token) throw new Error(`signing in failed with ${signIn.status}`);

    const [firstCategory = 0, secondCategory = 0] = sample.categoryIds;
    const lists = [
      ...[1, 2, 3, 4, 5].map((page) => `${API}/place/list?per_page=20&page=${page}`),
      `${API}/place/list?per_page=20&category[]=${firstCategory}`,
      `${API}/place/list?per_page=20&category[]=${secondCategory}&page=2`,
      ...sample.districtIds.slice(0, 3).map((id) => `${API}/place/list?per_page=20&location=${id}`),
    ];
    const views = sample.placeIds.map((id) => `${API}/place/view?id=${id}`);
    const rows: Row[] = [];
    const run = async (target: string, goal: string, paths: string[], headers = {}) => {
      const coldMs = await warmUp(origin, paths, headers);
      const figures = await load(origin, paths, headers);
      rows.push({ database: label, target, goal, coldMs, ...figures });
      console.log(
        `  ${target.padEnd(26)} ${figures.reqPerSecond.toFixed(0).padStart(6)} req/s  p50 ${figures.p50} ms  p99 ${figures.p99} ms  first ask ${coldMs.toFixed(1)} ms${figures.failed ? `  ${figures.failed} failed` : ""}`,
      );
    };
    const postgres = label === "PostgreSQL";
    // The smallest answer with one database round trip (`select 1`): what this machine serves
    // at the moment, to read the other figures against (the load generator shares the cores).
    await run("api/health (baseline)", "", ["/api/health"]);
    await run("place/list anonymous", postgres ? "≥ 6,500 req/s, p99 ≤ 25 ms" : "", lists);
    await run("place/list signed in", "", lists, { authorization: `Bearer ${token}` });
    await run(`place/view (${views.length} places)`, postgres ? "≥ 5,000 req/s" : "", views);
    return { rows, memory: { started, ...memoryOf(server.pid!) } };
  } finally {
    await stop();
  }
}

function printTable(rows: Row[], memory: Map<string, Memory>) {
  const header = [
    "database",
    "target",
    "req/s",
    "p50 ms",
    "p99 ms",
    "non-2xx",
    "first ask ms",
    "goal (issue 12)",
  ];
  const lines = rows.map((row) => [
    row.database,
    row.target,
    row.reqPerSecond.toFixed(0),
    String(row.p50),
    String(row.p99),
    String(row.failed),
    row.coldMs.toFixed(1),
    row.goal,
  ]);
  for (const [database, figures] of memory) {
    lines.push([
      database,
      "server RSS: started / end / peak",
      "",
      "",
      "",
      "",
      "",
      `${figures.started} / ${figures.rss} / ${figures.peak} MB; goal < 400 MB`,
    ]);
  }
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column]!.length)),
  );
  const format = (line: string[]) =>
    line.map((cell, column) => cell.padEnd(widths[column]!)).join("  ");
  console.log(`\n${CONNECTIONS} connections, ${SECONDS} s per target, gzip accepted`);
  console.log(format(header));
  console.log(widths.map((width) => "-".repeat(width)).join("  "));
  for (const line of lines) console.log(format(line));
}

const rows: Row[] = [];
const memory = new Map<string, Memory>();

const pgliteDir = mkdtempSync(path.join(tmpdir(), "tablestart-bench-api-"));
try {
  const result = await bench("PGlite", { dataDir: pgliteDir });
  rows.push(...result.rows);
  memory.set("PGlite", result.memory);
} finally {
  rmSync(pgliteDir, { recursive: true, force: true });
}

const postgresDir = mkdtempSync(path.join(tmpdir(), "tablestart-bench-api-"));
const databaseName = `tablestart_bench_${randomBytes(6).toString("hex")}`;
let created = false;
try {
  await adminQuery(`create database ${databaseName}`);
  created = true;
} catch (error) {
  console.log(`PostgreSQL: skipped, ${ADMIN_URL} is not reachable (${(error as Error).message})`);
}
if (created) {
  try {
    const url = new URL(ADMIN_URL);
    url.pathname = `/${databaseName}`;
    const result = await bench("PostgreSQL", { dataDir: postgresDir, databaseUrl: url.toString() });
    rows.push(...result.rows);
    memory.set("PostgreSQL", result.memory);
  } finally {
    await adminQuery(`drop database if exists ${databaseName} with (force)`);
  }
}
rmSync(postgresDir, { recursive: true, force: true });

printTable(rows, memory);
