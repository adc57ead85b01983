import { randomBytes } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../../db/database.ts";
import { type MediaSizes, media } from "../../../db/schema.ts";
import { UploadedFile } from "../../plugins/multipart-bodies.ts";
import type { MediaStorage } from "../../services/media-storage/media-storage.ts";
import { type ImageProblem, renderUpload } from "./image-processing.ts";
import { removeMediaDirectory, writeMediaFiles } from "./media-files.ts";

export type Media = typeof media.$inferSelect;

export const MEDIA_MAX_MEGABYTES = 5;
export const MEDIA_MAX_BYTES = MEDIA_MAX_MEGABYTES * 1024 * 1024;

export type UploadProblem = "missing" | "too_large" | ImageProblem;
export type StoredImage = { ok: true; media: Media } | { ok: false; problem: UploadProblem };

/** A readable ASCII name for the stored files, from the uploaded one (never a path). */
export function fileSlug(filename: string, fallback = "image"): string {
  const slug = filename
    .replace(/\.[^.]*$/, "")
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 50)
    .replace(/-+$/, "");
  return slug || fallback;
}

/**
 * Checks an upload by its content, renders the three sizes and stores files and row together:
 * if the row cannot be written, the files go too.
 */
export async function storeImage(
  deps: { db: Db; storage: MediaStorage },
  userId: number,
  file: unknown,
): Promise<StoredImage> {
  if (!(file instanceof UploadedFile) || file.data.length === 0) {
    return { ok: false, problem: "missing" };
  }
  if (file.truncated || file.data.length > MEDIA_MAX_BYTES) {
    return { ok: false, problem: "too_large" };
  }
  // Checked, decoded once and rendered in one of the image slots.
  const rendered = await renderUpload(file.data);
  if (!rendered.ok) return rendered;
  const { image } = rendered;
  const now = new Date();
  const month = String(now.getUTCMonth() + 1).padStart(2, "0");
  // A random folder keeps URLs unguessable and lets them be cached for ever.
  const directory = `${now.getUTCFullYear()}/${month}/${randomBytes(8).toString("hex")}`;
  const slug = fileSlug(file.filename);
  const name = (size: keyof MediaSizes) => {
    const { width, height } = image.sizes[size];
    return size === "full"
      ? `${slug}.${image.extension}`
      : `${slug}-${width}x${height}.${image.extension}`;
  };
  const sizes = Object.fromEntries(
    (["thumbnail", "medium", "full"] as const).map((size) => [
      size,
      { file: name(size), width: image.sizes[size].width, height: image.sizes[size].height },
    ]),
  ) as unknown as MediaSizes;

  await writeMediaFiles(
    deps.storage,
    directory,
    (["thumbnail", "medium", "full"] as const).map((size) => ({
      name: sizes[size].file,
      data: image.sizes[size].data,
      contentType: image.mimeType,
    })),
  );
  try {
    const [row] = await deps.db
      .insert(media)
      .values({
        userId,
        directory,
        originalName: file.filename.slice(0, 255),
        mimeType: image.mimeType,
        sizes,
      })
      .returning();
    if (!row) throw new Error("insert returned no row");
    return { ok: true, media: row };
  } catch (error) {
    await removeMediaDirectory(deps.storage, directory);
    throw error;
  }
}

export async function findMedia(db: Db, id: number): Promise<Media | undefined> {
  const [row] = await db.select().from(media).where(eq(media.id, id));
  return row;
}

/** Deletes an upload: its row, then its folder of files (a file left behind is only disk). */
export async function deleteMedia(
  deps: { db: Db; storage: MediaStorage },
  id: number,
): Promise<void> {
  const [row] = await deps.db.delete(media).where(eq(media.id, id)).returning();
  if (row) await removeMediaDirectory(deps.storage, row.directory);
}

/** Every upload a user made, oldest first. */
export async function mediaOfUser(db: Db, userId: number): Promise<Media[]> {
  return db.select().from(media).where(eq(media.userId, userId)).orderBy(asc(media.id));
}

/**
 * Deletes a user's uploads in two steps, for deleting the account: the rows (inside the
 * caller's transaction), then, once that has committed, the storage's `removeFolders` with what
 * this returned. Files go only after the rows are gone for good.
 */
export async function deleteMediaRowsOfUser(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .delete(media)
    .where(eq(media.userId, userId))
    .returning({ directory: media.directory });
  return rows.map((row) => row.directory);
}
