import type { MediaStorage } from "../../services/media-storage/media-storage.ts";

/** The public URL of one stored file. */
export const mediaFileUrl = (siteUrl: string, directory: string, file: string) =>
  `${siteUrl}/media/${directory}/${file}`;

/** Stores one upload's files in its own folder. */
export async function writeMediaFiles(
  storage: MediaStorage,
  directory: string,
  files: { name: string; data: Buffer; contentType: string }[],
): Promise<void> {
  await Promise.all(
    files.map((file) => storage.put(`${directory}/${file.name}`, file.data, file.contentType)),
  );
}

export async function removeMediaDirectory(storage: MediaStorage, directory: string) {
  await storage.removeFolders([directory]);
}
