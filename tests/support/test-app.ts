import { randomBytes } from "node:crypto";
import { openAsBlob } from "node:fs";
import type { FastifyInstance } from "fastify";
import { inject } from "vitest";
import { type Database, openDatabase } from "../../src/db/database.ts";
import { buildApp } from "../../src/server/app.ts";
import { type Config, loadConfig } from "../../src/server/config.ts";
import { adminQuery } from "../setup/migrated-databases.ts";

/** Which database the API suite runs on: PGlite always, PostgreSQL too when TEST_DATABASE_URL is set. */
export const DATABASE_KINDS: ("pglite" | "postgres")[] = process.env.TEST_DATABASE_URL
  ? ["pglite", "postgres"]
  : ["pglite"];

export function testConfig(overrides: Record<string, string> = {}): Config {
  // A configured deployment; tests of an unconfigured one pass CONTACT_EMAIL: "".
  return loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    CONTACT_EMAIL: "hello@tablestart.test",
    // Suites read far faster than a person from one address; cost-bounded-reads tests the limit.
    READ_RATE_LIMIT: "1000000",
    ...overrides,
  });
}

/** The migrated PGlite data folder of this run (tests/setup/migrated-databases.ts), read once per test file. */
let pgliteSnapshot: Promise<Blob> | undefined;

/**
 * A fresh, migrated database of its own: in-memory PGlite loaded from the run's migrated snapshot,
 * or a throw-away PostgreSQL database copied from the run's migrated template and dropped on close.
 */
export async function freshDatabase(kind: "pglite" | "postgres"): Promise<Database> {
  if (kind === "pglite") {
    pgliteSnapshot ??= openAsBlob(inject("pgliteSnapshot"));
    return openDatabase({ dataDir: "memory://", loadDataDir: await pgliteSnapshot });
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  const template = inject("postgresTemplate");
  if (!adminUrl || !template) throw new Error("TEST_DATABASE_URL is not set");
  const name = `tablestart_test_${randomBytes(6).toString("hex")}`;
  await adminQuery(adminUrl, `create database ${name} template ${template}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: "unused" });
  const close = database.close;
  database.close = async () => {
    await close();
    await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
  };
  return database;
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/** An app on a fresh database; with `web`, it also serves the pages (needs the web build). */
export async function startTestApp(
  kind: "pglite" | "postgres",
  overrides: Record<string, string> = {},
  options: { web?: boolean } = {},
): Promise<TestApp> {
  const database = await freshDatabase(kind);
  const app = await buildApp(testConfig(overrides), { database, web: options.web ?? false });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
