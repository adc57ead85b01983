import type { SQL } from "drizzle-orm";
import type { Database } from "../../src/db/database.ts";

/** Rows of a raw query: PGlite and node-postgres both answer `{ rows }`. */
export async function query<T>(database: Database, statement: SQL): Promise<T[]> {
  const result = (await database.db.execute(statement)) as unknown as { rows: T[] };
  return result.rows;
}
