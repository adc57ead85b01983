import { and, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "../../../db/database.ts";
import {
  files,
  media,
  placeAttachments,
  placeGallery,
  placeRevisions,
  places,
  terms,
  users,
} from "../../../db/schema.ts";

/** Media and files a place links to: what an edit or a delete may leave unused. */
export interface PlaceUploads {
  mediaIds: number[];
  fileIds: number[];
}

const mediaInUse = [
  sql`not exists (select 1 from ${placeGallery} where ${placeGallery.mediaId} = ${media.id})`,
  sql`not exists (select 1 from ${places} where ${places.imageMediaId} = ${media.id})`,
  sql`not exists (select 1 from ${users} where ${users.photoMediaId} = ${media.id})`,
  sql`not exists (select 1 from ${terms} where ${terms.imageMediaId} = ${media.id})`,
  // An edit waiting for review names uploads the live place does not link yet (decision 082).
  sql`not exists (select 1 from ${placeRevisions} where ${placeRevisions.status} = 'pending' and ${media.id} = any(${placeRevisions.mediaIds}))`,
];

const fileInUse = [
  sql`not exists (select 1 from ${placeAttachments} where ${placeAttachments.fileId} = ${files.id})`,
  sql`not exists (select 1 from ${placeRevisions} where ${placeRevisions.status} = 'pending' and ${files.id} = any(${placeRevisions.fileIds}))`,
];

/**
 * Of `uploads`, the media and files no place, profile, term or pending revision uses any more:
 * the ones to delete (rows and files) after a place or a revision let them go.
 */
export async function unusedUploads(db: Db, uploads: PlaceUploads): Promise<PlaceUploads> {
  const mediaIds = uploads.mediaIds.length
    ? (
        await db
          .select({ id: media.id })
          .from(media)
          .where(and(inArray(media.id, uploads.mediaIds), ...mediaInUse))
      ).map((row) => row.id)
    : [];
  const fileIds = uploads.fileIds.length
    ? (
        await db
          .select({ id: files.id })
          .from(files)
          .where(and(inArray(files.id, uploads.fileIds), ...fileInUse))
      ).map((row) => row.id)
    : [];
  return { mediaIds, fileIds };
}

/**
 * Uploads made before `before` that nothing has ever used: photos and files a form uploaded and
 * then never saved (the author went away, or removed them before saving).
 */
export async function abandonedUploads(db: Db, before: Date): Promise<PlaceUploads> {
  const mediaIds = (
    await db
      .select({ id: media.id })
      .from(media)
      .where(and(lt(media.createdAt, before), ...mediaInUse))
  ).map((row) => row.id);
  const fileIds = (
    await db
      .select({ id: files.id })
      .from(files)
      .where(and(lt(files.createdAt, before), ...fileInUse))
  ).map((row) => row.id);
  return { mediaIds, fileIds };
}
