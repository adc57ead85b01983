import { inArray } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { users } from "../db/schema.ts";
import { DEMO_ACCOUNTS } from "./demo/seed.ts";

/** Whether any demo account (public password) can sign in here, for the start-up log. */
export async function demoAccountsPresent(db: Db): Promise<boolean> {
  const usernames = DEMO_ACCOUNTS.map((account) => account.username);
  const found = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.username, usernames))
    .limit(1);
  return found.length > 0;
}
