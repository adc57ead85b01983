import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { openDatabase } from "../../src/db/database.ts";
import { adminQuery } from "../setup/migrated-databases.ts";

const adminUrl = process.env.TEST_DATABASE_URL;

it.runIf(adminUrl)(
  "survives PostgreSQL ending an idle connection: told, and the next query gets a new one",
  async () => {
    let connectionLost: (error: Error) => void = () => {};
    const lost = new Promise<Error>((resolve) => {
      connectionLost = resolve;
    });
    const database = await openDatabase({
      databaseUrl: adminUrl,
      dataDir: "unused",
      onConnectionError: (error) => connectionLost(error),
    });
    try {
      const [row] = (
        await database.db.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`)
      ).rows;
      // What a server restart or an administrator does to the pool's idle connection.
      await adminQuery(adminUrl as string, `select pg_terminate_backend(${Number(row?.pid)})`);
      expect((await lost).message).toMatch(/terminat/i);
      await database.ping();
    } finally {
      await database.close();
    }
  },
);
