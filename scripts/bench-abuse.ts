/**
 * The costly reads of security review 2 (finding 1) against the production server as deployed,
 * on PostgreSQL with the demo directory and 10,000 generated places: one client (127.0.0.1)
 * sends "open now" lists with a position, distance order, a box, a keyword and spare parameters
 * that change on every request, plain and as `ezfetch` batches of 20, from several connections
 * at once; a second client (127.0.0.2, another address as far as the server can tell) asks for
 * `place/list` and `/api/health` one after another and times each answer (its list asked for
 * once before the attack, as a returning user's would be in the answer cache; the abuser runs on
 * a worker thread of its own, so its answers do not delay these timings). Run twice: with the
 * default read limit, and with it lifted (what the database work alone costs). Prints the
 * bystander's p50/p99, the abuser's answers by status, and any 5xx, beside the review's figures
 * and the target. Asserts nothing. Run through `npm run bench:abuse`, which builds first.
 * PostgreSQL is reached at BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/
 * postgres), where a throw-away database is created and dropped.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import type { AttackCounts, AttackOrders } from "./bench-abuse-attacker.ts";
import {
  ADMIN_URL,
  adminQuery,
  seedBenchDirectory,
  startProductionServer,
} from "./bench-server.ts";
import { timedRequest } from "./bench-timed-request.ts";

const GENERATED_PLACES = 10_000;
const SECONDS = 20;
/** The abuser's connections, each sending its next costly request as soon as one is answered. */
const ABUSERS = 8;
const API = "/api/listar/v1";
const ABUSER_ADDRESS = "127.0.0.1";
const BYSTANDER_ADDRESS = "127.0.0.2";

const log = (message: string) => console.log(`  ${message}`);

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]! : 0;

interface Figures {
  run: string;
  listP50: number;
  listP99: number;
  healthP50: number;
  healthP99: number;
  bystanderFailed: number;
  abuser: Map<number, number>;
  calls: Map<number, number>;
}

async function attack(origin: string, run: string): Promise<Figures> {
  const bystanderAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const orders: AttackOrders = {
    origin,
    address: ABUSER_ADDRESS,
    connections: ABUSERS,
    seconds: SECONDS,
    api: API,
  };
  // The bystander has used the site before the attack begins, as its users have: its list is in
  // the answer cache, which is what an attack must not take from them.
  await timedRequest(
    origin,
    BYSTANDER_ADDRESS,
    bystanderAgent,
    "GET",
    `${API}/place/list?per_page=20`,
  );
  // A worker does not inherit tsx's loader: it registers it before importing the TypeScript.
  const entry = new URL("./bench-abuse-attacker.ts", import.meta.url).href;
  const attacker = new Worker(
    `import("tsx/esm/api").then(({ register }) => { register(); return import(${JSON.stringify(entry)}); })`,
    { eval: true, workerData: orders },
  );
  const deadline = Date.now() + SECONDS * 1000;
  const attacked = new Promise<AttackCounts>((resolve, reject) => {
    attacker.once("message", resolve);
    attacker.once("error", reject);
  });

  const list: number[] = [];
  const health: number[] = [];
  let bystanderFailed = 0;
  const watch = async () => {
    // The bystander reads as a person does: a few times a second, well inside the read limit.
    while (Date.now() < deadline) {
      const listed = await timedRequest(
        origin,
        BYSTANDER_ADDRESS,
        bystanderAgent,
        "GET",
        `${API}/place/list?per_page=20`,
      );
      const healthy = await timedRequest(
        origin,
        BYSTANDER_ADDRESS,
        bystanderAgent,
        "GET",
        "/api/health",
      );
      if (listed.status !== 200) bystanderFailed += 1;
      if (healthy.status !== 200) bystanderFailed += 1;
      list.push(listed.ms);
      health.push(healthy.ms);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  };

  const [counts] = await Promise.all([attacked, watch()]);
  await attacker.terminate();
  bystanderAgent.destroy();
  list.sort((a, b) => a - b);
  health.sort((a, b) => a - b);
  return {
    run,
    listP50: percentile(list, 50),
    listP99: percentile(list, 99),
    healthP50: percentile(health, 50),
    healthP99: percentile(health, 99),
    bystanderFailed,
    abuser: new Map(counts.requests),
    calls: new Map(counts.calls),
  };
}

const describe = (map: Map<number, number>) =>
  [...map.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status}×${n}`)
    .join(" ") || "—";

const dataDir = mkdtempSync(path.join(tmpdir(), "tablestart-bench-abuse-"));
const databaseName = `tablestart_bench_${randomBytes(6).toString("hex")}`;
await adminQuery(`create database ${databaseName}`);
try {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${databaseName}`;
  const databaseUrl = url.toString();
  console.log(`PostgreSQL: seeding the demo directory and ${GENERATED_PLACES} more places`);
  await seedBenchDirectory({ dataDir, databaseUrl, places: GENERATED_PLACES }, log);
  const results: Figures[] = [];
  for (const [run, limit] of [
    ["default read limit", undefined],
    ["read limit lifted", "1000000000"],
  ] as const) {
    const server = await startProductionServer({
      dataDir,
      databaseUrl,
      env: {
        // Every loopback address, so the bystander's 127.0.0.2 reaches it too.
        HOST: "0.0.0.0",
        ...(limit ? { READ_RATE_LIMIT: limit } : {}),
      },
    });
    try {
      console.log(`${run}: ${ABUSERS} abusive connections for ${SECONDS} s`);
      results.push(await attack(server.origin, run));
    } finally {
      await server.stop();
    }
  }
  console.log(
    "\nBystander (127.0.0.2) while 127.0.0.1 sends open-now + distance + bbox + keyword lists" +
      " with spare parameters, plain and as ezfetch batches of 20",
  );
  console.log(
    "anchor, review 2 before the fix: one batch held /api/health up to 9.9 s, four batches 51.2 s; target: p99 < 100 ms, no 5xx",
  );
  for (const r of results) {
    const fiveXx = [...r.abuser, ...r.calls]
      .filter(([status]) => status >= 500)
      .reduce((sum, [, n]) => sum + n, 0);
    console.log(`\n${r.run}`);
    console.log(
      `  place/list  p50 ${r.listP50.toFixed(1)} ms  p99 ${r.listP99.toFixed(1)} ms` +
        `   /api/health  p50 ${r.healthP50.toFixed(1)} ms  p99 ${r.healthP99.toFixed(1)} ms` +
        `   bystander failures ${r.bystanderFailed}`,
    );
    console.log(`  abuser's requests by status: ${describe(r.abuser)}`);
    console.log(`  calls inside its ezfetch batches: ${describe(r.calls)}`);
    console.log(`  5xx: ${fiveXx}`);
  }
} finally {
  await adminQuery(`drop database if exists ${databaseName} with (force)`);
  rmSync(dataDir, { recursive: true, force: true });
}
