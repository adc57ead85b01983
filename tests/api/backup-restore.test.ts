import { createHash } from "node:crypto";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { type SQL, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBackup } from "../../scripts/db-backup.ts";
import { restoreBackup } from "../../scripts/db-restore.ts";
import { type Db, openDatabase } from "../../src/db/database.ts";
import { buildApp } from "../../src/server/app.ts";
import { seedDemoData } from "../../src/server/demo/seed.ts";
import { bearer, createUser, signIn } from "../support/accounts.ts";
import { testConfig } from "../support/test-app.ts";

const SITE_URL = "https://tablestart.test";
const NS = "/api/listar/v1";
const PDF = "%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n";

const rowsOf = async <T>(db: Db, statement: SQL) =>
  ((await db.execute(statement)) as unknown as { rows: T[] }).rows;

/** Per table: its row count and a hash of all its rows in a fixed order. */
async function tableChecksums(db: Db): Promise<Record<string, { rows: number; md5: string }>> {
  const tables = await rowsOf<{ name: string }>(
    db,
    sql`
    select quote_ident(table_schema) || '.' || quote_ident(table_name) as name
      from information_schema.tables
     where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
     order by 1`,
  );
  const sums: Record<string, { rows: number; md5: string }> = {};
  for (const { name } of tables) {
    const [sum] = await rowsOf<{ rows: number; md5: string }>(
      db,
      sql.raw(`select count(*)::int as rows,
                      md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as md5
                 from ${name} t`),
    );
    sums[name] = sum!;
  }
  return sums;
}

/** Every file under a folder: relative path → SHA-256 of its bytes. */
async function fileHashes(folder: string): Promise<Record<string, string>> {
  const hashes: Record<string, string> = {};
  for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    hashes[path.relative(folder, file)] = createHash("sha256")
      .update(await readFile(file))
      .digest("hex");
  }
  return hashes;
}

async function checksumsOf(dataDir: string) {
  const database = await openDatabase({ dataDir });
  try {
    return await tableChecksums(database.db);
  } finally {
    await database.close();
  }
}

describe("db:backup and db:restore of the embedded database and its media", () => {
  let root: string;
  let source: string;
  let archive: string;
  let photoUrl: string;
  let before: Awaited<ReturnType<typeof tableChecksums>>;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), "tablestart-backup-"));
    source = path.join(root, "source");
    archive = path.join(root, "backups", "tablestart.tar.gz");

    // The demo data set (accounts, places with pictures, reviews, bookings) and an upload of
    // each kind through the API, in a PGlite data folder of its own.
    const app = await buildApp(testConfig({ SITE_URL, DATA_DIR: source }));
    try {
      await seedDemoData(app.database.db, () => {}, { storage: app.mediaStorage });
      await createUser(app.database.db, {
        username: "owner",
        role: "author",
        emailVerifiedAt: new Date(),
      });
      const token = await signIn(app, "owner");
      const photo = new FormData();
      const jpeg = await sharp({
        create: { width: 640, height: 480, channels: 3, background: "teal" },
      })
        .jpeg()
        .toBuffer();
      photo.append("file", new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), "a.jpg");
      const uploaded = await app.inject({
        method: "POST",
        url: "/api/wp/v2/media",
        payload: photo,
        headers: bearer(token),
      });
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      photoUrl = uploaded.json().source_url;
      const menu = new FormData();
      menu.append("file", new Blob([PDF], { type: "application/pdf" }), "menu.pdf");
      const attached = await app.inject({
        method: "POST",
        url: `${NS}/place/attachment`,
        payload: menu,
        headers: bearer(token),
      });
      expect(attached.statusCode, attached.body).toBe(201);
    } finally {
      await app.close();
    }
    before = await checksumsOf(source);
  }, 300_000);
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it("restores every row and every media file into an empty data folder", async () => {
    const summary = await createBackup(testConfig({ DATA_DIR: source }), archive);
    const media = await fileHashes(path.join(source, "uploads"));
    expect(summary.mediaFiles).toBe(Object.keys(media).length);
    expect(summary.mediaFiles).toBeGreaterThan(10);
    expect(summary.rows).toBe(Object.values(before).reduce((sum, table) => sum + table.rows, 0));
    for (const table of [
      "public.places",
      "public.reviews",
      "public.bookings",
      "public.media",
      "public.files",
    ]) {
      expect(before[table]?.rows, table).toBeGreaterThan(0);
    }

    const target = path.join(root, "target");
    await restoreBackup(testConfig({ DATA_DIR: target }), archive);
    expect(await fileHashes(path.join(target, "uploads"))).toEqual(media);

    const app = await buildApp(testConfig({ SITE_URL, DATA_DIR: target }));
    try {
      // Read before the app starts serving (and its jobs and purges start changing things).
      expect(await tableChecksums(app.database.db)).toEqual(before);
      const served = await app.inject({ url: photoUrl.replace(SITE_URL, "") });
      expect(served.statusCode).toBe(200);
      const file = path.join(source, "uploads", photoUrl.replace(`${SITE_URL}/media/`, ""));
      expect(served.rawPayload.equals(await readFile(file))).toBe(true);

      // The restored database is the server's now: a backup while it runs is refused.
      await expect(createBackup(testConfig({ DATA_DIR: target }), `${archive}.2`)).rejects.toThrow(
        /stop the server first/,
      );
    } finally {
      await app.close();
    }
  }, 300_000);

  it("refuses to restore over a data folder that holds a database, unless forced", async () => {
    const target = path.join(root, "occupied");
    const app = await buildApp(testConfig({ DATA_DIR: target }));
    await createUser(app.database.db, { username: "someone-else" });
    await app.close();
    const occupied = await checksumsOf(target);

    await expect(restoreBackup(testConfig({ DATA_DIR: target }), archive)).rejects.toThrow(
      /holds a database: pass --force/,
    );
    expect(await checksumsOf(target)).toEqual(occupied);

    await restoreBackup(testConfig({ DATA_DIR: target }), archive, { force: true });
    expect(await checksumsOf(target)).toEqual(before);
  }, 300_000);
});
