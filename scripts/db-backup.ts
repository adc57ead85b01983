/**
 * `npm run db:backup [-- <archive.tar.gz>]`: the embedded database and every media file in one
 * archive (default `backups/tablestart-<UTC time>.tar.gz`). Stop the server first: PGlite is one
 * process's database, and this command opens it itself (decision 058). On PostgreSQL, use
 * pg_dump instead (README, "Backups").
 */
import { createWriteStream, existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { pathToFileURL } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { type Config, ConfigError, loadConfig } from "../src/server/config.ts";
import { openMediaStorage } from "../src/server/services/media-storage/media-storage.ts";
import {
  BackupError,
  type BackupManifest,
  countRows,
  DATABASE_FILE,
  MANIFEST_FILE,
  MEDIA_FOLDER,
  parseArguments,
  pgliteFolder,
  pgliteIsOpen,
  refuseOnPostgres,
  runTar,
} from "./backup-archive.ts";

export const defaultArchivePath = (now = new Date()) =>
  path.join("backups", `tablestart-${now.toISOString().replace(/:/g, "-").slice(0, 19)}Z.tar.gz`);

export interface BackupSummary {
  archive: string;
  tables: number;
  rows: number;
  mediaFiles: number;
  mediaBytes: number;
}

export async function createBackup(
  config: Pick<Config, "dataDir" | "databaseUrl" | "media">,
  archive: string,
): Promise<BackupSummary> {
  refuseOnPostgres(config.databaseUrl);
  const folder = pgliteFolder(config.dataDir);
  if (!existsSync(path.join(folder, "PG_VERSION"))) {
    throw new BackupError(`there is no database in ${folder} (DATA_DIR) to back up`);
  }
  if (pgliteIsOpen(config.dataDir)) {
    throw new BackupError(
      `the database in ${folder} is open: stop the server first (if it crashed, start and stop it once)`,
    );
  }
  if (existsSync(archive)) throw new BackupError(`${archive} exists already`);

  await mkdir(path.dirname(path.resolve(archive)), { recursive: true });
  // Next to the archive, so the finished file is only renamed into place.
  const staging = await mkdtemp(path.join(path.dirname(path.resolve(archive)), ".backup-"));
  const partial = `${archive}.partial`;
  try {
    const client = new PGlite(folder);
    let tables: Record<string, number>;
    try {
      tables = await countRows(client);
      // A consistent copy of the data folder as PGlite itself sees it.
      const dump = await client.dumpDataDir("none");
      await pipeline(
        Readable.fromWeb(dump.stream() as import("node:stream/web").ReadableStream),
        createWriteStream(path.join(staging, DATABASE_FILE)),
      );
    } finally {
      await client.close();
    }

    const storage = await openMediaStorage(config);
    const files: { key: string; size: number }[] = [];
    try {
      for await (const { key } of storage.list()) {
        const object = await storage.get(key);
        if (!object) continue; // deleted while we listed
        const target = path.join(staging, MEDIA_FOLDER, ...key.split("/"));
        await mkdir(path.dirname(target), { recursive: true });
        await pipeline(object.body, createWriteStream(target));
        files.push({ key, size: object.length });
      }
    } finally {
      await storage.close();
    }
    await mkdir(path.join(staging, MEDIA_FOLDER), { recursive: true });

    const manifest: BackupManifest = {
      format: 1,
      createdAt: new Date().toISOString(),
      postgresVersion: (await readFile(path.join(folder, "PG_VERSION"), "utf8")).trim(),
      tables,
      media: { source: config.media.storage, files },
    };
    await writeFile(path.join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    await runTar(["-czf", partial, "-C", staging, MANIFEST_FILE, DATABASE_FILE, MEDIA_FOLDER]);
    await rename(partial, archive);
    return {
      archive,
      tables: Object.keys(tables).length,
      rows: Object.values(tables).reduce((sum, n) => sum + n, 0),
      mediaFiles: files.length,
      mediaBytes: files.reduce((sum, file) => sum + file.size, 0),
    };
  } finally {
    await rm(staging, { recursive: true, force: true });
    await rm(partial, { force: true });
  }
}

async function main() {
  const { path: given } = parseArguments(process.argv.slice(2), []);
  const summary = await createBackup(loadConfig(), given ?? defaultArchivePath());
  console.log(
    `Backed up ${summary.rows} rows in ${summary.tables} tables and ${summary.mediaFiles} media files (${(summary.mediaBytes / 1e6).toFixed(1)} MB) to ${summary.archive}`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  main().catch((error) => {
    const told = error instanceof BackupError || error instanceof ConfigError;
    console.error(told ? `Backup failed: ${error.message}` : error);
    process.exit(1);
  });
}
