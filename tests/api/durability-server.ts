import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";

/**
 * The durability test's server: the production build (`npm run serve`) in a process of its own,
 * which the test can kill outright and start again on the same data.
 */

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Servers started and not yet seen to exit: a failed run kills them rather than leave them behind. */
export const running = new Set<Server>();

export interface Server {
  child: ChildProcess;
  origin: string;
  exited: Promise<number | null>;
  output: () => string;
}

/** The server as `npm run serve` runs it (the compiled build), on the given data. */
export async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["build/app-server/main.js"], {
    env: {
      PATH: process.env.PATH,
      HOST: "127.0.0.1",
      PORT: String(port),
      // Not the port, which changes on restart: tokens name the site that issued them.
      SITE_URL: "http://durability.tablestart.test",
      SEED: "false",
      // One secret across the restart, as a deployment has: a token signed before it still works.
      JWT_SECRET: "durability-test-secret-0123456789abcdef",
      CONTACT_EMAIL: "team@tablestart.test",
      // Each client says its own address (X-Forwarded-For), as visitors behind a load balancer
      // do; the limits are raised so that none of them refuses a write.
      TRUST_PROXY: "1",
      ENQUIRY_RATE_LIMIT: "100000",
      BOOKING_RATE_LIMIT: "100000",
      AUTH_RATE_LIMIT: "100000",
      ...env,
    },
  });
  let output = "";
  child.stdout.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => resolve(code)),
  );
  const server = { child, origin, exited, output: () => output };
  running.add(server);
  void exited.then(() => running.delete(server));
  // Asks until it answers (the log may be too quiet to say it listens); fails if it exits.
  let exitCode: number | null | undefined;
  void exited.then((code) => {
    exitCode = code;
  });
  for (;;) {
    if (exitCode !== undefined) {
      throw new Error(`the server exited with ${exitCode}:\n${output.slice(-3000)}`);
    }
    const answered = await fetch(`${origin}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (answered) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return server;
}
