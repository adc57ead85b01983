import { eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/database.ts";
import { userDevices, users } from "../../../db/schema.ts";

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export async function findUserById(db: Db, id: number): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

/** By address, which is stored lower-case. */
export async function findUserByEmail(db: Db, email: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase()));
  return user;
}

/** Usernames are unique without regard to case, and match so at sign-in. */
export async function findUserByUsername(db: Db, username: string): Promise<User | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = ${username.trim().toLowerCase()}`);
  return user;
}

/** Which unique field a failed insert or update collided on, if that was the failure. */
export function duplicateField(error: unknown): "username" | "email" | undefined {
  // Drizzle wraps the driver's error; PGlite and node-postgres both carry code and constraint.
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const { code, constraint } = e as { code?: string; constraint?: string };
    if (code === "23505") {
      if (constraint === "users_username_key") return "username";
      if (constraint === "users_email_key") return "email";
    }
  }
  return undefined;
}

export async function insertUser(db: Db, values: NewUser): Promise<User> {
  const [user] = await db.insert(users).values(values).returning();
  if (!user) throw new Error("insert returned no row");
  return user;
}

export async function updateUser(
  db: Db,
  id: number,
  changes: Partial<Omit<NewUser, "id" | "tokenVersion">>,
): Promise<User> {
  const [user] = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  if (!user) throw new Error(`user ${id} vanished`);
  return user;
}

/** A new password; every token issued before it stops working. */
export async function setPassword(db: Db, id: number, passwordHash: string): Promise<User> {
  const [user] = await db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  if (!user) throw new Error(`user ${id} vanished`);
  return user;
}

/** Blocks sign-in, revokes every token and forgets the devices, so no push reaches it. */
export async function deactivateUser(db: Db, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        deactivatedAt: new Date(),
        tokenVersion: sql`${users.tokenVersion} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(users.id, id));
    await tx.delete(userDevices).where(eq(userDevices.userId, id));
  });
}
