/**
 * What the server benchmarks share: a free port, the throw-away PostgreSQL database's admin
 * connection, and waiting for the production server they start to answer.
 */
import type { ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import pg from "pg";

/** Where a throw-away database is created and dropped; BENCH_DATABASE_URL overrides it. */
export const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address
          ? resolve(address.port)
          : reject(new Error("no port")),
      );
    });
  });
}

export async function adminQuery(statement: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Resolves once the server answers `/api/health`; throws if it exits or takes over 60 s. */
export async function waitForHealth(origin: string, server: ChildProcess) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("the server did not start within 60 s");
}
