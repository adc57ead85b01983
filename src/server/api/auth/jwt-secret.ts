import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

const MIN_LENGTH = 32;

const hasCode = (error: unknown, code: string) =>
  error instanceof Error && (error as NodeJS.ErrnoException).code === code;

async function readSecret(file: string): Promise<string | undefined> {
  try {
    const secret = (await readFile(file, "utf8")).trim();
    if (secret.length < MIN_LENGTH) {
      throw new Error(
        `${file} holds fewer than ${MIN_LENGTH} characters: delete it or set JWT_SECRET`,
      );
    }
    return secret;
  } catch (error) {
    if (hasCode(error, "ENOENT")) return undefined;
    throw error;
  }
}

/**
 * The configured JWT_SECRET, or (development and tests, where config allows it to be unset)
 * one generated once and kept in `<dataDir>/jwt-secret`, so that sign-ins survive a restart.
 */
export async function resolveJwtSecret(options: {
  jwtSecret: string | undefined;
  dataDir: string;
}): Promise<string> {
  if (options.jwtSecret) return options.jwtSecret;
  const file = path.join(options.dataDir, "jwt-secret");
  const existing = await readSecret(file);
  if (existing) return existing;
  await mkdir(options.dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  try {
    await writeFile(file, `${secret}\n`, { flag: "wx", mode: 0o600 });
    return secret;
  } catch (error) {
    // Another process (a parallel test worker) wrote it first: use theirs.
    if (hasCode(error, "EEXIST")) return (await readSecret(file)) ?? secret;
    throw error;
  }
}
