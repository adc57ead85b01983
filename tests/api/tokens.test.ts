import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { bearer, createUser, PASSWORD, signIn } from "../support/accounts.ts";
import { DATABASE_KINDS, startTestApp, type TestApp } from "../support/test-app.ts";

const JWT_SECRET = "tokens-test-secret-0123456789-abcdefghijklmnop";
const SITE_URL = "https://tablestart.test";
const NEW_PASSWORD = "another-horse-84";
const en = MESSAGES.en;
const L = "/api/listar/v1";

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

/** A token signed as we sign ours, with the claims and key the case needs. */
const sign = (
  payload: Record<string, unknown>,
  {
    secret = JWT_SECRET,
    alg = "HS256",
    expiresAt = "1h" as string | number,
    notBefore = undefined as number | undefined,
  } = {},
) => {
  const jwt = new SignJWT(payload)
    .setProtectedHeader({ alg, typ: "JWT" })
    .setIssuedAt()
    .setExpirationTime(expiresAt);
  if (notBefore !== undefined) jwt.setNotBefore(notBefore);
  return jwt.sign(new TextEncoder().encode(secret));
};

/** The same token with one claim changed and the signature kept. */
function tampered(token: string, change: (payload: Record<string, unknown>) => void) {
  const [header, payload, signature] = token.split(".");
  const claims = JSON.parse(Buffer.from(payload!, "base64url").toString());
  change(claims);
  return `${header}.${base64url(claims)}.${signature}`;
}

interface BadToken {
  name: string;
  header: string;
  code: string;
  message: string;
}

