import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { type Database, openDatabase } from "../../src/db/database.ts";
import { buildApp } from "../../src/server/app.ts";
import { type Config, loadConfig } from "../../src/server/config.ts";

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
    ...overrides,
  });
}

/**
 * A fresh, empty database: in-memory PGlite, or a throw-away PostgreSQL
 * database created on the test server and dropped on close.
 */
export async function freshDatabase(kind: "pglite" | "postgres"): Promise<Database> {
  if (kind === "pglite") return openDatabase({ dataDir: "memory://" });
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `tablestart_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: "unused" });
  const close = database.close;
  database.close = async () => {
    await close();
    const dropper = new pg.Client({ connectionString: adminUrl });
    await dropper.connect();
    await dropper.query(`drop database if exists ${name} with (force)`);
    await dropper.end();
  };
  return database;
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

export async function startTestApp(
  kind: "pglite" | "postgres",
  overrides: Record<string, string> = {},
): Promise<TestApp> {
  const database = await freshDatabase(kind);
  const app = await buildApp(testConfig(overrides), { database });
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
