import { chmod, mkdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { Pool } from "pg";
import * as schema from "./schema.ts";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Applies the checked-in migrations that have not run yet. */
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PostgreSQL's connection pool as it stands (for /metrics); PGlite has no pool. */
  pool?: () => PoolStats;
}

export interface PoolStats {
  /** Connections open, of them idle, and queries waiting for one. */
  total: number;
  idle: number;
  waiting: number;
}

const MIGRATIONS_FOLDER = fileURLToPath(new URL("./migrations", import.meta.url));

/**
 * PostgreSQL when a URL is given, otherwise embedded PGlite: on disk under
 * `dataDir`, or in memory when `dataDir` is "memory://" (tests), optionally
 * starting from a dumped data folder (`dumpDataDir()`) instead of an empty one.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  loadDataDir?: Blob;
  /** An idle connection died (the server restarted, the database was dropped): told, not thrown. */
  onConnectionError?: (error: Error) => void;
}): Promise<Database> {
  if (options.databaseUrl) {
    // Loaded only here, as PGlite is below: a server on PGlite never holds pg's code (issue 33).
    const [{ default: pg }, { drizzle: drizzleNodePg }, { migrate: migrateNodePg }] =
      await Promise.all([
        import("pg"),
        import("drizzle-orm/node-postgres"),
        import("drizzle-orm/node-postgres/migrator"),
      ]);
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // Without a listener, an idle connection's error would end the process; the pool replaces it.
    pool.on("error", (error) => options.onConnectionError?.(error));
    const db = drizzleNodePg({ client: pool, schema, casing: "snake_case" });
    return {
      db: db as unknown as Db,
      kind: "postgres",
      migrate: () => migrateNodePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => closePool(pool),
      pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }

  // Loaded only here: a server on PostgreSQL never holds the embedded database's code (some
  // 20 MB of memory).
  const [
    { PGlite },
    { btree_gist },
    { cube },
    { earthdistance },
    { pg_trgm },
    { drizzle: drizzlePglite },
    { migrate: migratePglite },
  ] = await Promise.all([
    import("@electric-sql/pglite"),
    import("@electric-sql/pglite/contrib/btree_gist"),
    import("@electric-sql/pglite/contrib/cube"),
    import("@electric-sql/pglite/contrib/earthdistance"),
    import("@electric-sql/pglite/contrib/pg_trgm"),
    import("drizzle-orm/pglite"),
    import("drizzle-orm/pglite/migrator"),
  ]);
  let client: PGlite;
  // The migrations create these; PGlite must have their code loaded first
  // (docs/ARCHITECTURE.md, "Rules the code keeps").
  const extensions = { pg_trgm, btree_gist, cube, earthdistance };
  if (options.dataDir === "memory://") {
    client = new PGlite({ loadDataDir: options.loadDataDir, extensions });
  } else {
    const dir = path.join(options.dataDir, "pglite");
    await mkdir(dir, { recursive: true });
    // PGlite writes its files 0666 whatever the umask; a private folder keeps password hashes and
    // personal data from other local users, as PostgreSQL's own 0700 data directory does.
    await chmod(dir, 0o700);
    // A dumped data folder can only start a new database: PGlite refuses it over an existing one.
    client = new PGlite(dir, { extensions, loadDataDir: options.loadDataDir });
  }
  const db = drizzlePglite({ client, schema, casing: "snake_case" });
  return {
    db: db as unknown as Db,
    kind: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}

/**
 * Ends the pool once every connection has really closed: `pool.end()` resolves as soon as the
 * pool has let go of its clients, while their sessions may still be open on the server.
 */
function closePool(pool: Pool): Promise<void> {
  let open = pool.totalCount;
  const closed = new Promise<void>((resolve) => {
    if (open === 0) resolve();
    pool.on("remove", () => {
      open -= 1;
      if (open === 0) resolve();
    });
  });
  return pool.end().then(() => closed);
}
