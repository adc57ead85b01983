import { createReadStream } from "node:fs";
import { mkdir, readdir, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { contentTypeOf, type MediaObject, type MediaStore } from "./media-storage.ts";

/** Where uploads live on disk by default; served under `/media/`. */
export const uploadsDirectory = (dataDir: string) => path.join(dataDir, "uploads");

/** Uploads as files under one folder, each key a relative path. */
export class LocalMediaStorage implements MediaStore {
  readonly kind = "local";

  constructor(readonly root: string) {}

  private file(key: string) {
    return path.join(this.root, ...key.split("/"));
  }

  async put(key: string, data: Buffer): Promise<void> {
    const file = this.file(key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, data);
  }

  async get(key: string): Promise<MediaObject | undefined> {
    const file = this.file(key);
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    return {
      body: createReadStream(file),
      contentType: contentTypeOf(key),
      length: info.size,
      // As @fastify/static's `send` makes it for `/media/`.
      etag: `W/"${info.size.toString(16)}-${info.mtime.getTime().toString(16)}"`,
      lastModified: info.mtime,
    };
  }

  async removeFolders(folders: readonly string[]): Promise<void> {
    await Promise.all(
      folders.map((folder) => rm(this.file(folder), { recursive: true, force: true })),
    );
  }

  async *list(): AsyncIterable<{ key: string; size: number }> {
    const entries = await readdir(this.root, { recursive: true, withFileTypes: true }).catch(
      (error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT") return [];
        throw error;
      },
    );
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      const key = path.relative(this.root, file).split(path.sep).join("/");
      yield { key, size: (await stat(file)).size };
    }
  }

  async close(): Promise<void> {}
}
