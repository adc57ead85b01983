import { and, eq, gt, isNull } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../../db/database.ts";
import { passwordResets, users } from "../../../db/schema.ts";
import { hashPassword } from "../../../node/password-hash.ts";
import type { Language } from "../../../shared/i18n/languages.ts";
import { findUserByEmail, findUserById, setPassword, type User } from "../users/user-repository.ts";
import { resetPasswordMail } from "./reset-password-mail.ts";
import { hashSecret, newLinkToken } from "./secret-token.ts";

const RESET_LINK_MINUTES = 60;
/** At most one reset mail per account per minute, so nobody can flood someone's inbox. */
const RESET_MAIL_INTERVAL_SECONDS = 60;

/**
 * Mails a single-use reset link if the address belongs to an active account. The caller has
 * already answered the same way for every address, so what happens here is never visible.
 */
export async function mailResetLink(app: FastifyInstance, email: string, language: Language) {
  const { db } = app.database;
  const user = await findUserByEmail(db, email);
  if (!user || user.deactivatedAt) return;
  const recent = await db
    .select({ id: passwordResets.id })
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.userId, user.id),
        gt(passwordResets.createdAt, new Date(Date.now() - RESET_MAIL_INTERVAL_SECONDS * 1000)),
      ),
    )
    .limit(1);
  if (recent.length > 0) return;

  const link = newLinkToken();
  await db.insert(passwordResets).values({
    userId: user.id,
    tokenHash: link.hash,
    email: user.email,
    expiresAt: new Date(Date.now() + RESET_LINK_MINUTES * 60 * 1000),
  });
  await app.mailer.send(
    resetPasswordMail(
      user,
      { token: link.token, minutes: RESET_LINK_MINUTES },
      app.config.siteUrl,
      language,
    ),
  );
}

/**
 * Spends a reset token (once, before it expires) on a new password. Every other open link and
 * every token of the account die with it; following the link also proves the address.
 * Null when the token is unknown, used or expired.
 */
export async function resetPassword(
  db: Db,
  token: string,
  newPassword: string,
): Promise<User | null> {
  const passwordHash = await hashPassword(newPassword);
  return db.transaction(async (tx) => {
    const now = new Date();
    const [spent] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResets.tokenHash, hashSecret(token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResets.userId, email: passwordResets.email });
    if (!spent) return null;
    const owner = await findUserById(tx, spent.userId);
    if (!owner || owner.deactivatedAt) return null;
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, owner.id), isNull(passwordResets.usedAt)));
    if (owner.email === spent.email && !owner.emailVerifiedAt) {
      await tx.update(users).set({ emailVerifiedAt: now }).where(eq(users.id, owner.id));
    }
    return setPassword(tx, owner.id, passwordHash);
  });
}
