import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const dataDir = mkdtempSync(path.join(tmpdir(), "tablestart-process-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The server as `npm start` and `npm run serve` run it: the compiled build (`npm run build`). */
function start(env: Record<string, string | undefined>) {
  const child = spawn(process.execPath, ["build/app-server/main.js"], {
    env: { PATH: process.env.PATH, HOST: "127.0.0.1", DATA_DIR: dataDir, ...env },
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
  return { child, exited, output: () => output };
}

/**
 * Waits for the server's own word that it is listening (its start-up log line), then checks that
 * it answers. Fails at once if the process exits first.
 */
async function waitForHealth(port: number, child: ChildProcess) {
  await new Promise<void>((resolve, reject) => {
    let seen = "";
    const onData = (chunk: Buffer) => {
      seen += chunk;
      if (!seen.includes('"msg":"Server listening')) return;
      child.stdout?.off("data", onData);
      resolve();
    };
    child.stdout?.on("data", onData);
    child.once("exit", (code) => reject(new Error(`the server exited with ${code}`)));
  });
  const res = await fetch(`http://127.0.0.1:${port}/api/health`);
  expect(res.status).toBe(200);
}

describe("the server process", () => {
  it("refuses to start with bad configuration and names every bad key", async () => {
    const { exited, output } = start({ PORT: "eighty", CONTACT_EMAIL: "nobody" });
    expect(await exited).toBe(1);
    expect(output()).toContain("Tablestart cannot start");
    expect(output()).toContain("PORT:");
    expect(output()).toContain("CONTACT_EMAIL:");
  });

  it("serves, writes structured logs, and exits cleanly on SIGTERM", async () => {
    const port = await freePort();
    const { child, exited, output } = start({ PORT: String(port), LOG_LEVEL: "info" });
    await waitForHealth(port, child);
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
    const lines = output()
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line));
    expect(lines.some((l) => l.msg?.startsWith("Server listening"))).toBe(true);
    expect(lines.some((l) => l.msg?.startsWith("shutting down") && l.signal === "SIGTERM")).toBe(
      true,
    );
  }, 120_000);

  it("as npm start runs it: optimised builds, loopback only, and says where mail goes", async () => {
    const port = await freePort();
    const { child, exited, output } = start({ PORT: String(port), HOST: undefined });
    await waitForHealth(port, child);
    // Without SITE_URL, pictures point at the port served (not :3000 whatever PORT says).
    const home = await fetch(`http://127.0.0.1:${port}/api/listar/v1/home/init`);
    const picture = ((await home.json()) as { data: { sliders: string[] } }).data.sliders[0]!;
    expect(picture.startsWith(`http://localhost:${port}/media/`), picture).toBe(true);
    const shown = await fetch(picture.replace("//localhost:", "//127.0.0.1:"));
    expect(shown.status).toBe(200);
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
    const started = output()
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line))
      .find((l) => l.msg?.startsWith("Tablestart (development) is listening"));
    expect(started).toMatchObject({
      appEnv: "development",
      nodeEnv: "production",
      host: "127.0.0.1",
      siteUrl: `http://localhost:${port}`,
      mail: "dev outbox",
      demoAccounts: true,
    });
    expect(started.msg).toContain("/dev/mail");
    expect(started.msg).toContain(`links and pictures point at http://localhost:${port}`);
    expect(started.msg).toContain("demo accounts");
    // What the public site lacks, in one warning line that points at the admins' screen (#31).
    const logged = output()
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line));
    const setup = logged.filter((l) => l.msg?.startsWith("setup: "));
    expect(setup).toHaveLength(1);
    expect(setup[0].level).toBe(40);
    expect(setup[0].msg).toMatch(/^setup: 13 of 13 public settings missing: CONTACT_EMAIL, /);
    for (const name of ["CONSULTANCY_BR_NUMBER", "SITE_URL", "SMTP_URL", "MAP_TILE_URL"]) {
      expect(setup[0].msg).toContain(name);
    }
    expect(setup[0].msg).toContain("STRIPE_SECRET_KEY+STRIPE_WEBHOOK_SECRET");
    expect(setup[0].msg.endsWith(`; see http://localhost:${port}/app/setup`)).toBe(true);
    // The one line says it all: no separate warning for the contact address any more.
    expect(logged.filter((l) => /CONTACT_EMAIL/.test(l.msg ?? ""))).toEqual([setup[0]]);
    const addresses = output().match(/Server listening at http:\/\/[^"\s]+/g) ?? [];
    expect(addresses.length).toBeGreaterThan(0);
    for (const address of addresses) expect(address).toContain("127.0.0.1");
    // PGlite writes its files 0666: only the folder keeps password hashes from other local users.
    expect(statSync(path.join(dataDir, "pglite")).mode & 0o777).toBe(0o700);
  }, 120_000);
});
