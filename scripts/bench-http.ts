/**
 * Pages and API answers per second from the production server as `npm start` runs it, at 32
 * connections for 10 s each (autocannon, in this process). Prints figures; asserts nothing.
 * Run through `npm run bench:http`, which builds first. On a 2-core machine the load generator
 * shares the cores with the server, so the figures are a floor.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";

const PORT = 3210;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const CONNECTIONS = 32;
const SECONDS = 10;
const TARGETS = ["/", "/en/", "/en/about/", "/robots.txt", "/api/health"];

async function waitForHealth(deadline: number) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${ORIGIN}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("the server did not start within 60 s");
}

const dataDir = mkdtempSync(path.join(tmpdir(), "tablestart-bench-http-"));
const server = spawn(process.execPath, ["build/app-server/main.js"], {
  env: {
    ...process.env,
    PORT: String(PORT),
    SITE_URL: ORIGIN,
    DATA_DIR: dataDir,
    // Quiet, as a production log is: a line per request would be part of what is measured.
    LOG_LEVEL: "warn",
    // A configured deployment: the contact section carries its form.
    CONTACT_EMAIL: "hello@tablestart.test",
  },
  stdio: ["ignore", "inherit", "inherit"],
});

try {
  await waitForHealth(Date.now() + 60_000);
  console.log(`${CONNECTIONS} connections, ${SECONDS} s per target, gzip accepted`);
  for (const target of TARGETS) {
    const result = await autocannon({
      url: `${ORIGIN}${target}`,
      connections: CONNECTIONS,
      duration: SECONDS,
      headers: { "accept-encoding": "gzip, br" },
    });
    const failures = result.non2xx + result.errors + result.timeouts;
    console.log(
      `${target.padEnd(12)} ${result.requests.average.toFixed(0).padStart(6)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  ${(result.throughput.average / 1024).toFixed(0)} KB/s${failures ? `  ${failures} failed` : ""}`,
    );
  }
} finally {
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
