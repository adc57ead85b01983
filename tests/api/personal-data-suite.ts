import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, expect } from "vitest";
import { emailVerifications, passwordResets, users } from "../../src/db/schema.ts";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { bearer, createUser, PASSWORD } from "../support/accounts.ts";
import { startTestApp, type TestApp } from "../support/test-app.ts";

export const SITE_URL = "https://tablestart.test";
export const EXPORT = "/api/listar/v1/auth/export";
export const DELETE = "/api/listar/v1/auth/delete_account";
export const en = MESSAGES.en;

export const jpeg = () =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: "teal" } })
    .jpeg()
    .toBuffer();

/** Secrets planted in the rows: none may ever appear in an export. */
export const SECRETS = [
  "verify-token-hash-SECRET",
  "verify-code-hash-SECRET",
  "reset-token-hash-SECRET",
];

/**
 * The personal-data suites' app, inside their `describe`: uploads on disk, and the helpers that
 * make a signed-in account holding every kind of record and ask for its export or deletion.
 */
export function personalDataSuite(kind: "pglite" | "postgres") {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "tablestart-personal-data-"));
    t = await startTestApp(kind, { SITE_URL, DATA_DIR: dataDir, AUTH_RATE_LIMIT: "1000" });
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const uploads = () => path.join(dataDir, "uploads");

  /** A signed-in account with a verification mail, a reset request, a device and a photo. */
  async function account(username: string) {
    const { db } = t.database;
    const user = await createUser(db, { username, emailVerifiedAt: new Date(), phone: "91234567" });
    const signIn = await t.app.inject({
      method: "POST",
      url: "/api/jwt-auth/v1/token",
      payload: { username, password: PASSWORD },
      headers: { "device-id": `${username}-phone`, "device-model": "Pixel 8", type: "android" },
    });
    const token: string = signIn.json().data.token;
    const expiresAt = new Date(Date.now() + 3_600_000);
    await db.insert(emailVerifications).values({
      userId: user.id,
      email: user.email,
      tokenHash: `${SECRETS[0]}-${username}`,
      codeHash: `${SECRETS[1]}-${username}`,
      expiresAt,
    });
    await db.insert(passwordResets).values({
      userId: user.id,
      email: user.email,
      tokenHash: `${SECRETS[2]}-${username}`,
      expiresAt,
    });
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(await jpeg())], { type: "image/jpeg" }), "me.jpg");
    const upload = await t.app.inject({
      method: "POST",
      url: "/api/wp/v2/media",
      payload: form,
      headers: bearer(token),
    });
    expect(upload.statusCode).toBe(201);
    const photoId: number = upload.json().id;
    await db.update(users).set({ photoMediaId: photoId }).where(eq(users.id, user.id));
    // Written straight into the table: the server is told, as a route's write tells it.
    await t.app.accountCache.changed(user.id);
    return { user, token, photoId };
  }

  const exportOf = (token: string | null, query = "") =>
    t.app.inject({ url: `${EXPORT}${query}`, headers: token ? bearer(token) : {} });
  const deleteWith = (token: string | null, payload: unknown, headers = {}) =>
    t.app.inject({
      method: "POST",
      url: `${DELETE}?lang=en`,
      headers: { ...(token ? bearer(token) : {}), ...headers },
      payload: payload as object,
    });
  return {
    get t() {
      return t;
    },
    uploads,
    account,
    exportOf,
    deleteWith,
  };
}
