import { lt } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/database.ts";
import { enquiries, mailOutbox, users } from "../../db/schema.ts";
import { uploadsDirectory } from "../api/media/media-files.ts";
import { deleteAccount } from "../api/users/delete-account.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long personal data is kept, as the privacy policy states it (PDPO DPP2: no longer than
 * the purpose needs). Change the policy's text with these.
 */
export const RETENTION_DAYS = {
  /** Long enough to follow up and to answer a complaint about a reply. */
  enquiries: 730,
  /** The dev outbox only stands in for sending; its links expire within days anyway. */
  devOutbox: 30,
  /**
   * A deactivated account (Listar's `auth/deactivate`) can no longer sign in; twelve months on,
   * it and all that is its are deleted as `auth/delete_account` deletes (decision 035).
   */
  deactivatedAccounts: 365,
} as const;

const before = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/**
 * Deletes what has outlived its retention period; safe to run on every instance at once.
 * `uploadsRoot` is where deleted accounts' pictures are removed from.
 */
export async function purgeExpiredData(deps: { db: Db; uploadsRoot: string }, now = new Date()) {
  const { db } = deps;
  const purgedEnquiries = await db
    .delete(enquiries)
    .where(lt(enquiries.createdAt, before(now, RETENTION_DAYS.enquiries)))
    .returning({ id: enquiries.id });
  const purgedMail = await db
    .delete(mailOutbox)
    .where(lt(mailOutbox.createdAt, before(now, RETENTION_DAYS.devOutbox)))
    .returning({ id: mailOutbox.id });
  const expiredAccounts = await db
    .select({ id: users.id })
    .from(users)
    .where(lt(users.deactivatedAt, before(now, RETENTION_DAYS.deactivatedAccounts)));
  let deletedAccounts = 0;
  // One at a time, each in its own transaction: another instance may be purging the same ones.
  for (const { id } of expiredAccounts) {
    if (await deleteAccount(deps, id)) deletedAccounts++;
  }
  return {
    enquiries: purgedEnquiries.length,
    devOutbox: purgedMail.length,
    deactivatedAccounts: deletedAccounts,
  };
}

/** Purges before the app serves, then daily for as long as it runs. */
export function scheduleRetention(app: FastifyInstance) {
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    const deps = { db: app.database.db, uploadsRoot: uploadsDirectory(app.config.dataDir) };
    running = purgeExpiredData(deps).then(
      (purged) => app.log.info({ purged }, "expired personal data purged"),
      (err) => app.log.error({ err }, "retention purge failed"),
    );
    return running;
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook("onReady", async () => {
    await run();
    timer = setInterval(run, DAY_MS).unref();
  });
  // The database closes after this hook: let a purge under way finish first.
  app.addHook("onClose", async () => {
    clearInterval(timer);
    await running;
  });
}
