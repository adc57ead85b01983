import { desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../src/db/database.ts";
import { mailOutbox, users } from "../../src/db/schema.ts";
import { hashPassword } from "../../src/node/password-hash.ts";

export const PASSWORD = "correct-horse-42";

/**
 * One hash for every test account, at a cost 32 times below the product's: scrypt is slow on
 * purpose, and each sign-in verifies at the cost stored with the hash. Tests of the cost itself
 * hash with the product's (`hashPassword` without a cost).
 */
let sharedHash: Promise<string> | undefined;
const TEST_ACCOUNT_COST = { N: 2 ** 10, r: 8, p: 1 };

/** An active account straight in the database (sign-up has its own tests). */
export async function createUser(
  db: Db,
  values: Partial<typeof users.$inferInsert> & { username: string },
) {
  sharedHash ??= hashPassword(PASSWORD, TEST_ACCOUNT_COST);
  const [user] = await db
    .insert(users)
    .values({
      email: `${values.username.toLowerCase()}@example.test`,
      displayName: values.username,
      passwordHash: await sharedHash,
      ...values,
    })
    .returning();
  if (!user) throw new Error("no user");
  return user;
}

export async function signIn(
  app: FastifyInstance,
  username: string,
  password = PASSWORD,
): Promise<string> {
  const res = await app.inject({
    method: "POST",
    url: "/api/jwt-auth/v1/token",
    payload: { username, password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.body}`);
  return res.json().data.token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function mailsTo(db: Db, to: string) {
  return db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.id));
}

/** Waits for mail sent after the answer (reset links go out in the background). */
export async function waitForMail(db: Db, to: string, count = 1) {
  for (let i = 0; i < 200; i++) {
    const mails = await mailsTo(db, to);
    if (mails.length >= count) return mails;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`no mail to ${to}`);
}

/** The first URL in a mail's text that carries a `token` parameter. */
export function tokenFromMail(text: string): string {
  const match = /https?:\/\/\S+\?token=([\w%-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no link in mail:\n${text}`);
  return decodeURIComponent(match[1]);
}

export function multipart(
  fields: Record<string, string | Blob>,
  files: Record<string, [Blob, string]> = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, [blob, filename]] of Object.entries(files)) form.append(name, blob, filename);
  return form;
}

/** The details a booking form needs of its customer: the people of the booking suites have them. */
const BOOKING_DETAILS = { firstName: "Ann", lastName: "Lee", phone: "+852 9123 4567" };

/**
 * Verified accounts with their booking details, each signed in: their ids and tokens go into
 * `into` by username (the records the suite's API caller reads).
 */
export async function signedInPeople(
  app: FastifyInstance,
  db: Db,
  people: readonly (readonly [
    username: string,
    role: "user" | "author" | "admin",
    language?: string,
  ])[],
  into: { ids: Record<string, number>; tokens: Record<string, string> },
) {
  for (const [username, role, language] of people) {
    const user = await createUser(db, {
      username,
      email: `${username}@example.test`,
      role,
      ...(language ? { language } : {}),
      emailVerifiedAt: new Date(),
      ...BOOKING_DETAILS,
    });
    into.ids[username] = user.id;
    into.tokens[username] = await signIn(app, username);
  }
}
