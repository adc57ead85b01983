/**
 * The production server's memory under 40 oversized anonymous multipart uploads at once, as the
 * second security review sent them (`security-review-2.md` §6: one 10 MB file and 280 fields of
 * 64 KB, 28.9 MB each, to `ezfetch`; 357 → 1,196 MB RSS before bodies had budgets): once with
 * the length declared, once streamed without one. Prints the server's RSS before, at its peak
 * and after, and the answers' statuses and times; asserts nothing. The same bodies then go to a
 * website page's form (`POST /en/`, the enquiry form's action), which reads its own body
 * (decision 070's amendment). Run through `npm run bench:uploads`, which builds first.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort, waitForHealth } from "./bench-server.ts";

const CONCURRENT = 40;
const BOUNDARY = "----tablestart-bench";
const FIELD = Buffer.alloc(64 * 1024, 0x61);
const FILE = Buffer.alloc(10 * 1024 * 1024, 0x25);

/** The review's body, part by part, so that no client holds 40 copies of it. */
function* bodyParts(): Generator<Buffer> {
  yield Buffer.from(
    `--${BOUNDARY}\r\ncontent-disposition: form-data; name="requests"\r\n\r\n[]\r\n`,
  );
  for (let i = 0; i < 280; i++) {
    yield Buffer.from(`--${BOUNDARY}\r\ncontent-disposition: form-data; name="f${i}"\r\n\r\n`);
    yield FIELD;
    yield Buffer.from("\r\n");
  }
  yield Buffer.from(
    `--${BOUNDARY}\r\ncontent-disposition: form-data; name="file"; filename="big.pdf"\r\ncontent-type: application/pdf\r\n\r\n`,
  );
  yield FILE;
  yield Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
}
const BODY_BYTES = [...bodyParts()].reduce((sum, part) => sum + part.length, 0);

/** The server process's resident memory in MB, from the kernel's own account. */
function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kilobytes = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
  return Math.round(kilobytes / 1024);
}

/**
 * One upload: the status it was answered with (0 when the server closed the connection before
 * the client could read the answer) and the time taken.
 */
function upload(
  port: number,
  target: string,
  declareLength: boolean,
): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const done = (status: number) => resolve({ status, ms: performance.now() - started });
    const req = request({
      host: "127.0.0.1",
      port,
      method: "POST",
      path: target,
      headers: {
        "content-type": `multipart/form-data; boundary=${BOUNDARY}`,
        ...(declareLength && { "content-length": String(BODY_BYTES) }),
      },
    });
    req.on("response", async (res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of res) chunks.push(chunk);
      req.destroy();
      // A Listar route's failure leaves as HTTP 200 with its real status inside (decision 066).
      const text = Buffer.concat(chunks).toString();
      const body = text.startsWith("{") ? (JSON.parse(text) as { data?: { status?: number } }) : {};
      done(body.data?.status ?? res.statusCode ?? 0);
    });
    req.on("error", () => done(0));
    const parts = bodyParts();
    const writeMore = () => {
      for (let next = parts.next(); !next.done; next = parts.next()) {
        if (req.destroyed) return;
        if (!req.write(next.value)) return void req.once("drain", writeMore);
      }
      req.end();
    };
    writeMore();
  });
}

async function round(port: number, pid: number, target: string, declareLength: boolean) {
  const before = rssOf(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssOf(pid));
  }, 20);
  const answers = await Promise.all(
    Array.from({ length: CONCURRENT }, () => upload(port, target, declareLength)),
  );
  clearInterval(sampler);
  await new Promise((resolve) => setTimeout(resolve, 500));
  const statuses = new Map<number, number>();
  for (const { status } of answers) statuses.set(status, (statuses.get(status) ?? 0) + 1);
  const slowest = Math.max(...answers.map((answer) => answer.ms));
  console.log(
    `${target.padEnd(22)} ${declareLength ? "length declared " : "streamed, no length"}  RSS ${before} → peak ${peak} → ${rssOf(pid)} MB  ` +
      `answers ${[...statuses].map(([status, count]) => `${count} × ${status || "closed"}`).join(", ")}  ` +
      `slowest ${slowest.toFixed(0)} ms`,
  );
}

const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), "tablestart-bench-uploads-"));
const server = spawn(process.execPath, ["build/app-server/main.js"], {
  env: {
    ...process.env,
    PORT: String(port),
    SITE_URL: origin,
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    SEED: "false",
  },
  stdio: ["ignore", "inherit", "inherit"],
});

try {
  await waitForHealth(origin, server);
  if (server.pid === undefined) throw new Error("the server has no process id");
  console.log(
    `${CONCURRENT} anonymous uploads at once of ${(BODY_BYTES / 1_000_000).toFixed(1)} MB each`,
  );
  for (const target of ["/api/listar/v1/ezfetch", "/en/"]) {
    await round(port, server.pid, target, true);
    await round(port, server.pid, target, false);
  }
} finally {
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
