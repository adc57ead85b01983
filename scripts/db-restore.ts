/**
 * `npm run db:restore -- <archive.tar.gz> [--force]`: puts a `db:backup` archive's database and
 * media files back under DATA_DIR (and into the bucket when MEDIA_STORAGE=s3). It refuses a
 * data folder or media storage that already holds something unless given --force, which
 * replaces the database and writes the archive's media over what is there (files it does not
 * have stay: nothing the restored database knows refers to them). Run with the server stopped.
 */
import { existsSync, openAsBlob } from "node:fs";
import { chmod, mkdir, mkdtemp, readdir, readFile, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { type Config, ConfigError, loadConfig } from "../src/server/config.ts";
import {
  contentTypeOf,
  isMediaKey,
  type MediaStorage,
  openMediaStorage,
} from "../src/server/services/media-storage/media-storage.ts";
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

export interface RestoreSummary {
  rows: number;
  mediaFiles: number;
}

const isEmptyFolder = async (folder: string) =>
  !existsSync(folder) || (await readdir(folder)).length === 0;

async function storageIsEmpty(storage: MediaStorage) {
  for await (const _ of storage.list()) return false;
  return true;
}

export async function restoreBackup(
  config: Pick<Config, "dataDir" | "databaseUrl" | "media">,
  archive: string,
  options: { force?: boolean } = {},
): Promise<RestoreSummary> {
  refuseOnPostgres(config.databaseUrl);
  if (!existsSync(archive)) throw new BackupError(`there is no archive at ${archive}`);
  const folder = pgliteFolder(config.dataDir);
  if (pgliteIsOpen(config.dataDir)) {
    throw new BackupError(`the database in ${folder} is open: stop the server first`);
  }
  const storage = await openMediaStorage(config);
  let staging: string | undefined;
  try {
    if (!options.force) {
      if (!(await isEmptyFolder(folder))) {
        throw new BackupError(`${folder} holds a database: pass --force to replace it`);
      }
      if (!(await storageIsEmpty(storage))) {
        const where = storage.kind === "s3" ? `the bucket ${storage.bucket}` : storage.root;
        throw new BackupError(`${where} holds media files: pass --force to write over them`);
      }
    }

    await mkdir(config.dataDir, { recursive: true });
    staging = await mkdtemp(path.join(config.dataDir, ".restore-"));
    await runTar(["-xzf", archive, "-C", staging]);
    const manifest = await readManifest(path.join(staging, MANIFEST_FILE));

    // Every media file is checked before anything is replaced.
    const media = manifest.media.files.map(({ key, size }) => {
      if (!isMediaKey(key)) throw new BackupError(`the archive names a bad media key: ${key}`);
      return { key, size, file: path.join(staging!, MEDIA_FOLDER, ...key.split("/")) };
    });
    for (const { key, size, file } of media) {
      if ((await stat(file).catch(() => undefined))?.size !== size) {
        throw new BackupError(`the archive's media file ${key} is missing or cut short`);
      }
    }

    // Loaded and counted beside the current database, which goes only once this one is whole.
    const loading = `${folder}.restoring`;
    await rm(loading, { recursive: true, force: true });
    await mkdir(loading, { recursive: true });
    // As openDatabase keeps it: personal data and password hashes are for this user only.
    await chmod(loading, 0o700);
    try {
      const client = new PGlite(loading, {
        loadDataDir: await openAsBlob(path.join(staging, DATABASE_FILE)),
      });
      try {
        const tables = await countRows(client);
        const differing = Object.keys({ ...tables, ...manifest.tables }).filter(
          (name) => tables[name] !== manifest.tables[name],
        );
        if (differing.length) {
          throw new BackupError(`the restored database differs from the archive in ${differing}`);
        }
      } finally {
        await client.close();
      }
    } catch (error) {
      await rm(loading, { recursive: true, force: true });
      throw error;
    }
    await rm(folder, { recursive: true, force: true });
    await rename(loading, folder);

    for (const { key, file } of media) {
      await storage.put(key, await readFile(file), contentTypeOf(key));
    }
    return {
      rows: Object.values(manifest.tables).reduce((sum, n) => sum + n, 0),
      mediaFiles: manifest.media.files.length,
    };
  } finally {
    await storage.close();
    if (staging) await rm(staging, { recursive: true, force: true });
  }
}

async function readManifest(file: string): Promise<BackupManifest> {
  const manifest = JSON.parse(await readFile(file, "utf8").catch(() => "null"));
  if (manifest?.format !== 1) throw new BackupError("this is not a Tablestart backup archive");
  return manifest;
}

async function main() {
  const { flags, path: archive } = parseArguments(process.argv.slice(2), ["--force"]);
  if (!archive) throw new BackupError("name the archive: npm run db:restore -- <file> [--force]");
  const config = loadConfig();
  const summary = await restoreBackup(config, archive, { force: flags.has("--force") });
  console.log(
    `Restored ${summary.rows} rows and ${summary.mediaFiles} media files into ${config.dataDir}`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  main().catch((error) => {
    const told = error instanceof BackupError || error instanceof ConfigError;
    console.error(told ? `Restore failed: ${error.message}` : error);
    process.exit(1);
  });
}
