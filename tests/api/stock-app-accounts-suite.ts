import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, afterEach, beforeAll, beforeEach, vi } from "vitest";
import { users } from "../../src/db/schema.ts";
import { bearer, createUser, signIn } from "../support/accounts.ts";
import { realStatus } from "../support/api-call.ts";
import { expectDocumented } from "../support/expect-documented.ts";
import { startTestApp, type TestApp } from "../support/test-app.ts";

export const SITE_URL = "https://tablestart.test";
export const NEW_PASSWORD = "another-horse-84";
export const USERS_ME = "/api/wp/v2/users/me";
export const DEACTIVATE = "/api/listar/v1/auth/deactivate";
/** Every sign-in of this file: 14:30 in Hong Kong. */
export const SIGN_IN = Date.parse("2026-11-27T06:30:00.000Z");
export const LANGUAGES = ["tc", "sc", "en"] as const;
/** How a language reaches us from a phone: the stock apps send none (→ tc) or the system's. */
export const ACCEPT_LANGUAGE = {
  tc: {},
  sc: { "accept-language": "zh-CN" },
  en: { "accept-language": "en" },
};

/**
 * The stock apps' account suites' app, inside their `describe`: the clock faked at the sign-in,
 * an address of its own for each account, and the helpers that send the apps' requests and read
 * what they changed.
 */
export function stockAppAccountsSuite(kind: "pglite" | "postgres") {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { SITE_URL, AUTH_RATE_LIMIT: "1000" });
  });
  afterAll(() => t.close());
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(SIGN_IN);
  });
  afterEach(() => vi.useRealTimers());

  /** Moves the clock to this long after the sign-in. */
  const sinceSignIn = (minutes: number, seconds: number) =>
    vi.setSystemTime(SIGN_IN + (minutes * 60 + seconds) * 1000);

  // users/me allows 60 requests per address in 10 minutes: each account gets its own address.
  const addresses = new Map<string, string>();
  async function account(username: string, values: Partial<typeof users.$inferInsert> = {}) {
    const user = await createUser(t.database.db, { username, ...values });
    const token = await signIn(t.app, username);
    addresses.set(token, `198.51.100.${addresses.size + 1}`);
    return { user, token };
  }
  const send = async (
    url: string,
    token: string | null,
    options: Pick<InjectOptions, "payload" | "headers"> = {},
  ) => {
    const res = await t.app.inject({
      method: "POST",
      url,
      ...options,
      headers: { ...(token ? bearer(token) : {}), ...options.headers },
      remoteAddress: (token && addresses.get(token)) || "127.0.0.1",
    });
    await expectDocumented(t.app, `POST ${url}`, res);
    const body = res.json();
    return { status: realStatus(res.statusCode, body), http: res.statusCode, body };
  };
  /** React Native's ChangePassword screen: JSON with the new password alone. */
  const rnChangePassword = (token: string, headers: Record<string, string> = {}) =>
    send(USERS_ME, token, {
      payload: JSON.stringify({ password: NEW_PASSWORD }),
      headers: { "content-type": "application/json", ...headers },
    });
  const stored = async (id: number) =>
    (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;
  const canSignIn = async (username: string, password: string) =>
    (
      await t.app.inject({
        method: "POST",
        url: "/api/jwt-auth/v1/token",
        payload: { username, password },
      })
    ).json().success === true;
  const currentUser = (token: string) =>
    t.app.inject({ url: "/api/listar/v1/auth/user", headers: bearer(token) });
  return {
    get t() {
      return t;
    },
    sinceSignIn,
    account,
    send,
    rnChangePassword,
    stored,
    canSignIn,
    currentUser,
  };
}
