import { lt } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/database.ts";
import { enquiries, mailOutbox } from "../../db/schema.ts";

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
} as const;

const before = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/** Deletes what has outlived its retention period; safe to run on every instance at once. */
export async function purgeExpiredData(db: Db, now = new Date()) {
  const purgedEnquiries = await db
    .delete(enquiries)
    .where(lt(enquiries.createdAt, before(now, RETENTION_DAYS.enquiries)))
    .returning({ id: enquiries.id });
  const purgedMail = await db
    .delete(mailOutbox)
    .where(lt(mailOutbox.createdAt, before(now, RETENTION_DAYS.devOutbox)))
    .returning({ id: mailOutbox.id });
  return { enquiries: purgedEnquiries.length, devOutbox: purgedMail.length };
}

/** Purges before the app serves, then daily for as long as it runs. */
export function scheduleRetention(app: FastifyInstance) {
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = purgeExpiredData(app.database.db).then(
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
