import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import { deleteAttachmentFiles } from "../media/attachment-files.ts";
import { deleteMedia } from "../media/media-service.ts";
import { type PlaceUploads, unusedUploads } from "../media/media-usage.ts";

/**
 * Deletes what a place or a revision let go, once nothing else uses it, after the answer.
 * Failures only leave files on disk. `log` is the request's, so a failure's line carries its id.
 */
export function releaseUploads(
  app: FastifyInstance,
  uploads: PlaceUploads | null,
  log: FastifyBaseLogger,
) {
  if (!uploads || (!uploads.mediaIds.length && !uploads.fileIds.length)) return;
  const { db } = app.database;
  const storage = app.mediaStorage;
  app.backgroundTasks.run(
    (async () => {
      const unused = await unusedUploads(db, uploads);
      for (const id of unused.mediaIds) await deleteMedia({ db, storage }, id);
      await deleteAttachmentFiles({ db, storage }, unused.fileIds);
    })().catch((err) => log.error({ err }, "removing a place's unused uploads failed")),
  );
}