describe.each(DATABASE_KINDS)("tokens nobody should get in with, on %s", (kind) => {
  let t: TestApp;
  const bad: BadToken[] = [];
  let live = "";
  let checked = 0;

  const post = (url: string, token: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: "POST", url, headers: bearer(token), payload });

  beforeAll(async () => {
    t = await startTestApp(kind, { JWT_SECRET, SITE_URL, AUTH_RATE_LIMIT: "100000" });
    const { db } = t.database;
    const verified = { emailVerifiedAt: new Date(), firstName: "Ann", lastName: "Lee" };
    const user = await createUser(db, { username: "holder", ...verified });
    const admin = await createUser(db, { username: "boss", role: "admin", ...verified });
    live = await signIn(t.app, "holder");
    const claims = { iss: SITE_URL, ver: user.tokenVersion, data: { user: { id: user.id } } };
    const now = Math.floor(Date.now() / 1000);
    const invalid = (name: string, token: string, message = en["accounts.jwt.invalidToken"]) =>
      bad.push({ name, header: `Bearer ${token}`, code: "jwt_auth_invalid_token", message });

    invalid(
      "signed with another key (forged)",
      await sign(claims, { secret: "someone-elses-secret-0123456789-abcdefgh" }),
    );
    invalid(
      "expired",
      await sign(claims, { expiresAt: now - 120 }),
      en["accounts.jwt.expiredToken"],
    );
    invalid("not valid yet", await sign(claims, { notBefore: now + 3_600 }));
    invalid(
      "`alg: none`, unsigned",
      `${base64url({ alg: "none", typ: "JWT" })}.${base64url({ ...claims, exp: now + 3_600 })}.`,
    );
    invalid("HS512 with our key (another algorithm)", await sign(claims, { alg: "HS512" }));
    invalid(
      "its payload changed to the admin's id, signature kept",
      tampered(live, (payload) => {
        (payload.data as { user: { id: number } }).user.id = admin.id;
      }),
    );
    invalid(
      "its expiry pushed back, signature kept",
      tampered(live, (payload) => {
        payload.exp = now + 365 * 86_400;
      }),
    );
    invalid(
      "without a token version",
      await sign({ iss: SITE_URL, data: { user: { id: user.id } } }),
    );
    invalid(
      "of an account that never existed",
      await sign({ ...claims, data: { user: { id: 987_654 } } }),
      en["accounts.jwt.revokedToken"],
    );
    invalid("not a JWT at all", "not.a.token");
    bad.push({
      name: "from another site (issuer)",
      header: `Bearer ${await sign({ ...claims, iss: "https://staging.tablestart.test" })}`,
      code: "jwt_auth_bad_iss",
      message: en["accounts.jwt.badIss"],
    });
    bad.push({
      name: "without a user",
      header: `Bearer ${await sign({ iss: SITE_URL, ver: 0, data: {} })}`,
      code: "jwt_auth_bad_request",
      message: en["accounts.jwt.badRequest"],
    });
    bad.push({
      name: "in a header that is not `Bearer <token>`",
      header: `Token ${live}`,
      code: "jwt_auth_bad_auth_header",
      message: en["accounts.jwt.badAuthHeader"],
    });

    // Revoked: each way an account's tokens die, with a token that worked just before.
    const revoked = async (
      name: string,
      revoke: (token: string, username: string) => Promise<void>,
    ) => {
      const username = `revoked-${bad.length}`;
      await createUser(db, { username, ...verified });
      const token = await signIn(t.app, username);
      const before = await t.app.inject({ url: `${L}/auth/user`, headers: bearer(token) });
      expect(before.statusCode, name).toBe(200);
      await revoke(token, username);
      invalid(`revoked: ${name}`, token, en["accounts.jwt.revokedToken"]);
    };
    const ok = (res: { statusCode: number; body: string }) =>
      expect(res.statusCode, res.body).toBeLessThan(300);
    const newPassword = { new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD };
    await revoked("the password changed", async (token) =>
      ok(
        await post(`${L}/auth/change_password`, token, { old_password: PASSWORD, ...newPassword }),
      ),
    );
    await revoked("the password changed through users/me", async (token) =>
      ok(
        await post("/api/wp/v2/users/me", token, {
          old_password: PASSWORD,
          password: NEW_PASSWORD,
        }),
      ),
    );
    await revoked("the account deactivated", async (token) =>
      ok(await post(`${L}/auth/deactivate`, token, { old_password: PASSWORD })),
    );
    await revoked("the account deleted", async (token) =>
      ok(await post(`${L}/auth/delete_account`, token, { old_password: PASSWORD })),
    );
  });
  afterAll(async () => {
    console.info(
      `bad tokens on ${kind}: ${checked} refusals checked (${bad.length} kinds of token × every API route)`,
    );
    await t?.close();
  });

  const apiRoutes = () =>
    t.app.routeTable
      .filter((route) => route.url.startsWith("/api/") && route.method !== "HEAD")
      .map((route) => ({
        method: route.method as "GET" | "POST",
        url: route.url.replace(/:(\w+)/g, "param"),
      }));

  it("lets a live token in, so that the refusals below are the token's doing", async () => {
    const me = await t.app.inject({ url: `${L}/auth/user?lang=en`, headers: bearer(live) });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.user_nicename).toBe("holder");
  });

  it("refuses every bad token on every API route with the JWT plugin's 403 and code", async () => {
    const wrong: string[] = [];
    for (const token of bad) {
      for (const { method, url } of apiRoutes()) {
        // Signing in reads no token: a stale one in the header must not lock anyone out.
        if (url === "/api/jwt-auth/v1/token") continue;
        const res = await t.app.inject({
          method,
          url,
          headers: { authorization: token.header, "accept-language": "en" },
          payload: method === "POST" ? {} : undefined,
        });
        checked++;
        const body = String(res.headers["content-type"]).startsWith("application/json")
          ? res.json()
          : {};
        const refused =
          res.statusCode === 403 &&
          body.success === false &&
          body.code === token.code &&
          body.message === token.message &&
          body.data?.status === 403;
        if (!refused) {
          wrong.push(
            `${token.name}: ${method} ${url} → ${res.statusCode} ${res.body.slice(0, 160)}`,
          );
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it("still signs in with a bad token left in the header", async () => {
    for (const token of bad) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/jwt-auth/v1/token",
        headers: { authorization: token.header },
        payload: { username: "holder", password: PASSWORD },
      });
      expect(res.statusCode, token.name).toBe(200);
    }
  });
});
