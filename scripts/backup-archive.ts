/**
 * What `db:backup` writes and `db:restore` reads (decision 058): one gzipped tar with
 *   manifest.json   what is inside: row counts per table, every media file and its size
 *   database.tar    the PGlite data folder as `dumpDataDir()` gives it (a consistent copy)
 *   media/<key>     every upload, from the uploads folder or the bucket
 * The system's `tar` packs and unpacks it (GNU tar, bsdtar on macOS and Windows 10+), so an
 * archive can also be opened by hand.
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";

export const MANIFEST_FILE = "manifest.json";
export const DATABASE_FILE = "database.tar";
export const MEDIA_FOLDER = "media";

export interface BackupManifest {
  format: 1;
  createdAt: string;
  /** PostgreSQL's major version inside PGlite: a data folder loads only into the same one. */
  postgresVersion: string;
  /** `schema.table` → rows, checked again after a restore. */
  tables: Record<string, number>;
  media: { source: "local" | "s3"; files: { key: string; size: number }[] };
}

/** Something the person running the command must fix; printed without a stack. */
export class BackupError extends Error {}

/** Where PGlite keeps its files under DATA_DIR (as `openDatabase` opens it). */
export const pgliteFolder = (dataDir: string) => path.join(dataDir, "pglite");

/** PGlite writes postmaster.pid while it has the folder open and removes it on close. */
export const pgliteIsOpen = (dataDir: string) =>
  existsSync(path.join(pgliteFolder(dataDir), "postmaster.pid"));

export function refuseOnPostgres(databaseUrl: string | undefined) {
  if (databaseUrl) {
    throw new BackupError(
      "DATABASE_URL is set: back PostgreSQL up with pg_dump and pg_restore (README, “Backups”).",
    );
  }
}

/** Rows in every table of the database, the migrations' own included. */
export async function countRows(client: PGlite): Promise<Record<string, number>> {
  const { rows } = await client.query<{ name: string }>(
    `select quote_ident(table_schema) || '.' || quote_ident(table_name) as name
       from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
      order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of rows) {
    const [count] = (await client.query<{ n: number }>(`select count(*)::int as n from ${name}`))
      .rows;
    counts[name] = count?.n ?? 0;
  }
  return counts;
}

export function runTar(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const tar = spawn("tar", args, { stdio: ["ignore", "ignore", "pipe"] });
    let errors = "";
    tar.stderr.on("data", (chunk) => {
      errors += chunk;
    });
    tar.on("error", (error) => reject(new BackupError(`cannot run tar: ${error.message}`)));
    tar.on("close", (code) =>
      code === 0 ? resolve() : reject(new BackupError(`tar failed (${code}): ${errors.trim()}`)),
    );
  });
}

/** Reads `--flag`s and at most one path from a command line. */
export function parseArguments(args: string[], flags: readonly string[]) {
  const given = new Set<string>();
  const paths: string[] = [];
  for (const arg of args) {
    if (arg.startsWith("--")) {
      if (!flags.includes(arg)) throw new BackupError(`unknown option ${arg}`);
      given.add(arg);
    } else paths.push(arg);
  }
  if (paths.length > 1) throw new BackupError(`one archive path, not ${paths.length}`);
  return { flags: given, path: paths[0] };
}
