import { randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../src/db/database.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** A tarball of a migrated PGlite data folder; each test app loads its own copy. */
    pgliteSnapshot: string;
    /** A migrated PostgreSQL database each test database is created from (TEST_DATABASE_URL only). */
    postgresTemplate: string | undefined;
  }
}

/**
 * Vitest global setup: migrate one database of each kind once per run. Starting PGlite from an
 * empty folder runs initdb, which costs far more than loading a ready data folder, and the API suite
 * starts dozens of test apps; PostgreSQL copies a template database faster than it migrates one.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = await mkdtemp(path.join(tmpdir(), "tablestart-test-"));
  const snapshotPath = path.join(folder, "pglite.tar");
  const pglite = await openDatabase({ dataDir: "memory://" });
  await pglite.migrate();
  const client = (pglite.db as unknown as { $client: PGlite }).$client;
  // Uncompressed: gunzipping 40 MB for every test app would cost more than it saves.
  await writeFile(snapshotPath, await client.dumpDataDir("none").then(toBytes));
  await pglite.close();
  project.provide("pgliteSnapshot", snapshotPath);

  const adminUrl = process.env.TEST_DATABASE_URL;
  const template = adminUrl ? `tablestart_template_${randomBytes(6).toString("hex")}` : undefined;
  if (adminUrl && template) {
    await adminQuery(adminUrl, `create database ${template}`);
    const url = new URL(adminUrl);
    url.pathname = `/${template}`;
    const database = await openDatabase({ databaseUrl: url.toString(), dataDir: "unused" });
    await database.migrate();
    // No session may stay connected to a template while databases are created from it.
    await database.close();
  }
  project.provide("postgresTemplate", template);

  return async () => {
    if (adminUrl && template) await adminQuery(adminUrl, `drop database if exists ${template}`);
    await rm(folder, { recursive: true, force: true });
  };
}

async function toBytes(blob: Blob): Promise<Uint8Array> {
  return new Uint8Array(await blob.arrayBuffer());
}

export async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
