import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { resolveJwtSecret } from "./jwt-secret.ts";

describe("resolveJwtSecret", () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "tablestart-secret-"));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it("uses JWT_SECRET when it is set and writes nothing", async () => {
    const secret = "x".repeat(40);
    expect(await resolveJwtSecret({ jwtSecret: secret, dataDir })).toBe(secret);
    await expect(stat(path.join(dataDir, "jwt-secret"))).rejects.toThrow();
  });

  it("generates a secret once, keeps it private in the data directory, and reuses it", async () => {
    const nested = path.join(dataDir, "new");
    const first = await resolveJwtSecret({ jwtSecret: undefined, dataDir: nested });
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = path.join(nested, "jwt-secret");
    expect((await readFile(file, "utf8")).trim()).toBe(first);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await resolveJwtSecret({ jwtSecret: undefined, dataDir: nested })).toBe(first);
  });

  it("agrees with itself when two workers start at once", async () => {
    const results = await Promise.all(
      Array.from({ length: 4 }, () => resolveJwtSecret({ jwtSecret: undefined, dataDir })),
    );
    expect(new Set(results).size).toBe(1);
  });

  it("refuses a kept secret that is too short", async () => {
    await writeFile(path.join(dataDir, "jwt-secret"), "short\n");
    await expect(resolveJwtSecret({ jwtSecret: undefined, dataDir })).rejects.toThrow(
      /fewer than 32 characters/,
    );
  });
});
