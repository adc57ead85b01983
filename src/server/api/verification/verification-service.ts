import { and, desc, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../../../db/database.ts";
import { emailVerifications, users } from "../../../db/schema.ts";
import { hasPersonalInfo, type PersonalInfo } from "../../../shared/accounts/personal-info.ts";
import { LANGUAGE_PATH_PREFIX, type Language } from "../../../shared/i18n/languages.ts";
import { MESSAGES, type MessageKey } from "../../../shared/i18n/messages/index.ts";
import { translate } from "../../../shared/i18n/translate.ts";
import {
  hashSecret,
  matchesHash,
  newLinkToken,
  newVerificationCode,
} from "../auth/secret-token.ts";
import type { User } from "../users/user-repository.ts";

export const VERIFICATION_HOURS = 24;
export const RESEND_COOLDOWN_SECONDS = 60;
/** Wrong codes tried against one mail before its code stops working (the link still works). */
const MAX_CODE_ATTEMPTS = 5;

export interface VerificationStatus {
  emailVerified: boolean;
  havePersonalInfo: boolean;
  verified: boolean;
}

/** The account's personal info under the shared fields' names (shared/accounts/personal-info.ts). */
export function personalInfoOf(user: User): PersonalInfo {
  return { first_name: user.firstName, last_name: user.lastName, phone: user.phone };
}

/** Verified = e-mail proven and the personal info a booking needs: first and last name, phone. */
export function verificationStatus(user: User): VerificationStatus {
  const emailVerified = user.emailVerifiedAt !== null;
  const havePersonalInfo = hasPersonalInfo(personalInfoOf(user));
  return { emailVerified, havePersonalInfo, verified: emailVerified && havePersonalInfo };
}

const VERIFY_FIRST = {
  review: {
    email: "accounts.unverified.review.email",
    personalInfo: "accounts.unverified.review.personalInfo",
    both: "accounts.unverified.review.both",
  },
  booking: {
    email: "bookingsApi.unverified.email",
    personalInfo: "bookingsApi.unverified.personalInfo",
    both: "bookingsApi.unverified.both",
  },
} as const satisfies Record<string, Record<"email" | "personalInfo" | "both", MessageKey>>;

/**
 * What an unverified user must still do before writing a review or booking, and where: the web
 * app's account screen (in the message's language, decision 045) does both steps; the stock
 * Listar apps can do neither (their profile form has no name or phone fields).
 */
export function verifyFirstMessage(
  user: User,
  language: Language,
  siteUrl: string,
  action: keyof typeof VERIFY_FIRST = "review",
): string {
  const { emailVerified, havePersonalInfo } = verificationStatus(user);
  const missing = emailVerified ? "personalInfo" : havePersonalInfo ? "email" : "both";
  return translate(MESSAGES[language], VERIFY_FIRST[action][missing], {
    email: user.email,
    link: `${siteUrl}${LANGUAGE_PATH_PREFIX[language]}/app/account`,
  });
}

export interface IssuedVerification {
  id: number;
  code: string;
  token: string;
}

/** A new code and link for the user's current address; earlier ones stop working. */
export async function issueVerification(db: Db, user: User): Promise<IssuedVerification> {
  const code = newVerificationCode();
  const link = newLinkToken();
  const id = await db.transaction(async (tx) => {
    await tx
      .update(emailVerifications)
      .set({ usedAt: new Date() })
      .where(and(eq(emailVerifications.userId, user.id), isNull(emailVerifications.usedAt)));
    const [row] = await tx
      .insert(emailVerifications)
      .values({
        userId: user.id,
        email: user.email,
        tokenHash: link.hash,
        codeHash: code.hash,
        expiresAt: new Date(Date.now() + VERIFICATION_HOURS * 3600 * 1000),
      })
      .returning({ id: emailVerifications.id });
    if (!row) throw new Error("insert returned no row");
    return row.id;
  });
  return { id, code: code.code, token: link.token };
}

/** Forgets a verification whose mail never left, so the cooldown does not hold back a retry. */
export async function withdrawVerification(db: Db, id: number): Promise<void> {
  await db.delete(emailVerifications).where(eq(emailVerifications.id, id));
}

/** Seconds until another mail may be sent; 0 when it may be sent now. */
export async function secondsUntilResend(db: Db, userId: number): Promise<number> {
  const [latest] = await db
    .select({ createdAt: emailVerifications.createdAt })
    .from(emailVerifications)
    .where(eq(emailVerifications.userId, userId))
    .orderBy(desc(emailVerifications.createdAt))
    .limit(1);
  if (!latest) return 0;
  const elapsed = (Date.now() - latest.createdAt.getTime()) / 1000;
  return Math.max(0, Math.ceil(RESEND_COOLDOWN_SECONDS - elapsed));
}

async function markVerified(db: Db, verificationId: number, userId: number): Promise<User> {
  return db.transaction(async (tx) => {
    const now = new Date();
    await tx
      .update(emailVerifications)
      .set({ usedAt: now })
      .where(and(eq(emailVerifications.userId, userId), isNull(emailVerifications.usedAt)));
    const [user] = await tx
      .update(users)
      .set({ emailVerifiedAt: now, updatedAt: now })
      .where(eq(users.id, userId))
      .returning();
    if (!user) throw new Error(`user ${userId} vanished during verification ${verificationId}`);
    return user;
  });
}

const live = () =>
  and(isNull(emailVerifications.usedAt), gt(emailVerifications.expiresAt, new Date()));

/** The signed-in user's typed code, against their latest mail; the updated user, or null. */
export async function verifyByCode(db: Db, user: User, code: string): Promise<User | null> {
  const [latest] = await db
    .select()
    .from(emailVerifications)
    .where(and(eq(emailVerifications.userId, user.id), live()))
    .orderBy(desc(emailVerifications.createdAt))
    .limit(1);
  if (!latest || latest.email !== user.email || latest.failedAttempts >= MAX_CODE_ATTEMPTS) {
    return null;
  }
  if (!matchesHash(code, latest.codeHash)) {
    await db
      .update(emailVerifications)
      .set({ failedAttempts: latest.failedAttempts + 1 })
      .where(eq(emailVerifications.id, latest.id));
    return null;
  }
  return markVerified(db, latest.id, user.id);
}

export type TokenVerification =
  | { outcome: "verified"; user: User }
  /** The link's address is the account's and already proven: opened again, or after the code. */
  | { outcome: "alreadyVerified"; user: User }
  /** No such link, or spent or expired with its address unproven, or an address since changed. */
  | { outcome: "invalid" };

/**
 * The mailed link's token, whoever opens it. A link opened a second time finds its address
 * proven and says so (decision 041): only the holder of a real link learns that, and a link
 * replaced by a newer mail or past its 24 hours still proves nothing.
 */
export async function verifyByToken(db: Db, token: string): Promise<TokenVerification> {
  const [row] = await db
    .select({ verification: emailVerifications, user: users })
    .from(emailVerifications)
    .innerJoin(users, eq(users.id, emailVerifications.userId))
    .where(eq(emailVerifications.tokenHash, hashSecret(token)));
  if (!row || row.user.deactivatedAt || row.verification.email !== row.user.email) {
    return { outcome: "invalid" };
  }
  if (row.user.emailVerifiedAt) return { outcome: "alreadyVerified", user: row.user };
  const { usedAt, expiresAt } = row.verification;
  if (usedAt || expiresAt <= new Date()) return { outcome: "invalid" };
  return { outcome: "verified", user: await markVerified(db, row.verification.id, row.user.id) };
}
