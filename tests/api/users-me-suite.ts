import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, vi } from "vitest";
import { users } from "../../src/db/schema.ts";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { bearer, createUser, signIn } from "../support/accounts.ts";
import { startTestApp, type TestApp } from "../support/test-app.ts";

export const SITE_URL = "https://tablestart.test";
export const en = MESSAGES.en;

export const jpeg = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: "teal" } })
    .jpeg()
    .toBuffer();

/**
 * The users/me suites' app, inside their `describe`: uploads on disk, an address of its own for
 * each account, and the helpers that make an account, send an update and read the stored user.
 */
export function usersMeSuite(kind: "pglite" | "postgres") {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "tablestart-users-"));
    t = await startTestApp(kind, { SITE_URL, DATA_DIR: dataDir, AUTH_RATE_LIMIT: "1000" });
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  /**
   * A fresh signed-in account for each test, with an IP address of its own: users/me is
   * rate-limited per address, and the limit has its own test.
   */
  const addresses = new Map<string, string>();
  async function account(username: string) {
    const user = await createUser(t.database.db, { username });
    const token = await signIn(t.app, username);
    addresses.set(token, `198.51.100.${addresses.size + 1}`);
    return { user, token };
  }
  const update = (token: string | null, payload: object | FormData, headers = {}) =>
    t.app.inject({
      method: "POST",
      url: "/api/wp/v2/users/me",
      payload: payload instanceof FormData ? payload : { lang: "en", ...payload },
      headers: { ...(token ? bearer(token) : {}), ...headers },
      remoteAddress: (token && addresses.get(token)) || "127.0.0.1",
    });
  const stored = async (id: number) =>
    (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;
  afterEach(() => vi.useRealTimers());
  return {
    get t() {
      return t;
    },
    get dataDir() {
      return dataDir;
    },
    account,
    update,
    stored,
  };
}
