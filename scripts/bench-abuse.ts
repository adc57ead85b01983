/**
 * The costly reads of security review 2 (finding 1) against the production server as deployed,
 * on PostgreSQL with the demo directory and 10,000 generated places: one client (127.0.0.1)
 * sends "open now" lists with a position, distance order, a box, a keyword and spare parameters
 * that change on every request, plain and as `ezfetch` batches of 20, from several connections
 * at once; a second client (127.0.0.2, another address as far as the server can tell) asks for
 * `place/list` and `/api/health` one after another and times each answer. Run twice: with the
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
import {
  ADMIN_URL,
  adminQuery,
  seedBenchDirectory,
  startProductionServer,
} from "./bench-server.ts";

const GENERATED_PLACES = 10_000;
const SECONDS = 20;
/** The abuser's connections, each sending its next costly request as soon as one is answered. */
const ABUSERS = 8;
const API = "/api/listar/v1";
const ABUSER_ADDRESS = "127.0.0.1";
const BYSTANDER_ADDRESS = "127.0.0.2";

const log = (message: string) => console.log(`  ${message}`);

interface Answer {
  status: number;
  ms: number;
}

function request(
  origin: string,
  localAddress: string,
  agent: http.Agent,
  method: "GET" | "POST",
  requestPath: string,
  body?: string,
): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.request(
      `${origin}${requestPath}`,
      {
        method,
        agent,
        localAddress,
        headers: body ? { "content-type": "application/json" } : {},
      },
      (res) => {
        res.resume();
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }),
        );
      },
    );
    // A refused or reset connection counts as a failure, like a 5xx.
    req.on("error", () => resolve({ status: 599, ms: performance.now() - started }));
    req.end(body);
  });
}

let spare = 0;
/** One of the review's costly lists, with spare and changed parameters so no cache can help. */
function costlyParams() {
  spare += 1;
  return {
    open_now: 1,
    per_page: 100,
    latitude: 22.28 + (spare % 1000) / 100_000,
    longitude: 114.16,
    orderby: "distance",
    bbox: "22.1,113.8,22.6,114.5",
    s: "a",
    price_max: 80_000 - (spare % 5000),
    [`spare_${spare % 97}`]: spare,
  };
}

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
  const abuserAgent = new http.Agent({ keepAlive: true, maxSockets: ABUSERS });
  const bystanderAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const deadline = Date.now() + SECONDS * 1000;
  const abuser = new Map<number, number>();
  const calls = new Map<number, number>();
  const count = (map: Map<number, number>, status: number) =>
    map.set(status, (map.get(status) ?? 0) + 1);

  const abuse = async (connection: number) => {
    for (let n = 0; Date.now() < deadline; n++) {
      if ((n + connection) % 2 === 0) {
        const query = new URLSearchParams(
          Object.entries(costlyParams()).map(([name, value]) => [name, String(value)]),
        );
        count(
          abuser,
          (await request(origin, ABUSER_ADDRESS, abuserAgent, "GET", `${API}/place/list?${query}`))
            .status,
        );
      } else {
        const requests = Array.from({ length: 20 }, () => ({
          path: "place/list",
          params: costlyParams(),
        }));
        const body = JSON.stringify({ requests });
        const answer = await new Promise<{ status: number; text: string }>((resolve) => {
          const req = http.request(
            `${origin}${API}/ezfetch`,
            {
              method: "POST",
              agent: abuserAgent,
              localAddress: ABUSER_ADDRESS,
              headers: { "content-type": "application/json" },
            },
            (res) => {
              let text = "";
              res.setEncoding("utf8");
              res.on("data", (chunk) => {
                text += chunk;
              });
              res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
            },
          );
          req.on("error", () => resolve({ status: 599, text: "" }));
          req.end(body);
        });
        count(abuser, answer.status);
        if (answer.status === 200) {
          const { data } = JSON.parse(answer.text) as { data: { status: number }[] };
          for (const entry of data) count(calls, entry.status);
        }
      }
    }
  };

  const list: number[] = [];
  const health: number[] = [];
  let bystanderFailed = 0;
  const watch = async () => {
    // The bystander reads as a person does: a few times a second, well inside the read limit.
    while (Date.now() < deadline) {
      const listed = await request(
        origin,
        BYSTANDER_ADDRESS,
        bystanderAgent,
        "GET",
        `${API}/place/list?per_page=20`,
      );
      const healthy = await request(
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

  await Promise.all([watch(), ...Array.from({ length: ABUSERS }, (_, k) => abuse(k))]);
  abuserAgent.destroy();
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
    abuser,
    calls,
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
