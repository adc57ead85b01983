/**
 * What a request costs us beside what Node itself needs (issue 21 item 1): a bare Node `http`
 * server answering 99 bytes is the anchor, measured in the same run, and each of our cheapest
 * answers is printed as a share of it — `robots.txt`, the anonymous `place/list` and the home
 * page, both cached — from the production server as deployed, at the production log level
 * (info: one access-log line a request, read from a pipe as a log collector would), each asked
 * as a browser asks (it takes br and gzip: the cached answers are kept compressed; the anchor
 * ignores the header). 32 connections for 10 s each (autocannon, in this process). Prints
 * figures and goals; asserts nothing. Run through
 * `npm run bench:http`, which builds first. On a 2-core machine the load generator shares the
 * cores with the server, so only the ratios carry from run to run.
 *
 * With BENCH_PROFILE=1 it then loads `robots.txt` and the cached `place/list` once more, each on
 * a server of its own run with `--cpu-prof`, and prints where that server's CPU went (by package
 * and by frame); the `.cpuprofile` files it names open as flame graphs in Chrome DevTools.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import {
  freePort,
  seedBenchDirectory,
  startProductionServer,
  waitForHealth,
} from "./bench-server.ts";
import { printProfileSummary, summariseProfile } from "./cpu-profile-summary.ts";

const CONNECTIONS = 32;
const SECONDS = 10;

/** Node's own floor: one process, no framework, a fixed 99-byte answer (and a health path). */
const BARE_NODE = `
const body = "x".repeat(99);
require("node:http")
  .createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/plain", "content-length": 99 });
    response.end(body);
  })
  .listen(Number(process.env.PORT), "127.0.0.1");
`;

const AS_A_BROWSER = { "accept-encoding": "gzip, deflate, br, zstd" };

async function measure(url: string) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: AS_A_BROWSER,
  });
  return {
    perSecond: result.requests.average,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

const line = (name: string, figures: Awaited<ReturnType<typeof measure>>, note = "") =>
  console.log(
    `${name.padEnd(30)} ${figures.perSecond.toFixed(0).padStart(7)} req/s  p99 ${String(figures.p99).padStart(4)} ms${figures.failed ? `  ${figures.failed} failed` : ""}${note}`,
  );

const anchorPort = await freePort();
const anchor = spawn(process.execPath, ["-e", BARE_NODE], {
  env: { PORT: String(anchorPort) },
  stdio: "inherit",
});
const targets = [
  { name: "robots.txt", path: "/robots.txt", goal: 0.6 },
  { name: "place/list, anonymous, cached", path: "/api/listar/v1/place/list", goal: 0.45 },
  { name: "/ (cached)", path: "/", goal: 0.45 },
];

/** CPU time a process has used, in clock ticks (Linux). */
function cpuTicks(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return Number(fields[11]) + Number(fields[12]);
}

/** Resolves once the process used (almost) no CPU for half a second. */
async function untilIdle(pid: number) {
  let before = cpuTicks(pid);
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = cpuTicks(pid);
    if (now - before <= 2) return;
    before = now;
  }
}

/** One target's load on a server of its own that writes a CPU profile when it stops. */
async function profile(name: string, targetPath: string) {
  const profileDir = mkdtempSync(path.join(tmpdir(), "tablestart-cpu-profile-"));
  const server = await startProductionServer({
    dataDir,
    env: { LOG_LEVEL: "info", READ_RATE_LIMIT: "100000000" },
    log: "drained",
    nodeArgs: ["--cpu-prof", `--cpu-prof-dir=${profileDir}`],
  });
  let loaded: { from: number; to: number };
  try {
    await fetch(`${server.origin}${targetPath}`, { headers: AS_A_BROWSER });
    // The pages rendered ahead of the first visitor (warm-pages.ts) are not the load's cost.
    await untilIdle(server.server.pid!);
    const from = performance.now();
    await measure(`${server.origin}${targetPath}`);
    loaded = { from, to: performance.now() };
  } finally {
    // The profile is written as the process exits.
    await server.stop();
  }
  const exited = performance.now();
  const [file] = readdirSync(profileDir).filter((entry) => entry.endsWith(".cpuprofile"));
  if (!file) throw new Error(`no CPU profile in ${profileDir}`);
  const written = path.join(profileDir, file);
  const window = { fromEndMs: exited - loaded.from, toEndMs: exited - loaded.to };
  printProfileSummary(`${name} under load (${written})`, summariseProfile(written, window));
}

const dataDir = mkdtempSync(path.join(tmpdir(), "tablestart-bench-http-"));
try {
  await seedBenchDirectory({ dataDir, places: 0 }, () => {});
  const server = await startProductionServer({
    dataDir,
    env: { LOG_LEVEL: "info", READ_RATE_LIMIT: "100000000" },
    log: "drained",
  });
  try {
    await waitForHealth(`http://127.0.0.1:${anchorPort}`, anchor);
    // Each answer once first, so the cached ones are measured from the cache.
    for (const target of targets) {
      await fetch(`${server.origin}${target.path}`, { headers: AS_A_BROWSER });
    }
    // The anchor is not measured beside the pages the server renders as it starts.
    await untilIdle(server.server.pid!);

    console.log(`${CONNECTIONS} connections, ${SECONDS} s each, LOG_LEVEL=info, as a browser asks`);
    // The anchor before and after: the machine's speed may drift during the run.
    const before = await measure(`http://127.0.0.1:${anchorPort}/`);
    line("bare Node http (anchor)", before);
    const measured = [];
    for (const target of targets) {
      measured.push({ target, figures: await measure(`${server.origin}${target.path}`) });
    }
    const after = await measure(`http://127.0.0.1:${anchorPort}/`);
    line("bare Node http (anchor, again)", after);
    const anchorRate = (before.perSecond + after.perSecond) / 2;
    for (const { target, figures } of measured) {
      const share = figures.perSecond / anchorRate;
      const verdict = share >= target.goal ? "met" : "NOT met";
      line(
        target.name,
        figures,
        `  ${(share * 100).toFixed(0)}% of bare Node (goal ≥ ${target.goal * 100}%: ${verdict})`,
      );
    }
  } finally {
    await server.stop();
  }
  if (process.env.BENCH_PROFILE) {
    for (const target of targets.slice(0, 2)) await profile(target.name, target.path);
  }
} finally {
  anchor.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
}
