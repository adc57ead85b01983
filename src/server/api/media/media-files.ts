import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/** Where uploads live on disk; served under `/media/`. */
export const uploadsDirectory = (dataDir: string) => path.join(dataDir, "uploads");

/** The public URL of one stored file. */
export const mediaFileUrl = (siteUrl: string, directory: string, file: string) =>
  `${siteUrl}/media/${directory}/${file}`;

export async function writeMediaFiles(
  root: string,
  directory: string,
  files: { name: string; data: Buffer }[],
): Promise<void> {
  const target = path.join(root, directory);
  await mkdir(target, { recursive: true });
  await Promise.all(files.map((file) => writeFile(path.join(target, file.name), file.data)));
}

export async function removeMediaDirectory(root: string, directory: string): Promise<void> {
  await rm(path.join(root, directory), { recursive: true, force: true });
}
