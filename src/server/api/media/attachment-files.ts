import { randomBytes } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import type { Db } from "../../../db/database.ts";
import { files } from "../../../db/schema.ts";
import { UploadedFile } from "../../plugins/multipart-bodies.ts";
import type { MediaStorage } from "../../services/media-storage/media-storage.ts";
import { reencodeUpload } from "./image-processing.ts";
import { mediaFileUrl, removeMediaDirectory, writeMediaFiles } from "./media-files.ts";
import { fileSlug, type UploadProblem } from "./media-service.ts";

export type StoredFile = typeof files.$inferSelect;

export const ATTACHMENT_MAX_MEGABYTES = 10;
export const ATTACHMENT_MAX_BYTES = ATTACHMENT_MAX_MEGABYTES * 1024 * 1024;

/** What an attachment may be, told by its first bytes (never by its name), with the extension it gets. */
const KINDS = [
  {
    mimeType: "application/pdf",
    extension: "pdf",
    matches: (b: Buffer) => b.subarray(0, 5).toString("latin1") === "%PDF-",
  },
  {
    mimeType: "image/png",
    extension: "png",
    matches: (b: Buffer) =>
      b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  {
    mimeType: "image/jpeg",
    extension: "jpg",
    matches: (b: Buffer) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  },
  {
    mimeType: "image/webp",
    extension: "webp",
    matches: (b: Buffer) =>
      b.subarray(0, 4).toString("latin1") === "RIFF" &&
      b.subarray(8, 12).toString("latin1") === "WEBP",
  },
] as const;

export type StoredAttachment =
  | { ok: true; file: StoredFile }
  | { ok: false; problem: UploadProblem };

/** An ASCII file name for the stored copy; the uploaded name is kept apart for showing. */
const storedName = (original: string, extension: string) =>
  `${fileSlug(original, "attachment")}.${extension}`;

// Bidirectional marks, embeddings, overrides and isolates: in a name they only serve to show
// it in another order than it is ("menu\u202Efdp.exe" shows as "menuexe.pdf").
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** The name shown to visitors: the uploaded one, with the extension its content earned. */
function shownName(original: string, extension: string): string {
  const base =
    original
      .replace(BIDI_CONTROLS, "")
      .replace(/\.[^.]*$/, "")
      .trim()
      .slice(0, 120) || "attachment";
  return `${base}.${extension}`;
}

/**
 * What is stored of an upload of `kind`: a PDF as sent (served for download only, never shown
 * in our pages: media-routes.ts), an image re-encoded from its pixels as gallery photos are.
 */
async function storedContent(
  data: Buffer,
  kind: (typeof KINDS)[number],
): Promise<
  | { ok: true; data: Buffer; extension: string; mimeType: string }
  | { ok: false; problem: UploadProblem }
> {
  if (kind.mimeType === "application/pdf") {
    return { ok: true, data, extension: kind.extension, mimeType: kind.mimeType };
  }
  // Checked and re-encoded in one decoding, in one of the image slots.
  return reencodeUpload(data);
}

/** Checks an attachment by its content and stores file and row together. */
export async function storeAttachment(
  deps: { db: Db; storage: MediaStorage },
  userId: number,
  upload: unknown,
): Promise<StoredAttachment> {
  if (!(upload instanceof UploadedFile) || upload.data.length === 0) {
    return { ok: false, problem: "missing" };
  }
  if (upload.truncated || upload.data.length > ATTACHMENT_MAX_BYTES) {
    return { ok: false, problem: "too_large" };
  }
  const kind = KINDS.find((candidate) => candidate.matches(upload.data));
  if (!kind) return { ok: false, problem: "type" };
  const content = await storedContent(upload.data, kind);
  if (!content.ok) return content;

  const now = new Date();
  const month = String(now.getUTCMonth() + 1).padStart(2, "0");
  const directory = `${now.getUTCFullYear()}/${month}/${randomBytes(8).toString("hex")}`;
  const name = storedName(upload.filename, content.extension);
  await writeMediaFiles(deps.storage, directory, [
    { name, data: content.data, contentType: content.mimeType },
  ]);
  try {
    const [row] = await deps.db
      .insert(files)
      .values({
        userId,
        directory,
        file: name,
        originalName: shownName(upload.filename, content.extension),
        mimeType: content.mimeType,
        byteSize: content.data.length,
      })
      .returning();
    if (!row) throw new Error("insert returned no row");
    return { ok: true, file: row };
  } catch (error) {
    await removeMediaDirectory(deps.storage, directory);
    throw error;
  }
}

/** Listar's attachment object (`place/view`'s `attachments`), with the size in bytes. */
export function attachmentFileJson(file: StoredFile, siteUrl: string) {
  return {
    id: file.id,
    url: mediaFileUrl(siteUrl, file.directory, file.file),
    name: file.originalName,
    size: file.byteSize,
    mime_type: file.mimeType,
  };
}

/** Deletes files: rows first, then their folders (a folder left behind is only disk). */
export async function deleteAttachmentFiles(
  deps: { db: Db; storage: MediaStorage },
  ids: readonly number[],
): Promise<void> {
  if (!ids.length) return;
  const rows = await deps.db
    .delete(files)
    .where(inArray(files.id, [...ids]))
    .returning({ directory: files.directory });
  await deps.storage.removeFolders(rows.map((row) => row.directory));
}

/**
 * Deletes a user's files in two steps, for deleting the account, as `deleteMediaRowsOfUser`
 * does for pictures: the rows here (their places' links go by cascade), the folders after commit.
 */
export async function deleteFileRowsOfUser(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .delete(files)
    .where(eq(files.userId, userId))
    .returning({ directory: files.directory });
  return rows.map((row) => row.directory);
}

export async function filesOfPlace(db: Db, fileIds: readonly number[]): Promise<StoredFile[]> {
  if (!fileIds.length) return [];
  const rows = await db
    .select()
    .from(files)
    .where(inArray(files.id, [...fileIds]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return fileIds.flatMap((id) => byId.get(id) ?? []);
}

export async function findFile(db: Db, id: number): Promise<StoredFile | undefined> {
  const [row] = await db.select().from(files).where(eq(files.id, id));
  return row;
}
