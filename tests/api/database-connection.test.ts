import { randomBytes } from "node:crypto";
import { expect, it } from "vitest";
import { openDatabase } from "../../src/db/database.ts";
import { adminQuery } from "../setup/migrated-databases.ts";

const adminUrl = process.env.TEST_DATABASE_URL;

it("survives PostgreSQL ending an idle connection: told, and the next query gets a new one", async ({
  skip,
}) => {
  skip(!adminUrl, "needs TEST_DATABASE_URL: a PostgreSQL server whose connection it can end");
  let connectionLost: (error: Error) => void = () => {};
  const lost = new Promise<Error>((resolve) => {
    connectionLost = resolve;
  });
  // A name of its own, so that only this pool's connection is ended.
  const name = `tablestart_conn_${randomBytes(4).toString("hex")}`;
  const url = new URL(adminUrl as string);
  url.searchParams.set("application_name", name);
  const database = await openDatabase({
    databaseUrl: url.toString(),
    dataDir: "unused",
    onConnectionError: (error) => connectionLost(error),
  });
  try {
    await database.ping();
    // What a server restart or an administrator does to the pool's idle connection.
    await adminQuery(
      adminUrl as string,
      `select pg_terminate_backend(pid) from pg_stat_activity where application_name = '${name}'`,
    );
    expect((await lost).message).toMatch(/terminat/i);
    await database.ping();
  } finally {
    await database.close();
  }
});
