import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { and, asc, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../../db/database.ts";
import { guestEmailCodes } from "../../../db/schema.ts";
import { LANGUAGE_PATH_PREFIX, type Language } from "../../../shared/i18n/languages.ts";
import { resolveJwtSecret } from "../auth/jwt-secret.ts";
import { hashSecret, matchesHash, newVerificationCode } from "../auth/secret-token.ts";

/** How long a guest's e-mail code works: long enough to switch to the mail app and back. */
export const GUEST_CODE_MINUTES = 10;
/** Wrong codes tried against one code before it stops working. */
export const MAX_GUEST_CODE_ATTEMPTS = 5;
/** One code a minute per address, and a few an hour: a form cannot be made to spam a mailbox. */
export const GUEST_CODE_COOLDOWN_SECONDS = 60;
export const GUEST_CODES_PER_HOUR = 5;

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export type IssuedCode =
  | { kind: "issued"; id: number; code: string }
  | { kind: "wait"; seconds: number };

/**
 * A new code for an address, replacing its earlier ones; or how long to wait, when the address
 * had a code in the last minute or five in the last hour. Counted in one transaction that locks
 * the address (an advisory lock), so a burst cannot slip under the ceiling.
 */
export async function issueGuestCode(db: Db, email: string, now = new Date()): Promise<IssuedCode> {
  return db.transaction(async (tx) => {
    await lockKey(tx, `guest-code:${email}`);
    const hourAgo = new Date(now.getTime() - 3_600_000);
    const recent = await tx
      .select({ createdAt: guestEmailCodes.createdAt })
      .from(guestEmailCodes)
      .where(and(eq(guestEmailCodes.email, email), gt(guestEmailCodes.createdAt, hourAgo)))
      .orderBy(asc(guestEmailCodes.createdAt));
    const latest = recent.at(-1);
    const sinceLatest = latest ? (now.getTime() - latest.createdAt.getTime()) / 1000 : Infinity;
    if (sinceLatest < GUEST_CODE_COOLDOWN_SECONDS) {
      return { kind: "wait", seconds: Math.ceil(GUEST_CODE_COOLDOWN_SECONDS - sinceLatest) };
    }
    const oldest = recent[0];
    if (oldest && recent.length >= GUEST_CODES_PER_HOUR) {
      const seconds = Math.ceil((oldest.createdAt.getTime() + 3_600_000 - now.getTime()) / 1000);
      return { kind: "wait", seconds: Math.max(1, seconds) };
    }
    // A new code replaces the earlier ones: only the latest mail's works.
    await tx
      .update(guestEmailCodes)
      .set({ usedAt: now })
      .where(and(eq(guestEmailCodes.email, email), isNull(guestEmailCodes.usedAt)));
    const code = newVerificationCode();
    const [row] = await tx
      .insert(guestEmailCodes)
      .values({
        email,
        codeHash: code.hash,
        expiresAt: new Date(now.getTime() + GUEST_CODE_MINUTES * 60_000),
        createdAt: now,
      })
      .returning({ id: guestEmailCodes.id });
    if (!row) throw new Error("insert returned no row");
    return { kind: "issued", id: row.id, code: code.code };
  });
}

/** Forgets a code whose mail never left, so the cooldown does not hold back a retry. */
export async function withdrawGuestCode(db: Db, id: number): Promise<void> {
  await db.delete(guestEmailCodes).where(eq(guestEmailCodes.id, id));
}

export type CodeCheck =
  | { kind: "ok"; id: number }
  /** Not the latest code's digits (one more failed attempt counted). */
  | { kind: "wrong" }
  /** No live code for the address: none asked for, replaced, used, expired or tried too often. */
  | { kind: "expired" };

/** The typed code against the address's latest live code; a wrong one counts against it. */
export async function checkGuestCode(
  db: Db,
  email: string,
  code: string,
  now = new Date(),
): Promise<CodeCheck> {
  const [latest] = await db
    .select()
    .from(guestEmailCodes)
    .where(
      and(
        eq(guestEmailCodes.email, email),
        isNull(guestEmailCodes.usedAt),
        gt(guestEmailCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(guestEmailCodes.createdAt))
    .limit(1);
  if (!latest || latest.failedAttempts >= MAX_GUEST_CODE_ATTEMPTS) return { kind: "expired" };
  if (!matchesHash(code, latest.codeHash)) {
    // Counted in the database, so parallel guesses cannot all read the same count.
    const [counted] = await db
      .update(guestEmailCodes)
      .set({ failedAttempts: sqlIncrement() })
      .where(eq(guestEmailCodes.id, latest.id))
      .returning({ failedAttempts: guestEmailCodes.failedAttempts });
    return (counted?.failedAttempts ?? MAX_GUEST_CODE_ATTEMPTS) > MAX_GUEST_CODE_ATTEMPTS
      ? { kind: "expired" }
      : { kind: "wrong" };
  }
  return { kind: "ok", id: latest.id };
}

/**
 * Uses the code up, in the order's transaction: true when this order took it, false when another
 * order took it first (then the order must roll back).
 */
export async function consumeGuestCode(
  tx: Db | Tx,
  id: number,
  now = new Date(),
): Promise<boolean> {
  const used = await tx
    .update(guestEmailCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(guestEmailCodes.id, id),
        isNull(guestEmailCodes.usedAt),
        gt(guestEmailCodes.expiresAt, now),
      ),
    )
    .returning({ id: guestEmailCodes.id });
  return used.length > 0;
}

const sqlIncrement = () => sql`${guestEmailCodes.failedAttempts} + 1`;

/** Waits for, then holds until the transaction ends, a lock on a text key (one per address). */
export async function lockKey(tx: Db | Tx, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

/** The client address as kept on a guest booking: a SHA-256, enough to count by. */
export const addressHash = (ip: string) => createHash("sha256").update(`guest:${ip}`).digest("hex");

/** The random half of a guest booking's link (128 bits), kept on the booking. */
export const newGuestKey = () => randomBytes(16).toString("base64url");

const linkKeys = new WeakMap<FastifyInstance, Promise<Buffer>>();

/** The server's key for guest links, derived from its signing secret (one per app). */
function linkKey(app: FastifyInstance): Promise<Buffer> {
  let key = linkKeys.get(app);
  if (!key) {
    key = resolveJwtSecret(app.config).then((secret) =>
      createHmac("sha256", secret).update("tablestart guest booking links").digest(),
    );
    linkKeys.set(app, key);
  }
  return key;
}

/** A guest booking's link token: HMAC-SHA256 of its id and key, 256 bits, URL-safe. */
export async function guestToken(
  app: FastifyInstance,
  booking: { id: number; guestKey: string | null },
): Promise<string | null> {
  if (!booking.guestKey) return null;
  return createHmac("sha256", await linkKey(app))
    .update(`${booking.id}.${booking.guestKey}`)
    .digest("base64url");
}

/** Whether `token` opens this booking; compared in constant time, as hashes. */
export async function isGuestToken(
  app: FastifyInstance,
  booking: { id: number; guestKey: string | null },
  token: string,
): Promise<boolean> {
  const expected = await guestToken(app, booking);
  if (!expected || token.length > 100) return false;
  const a = Buffer.from(hashSecret(token), "hex");
  const b = Buffer.from(hashSecret(expected), "hex");
  return timingSafeEqual(a, b);
}

/** The booking's page in the web app, opened by its guest link; `language` gives the app's. */
export async function guestBookingUrl(
  app: FastifyInstance,
  booking: { id: number; guestKey: string | null },
  language?: Language,
): Promise<string | null> {
  const token = await guestToken(app, booking);
  if (!token) return null;
  const prefix = language ? LANGUAGE_PATH_PREFIX[language] : "";
  return `${app.config.siteUrl}${prefix}/app/bookings/${booking.id}?token=${token}`;
}

/** A day after it was made, a guest's code (and the address it went to) is of no use: deleted. */
export async function purgeGuestCodes(db: Db, now = new Date()): Promise<number> {
  const purged = await db
    .delete(guestEmailCodes)
    .where(lt(guestEmailCodes.createdAt, new Date(now.getTime() - 86_400_000)))
    .returning({ id: guestEmailCodes.id });
  return purged.length;
}
