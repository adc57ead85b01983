import type { Readable } from "node:stream";
import type { Config } from "../../config.ts";
import type { LocalMediaStorage } from "./local-media-storage.ts";
import type { S3MediaStorage } from "./s3-media-storage.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Where uploads are written, read, served from and deleted. */
    mediaStorage: MediaStorage;
  }
}

/** One stored file, as read back: what serving it and backing it up need. */
export interface MediaObject {
  body: Readable;
  contentType: string;
  /** Bytes in `body`. */
  length: number;
  etag: string;
  lastModified: Date;
}

/**
 * Where uploads and their thumbnails live, by key (`2026/11/<random>/name.jpg`): the data
 * folder's `uploads` or an S3-compatible bucket (decision 058). Every write, read and delete of a
 * media file goes through here; `/media/<key>` serves it.
 */
export interface MediaStore {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The whole file, or undefined when there is none. */
  get(key: string): Promise<MediaObject | undefined>;
  /** Removes each upload's folder (`2026/11/<random>`) and every file in it. */
  removeFolders(folders: readonly string[]): Promise<void>;
  /** Every stored file, for backups. */
  list(): AsyncIterable<{ key: string; size: number }>;
  close(): Promise<void>;
}

export type MediaStorage = LocalMediaStorage | S3MediaStorage;

/** A stored file is never rewritten (its folder is random), so every cache may keep it a year. */
export const MEDIA_CACHE_CONTROL = "public, max-age=31536000, immutable";

/** The types of the files we store: each extension was chosen from the file's content. */
const CONTENT_TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  gif: "image/gif",
  avif: "image/avif",
  pdf: "application/pdf",
};

export function contentTypeOf(key: string): string {
  const extension = key.slice(key.lastIndexOf(".") + 1).toLowerCase();
  return CONTENT_TYPES[extension] ?? "application/octet-stream";
}

/**
 * Whether a request path can name a stored file: the keys we make are plain segments, so `..`,
 * hidden files, backslashes and empty segments never are (and never reach the bucket).
 */
export function isMediaKey(key: string): boolean {
  if (!key || key.length > 512) return false;
  return key
    .split("/")
    .every((segment) => segment !== "" && !segment.startsWith(".") && !/[\\\0]/.test(segment));
}

/** The storage `config.media` asks for; S3's client is loaded only when it is used. */
export async function openMediaStorage(
  config: Pick<Config, "media" | "dataDir">,
): Promise<MediaStorage> {
  if (config.media.storage === "s3") {
    const { S3MediaStorage } = await import("./s3-media-storage.ts");
    return new S3MediaStorage(config.media);
  }
  const { LocalMediaStorage, uploadsDirectory } = await import("./local-media-storage.ts");
  return new LocalMediaStorage(uploadsDirectory(config.dataDir));
}
