import { and, isNull, lt } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/database.ts";
import { enquiries, mailOutbox, questionnaireAnswers, users } from "../../db/schema.ts";
import { purgeExpiredHolds } from "../api/bookings/booking-hold-routes.ts";
import { eraseBookingCustomers } from "../api/bookings/booking-retention.ts";
import { purgeGuestCodes } from "../api/bookings/guest-bookings.ts";
import { deleteAttachmentFiles } from "../api/media/attachment-files.ts";
import { deleteMedia } from "../api/media/media-service.ts";
import { abandonedUploads } from "../api/media/media-usage.ts";
import { deleteAccount } from "../api/users/delete-account.ts";
import { enqueueJob } from "./jobs/job-queue.ts";
import type { MediaStorage } from "./media-storage/media-storage.ts";

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
  /**
   * Photos and files uploaded by a form that was never saved: a week covers an author who
   * uploads today and finishes the form another day.
   */
  abandonedUploads: 7,
  /**
   * A visitor's questionnaire answers serve the same purpose as an enquiry: following up.
   * Account holders' answers stay while the account does (and go with it).
   */
  visitorQuestionnaireAnswers: 730,
  /**
   * After a visit, the owner may need the guest's details for a dispute, a refund or a lost
   * item; two years after the booked day, who booked is erased and the booking stays as figures.
   */
  bookingCustomers: 730,
} as const;

const before = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/**
 * Deletes what has outlived its retention period; safe to run on every instance at once.
 * `storage` is where deleted accounts' pictures and abandoned uploads are removed from.
 */
export async function purgeExpiredData(deps: { db: Db; storage: MediaStorage }, now = new Date()) {
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
  const purgedAnswers = await db
    .delete(questionnaireAnswers)
    .where(
      and(
        isNull(questionnaireAnswers.userId),
        lt(questionnaireAnswers.updatedAt, before(now, RETENTION_DAYS.visitorQuestionnaireAnswers)),
      ),
    )
    .returning({ id: questionnaireAnswers.id });
  const erasedBookings = await eraseBookingCustomers(
    db,
    before(now, RETENTION_DAYS.bookingCustomers),
  );
  // Guests' e-mail codes (decision 074): spent or not, of no use after a day.
  await purgeGuestCodes(db, now);
  // Expired holds (decision 073), with the client address they keep.
  await purgeExpiredHolds(db, now);
  const abandoned = await abandonedUploads(db, before(now, RETENTION_DAYS.abandonedUploads));
  for (const id of abandoned.mediaIds) await deleteMedia(deps, id);
  await deleteAttachmentFiles(deps, abandoned.fileIds);
  return {
    enquiries: purgedEnquiries.length,
    devOutbox: purgedMail.length,
    deactivatedAccounts: deletedAccounts,
    abandonedUploads: abandoned.mediaIds.length + abandoned.fileIds.length,
    questionnaireAnswers: purgedAnswers.length,
    bookingCustomers: erasedBookings,
  };
}

const PURGE_JOB = "retention-purge";
/** 03:00 in Hong Kong, when the fewest people use the directory. */
const PURGE_HOUR_UTC = 19;
/** How often each instance makes sure the next daily purge is in the jobs table. */
const SCHEDULE_EVERY_MS = 60 * 60 * 1000;

/** The first daily purge after `now`, and the key that makes it one job whoever schedules it. */
export function nextDailyPurge(now: Date): { runAt: Date; uniqueKey: string } {
  const runAt = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), PURGE_HOUR_UTC),
  );
  if (runAt <= now) runAt.setUTCDate(runAt.getUTCDate() + 1);
  return { runAt, uniqueKey: `${PURGE_JOB}:${runAt.toISOString().slice(0, 10)}` };
}

/**
 * Puts the next daily purge in the jobs table unless an instance already has: every instance
 * calls this, the job runner of one of them runs it (decision 057). Answers whether this call
 * added it.
 */
export function scheduleDailyPurge(app: FastifyInstance, now = new Date()): Promise<boolean> {
  return enqueueJob(app.database.db, { kind: PURGE_JOB, payload: {}, ...nextDailyPurge(now) });
}

/**
 * Purges before the app serves (each instance as it starts: a restarted one may have been
 * down for days), then daily at 03:00 Hong Kong time as a job that runs once however many
 * instances there are. `stop()` ends the scheduling and waits for a purge or a scheduling
 * under way (the daily purge is a job: the job runner waits for that one); app.ts's close hook
 * calls it before the database closes. Not an onClose hook of its own: those run in the
 * reverse of their order, so one added here, before app.ts's, would run after the database
 * had closed.
 */
export function scheduleRetention(app: FastifyInstance): { stop(): Promise<void> } {
  const purge = async () => {
    const deps = { db: app.database.db, storage: app.mediaStorage };
    const purged = await purgeExpiredData(deps);
    app.log.info({ purged }, "expired personal data purged");
  };
  app.jobs.handle(PURGE_JOB, purge);
  let scheduling: Promise<unknown> = Promise.resolve();
  const schedule = () => {
    scheduling = scheduleDailyPurge(app).catch((err) =>
      app.log.error({ err }, "scheduling the daily retention purge failed"),
    );
    return scheduling;
  };
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  app.addHook("onReady", async () => {
    running = purge().catch((err) => app.log.error({ err }, "retention purge failed"));
    await running;
    await schedule();
    timer = setInterval(schedule, SCHEDULE_EVERY_MS).unref();
  });
  return {
    async stop() {
      clearInterval(timer);
      await running;
      await scheduling;
    },
  };
}
