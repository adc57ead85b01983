import { eq } from "drizzle-orm";
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { userDevices, users } from "../../src/db/schema.ts";
import { hashPassword } from "../../src/node/password-hash.ts";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { createUser, multipart, PASSWORD } from "../support/accounts.ts";
import { statusOf } from "../support/api-call.ts";
import { expectDocumented } from "../support/expect-documented.ts";
import { DATABASE_KINDS, startTestApp, type TestApp } from "../support/test-app.ts";
import { CONFIG, SITE_URL } from "./auth-app.ts";

/** Every stored hash a sign-in checked a password against, in order (see the timing test). */
const checkedHashes = vi.hoisted(() => [] as string[]);
vi.mock("../../src/node/password-hash.ts", async (importOriginal) => {
  const real = await importOriginal<typeof import("../../src/node/password-hash.ts")>();
  return {
    ...real,
    verifyPassword: (password: string, stored: string) => {
      checkedHashes.push(stored);
      return real.verifyPassword(password, stored);
    },
  };
});

describe.each(DATABASE_KINDS)("accounts API on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, CONFIG);
  });
  afterAll(() => t.close());

  const post = (url: string, payload?: object | string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "POST", url, payload, headers });

  describe("POST /api/jwt-auth/v1/token", () => {
    it("signs in by username with Listar's wrapped body and a 7-day WordPress-style token", async () => {
      const user = await createUser(t.database.db, {
        username: "Alice",
        firstName: "Alice",
        lastName: "Smith",
        displayName: "Alice S.",
        url: "https://alice.example",
        description: "Loves dim sum",
      });
      const res = await post("/api/jwt-auth/v1/token", { username: "alice", password: PASSWORD });
      expect(res.statusCode).toBe(200);
      await expectDocumented(t.app, "POST /api/jwt-auth/v1/token", res);
      const body = res.json();
      expect(body).toEqual({
        success: true,
        message: "",
        data: {
          id: user.id,
          user_email: "alice@example.test",
          user_url: "https://alice.example",
          user_nicename: "alice",
          user_level: 0,
          description: "Loves dim sum",
          locale: "",
          display_name: "Alice S.",
          first_name: "Alice",
          last_name: "Smith",
          user_photo: `${SITE_URL}/images/default-avatar.svg`,
          listar_user_photo: 0,
          guid: `${SITE_URL}/app/author/${user.id}`,
          phone: "",
          birthday: "",
          gender: "",
          token: expect.any(String),
          exp: expect.any(Number),
        },
      });
      const claims = decodeJwt(body.data.token);
      expect(claims).toMatchObject({ iss: SITE_URL, data: { user: { id: user.id } } });
      expect(claims.exp).toBe(body.data.exp);
      expect(body.data.exp - Math.floor(Date.now() / 1000)).toBeGreaterThan(7 * 86400 - 60);
    });

    it("signs in by e-mail in any case, from urlencoded and multipart bodies", async () => {
      await createUser(t.database.db, { username: "bob" });
      const urlencoded = await post(
        "/api/jwt-auth/v1/token",
        new URLSearchParams({ username: "BOB@Example.test", password: PASSWORD }).toString(),
        { "content-type": "application/x-www-form-urlencoded" },
      );
      expect(urlencoded.statusCode).toBe(200);
      expect(urlencoded.json().data.user_nicename).toBe("bob");

      const form = await t.app.inject({
        method: "POST",
        url: "/api/jwt-auth/v1/token",
        payload: multipart({ username: "bob", password: PASSWORD }),
      });
      expect(form.statusCode).toBe(200);
      expect(form.json().success).toBe(true);
    });

    it.each([
      ["empty_username", { password: PASSWORD }, "accounts.error.emptyUsername"],
      ["empty_password", { username: "carol" }, "accounts.error.emptyPassword"],
      // One code for an unknown username, an unknown address and a wrong password: the code
      // must not tell which accounts exist (docs/decisions/022).
      [
        "incorrect_password",
        { username: "nobody", password: PASSWORD },
        "accounts.error.invalidLogin",
      ],
      [
        "incorrect_password",
        { username: "nobody@example.test", password: PASSWORD },
        "accounts.error.invalidLogin",
      ],
      [
        "incorrect_password",
        { username: "carol", password: "wrong-password" },
        "accounts.error.invalidLogin",
      ],
    ] as const)("answers 403 [jwt_auth] %s in the user's language", async (code, payload, key) => {
      if (!(await t.database.db.select().from(users).where(eq(users.username, "carol"))).length) {
        await createUser(t.database.db, { username: "carol" });
      }
      for (const language of ["tc", "sc", "en"] as const) {
        const res = await post("/api/jwt-auth/v1/token", { ...payload, lang: language });
        expect(statusOf(res)).toBe(403);
        expect(res.json()).toMatchObject({
          success: false,
          code: `[jwt_auth] ${code}`,
          message: MESSAGES[language][key],
          data: { status: 403 },
        });
      }
    });

    it("runs one scrypt of the same cost for an unknown account as for a wrong password", async () => {
      // At the product's cost, not the test accounts' cheap one.
      await createUser(t.database.db, {
        username: "timed",
        passwordHash: await hashPassword(PASSWORD),
      });
      // The cost parameters of each hash a sign-in verified against: `scrypt$N$r$p`.
      const costsOf = async (username: string) => {
        checkedHashes.length = 0;
        const res = await post("/api/jwt-auth/v1/token", { username, password: "wrong-password" });
        expect(statusOf(res)).toBe(403);
        return checkedHashes.map((hash) => hash.split("$").slice(0, 4).join("$"));
      };
      const known = await costsOf("timed");
      expect(known).toEqual([expect.stringMatching(/^scrypt\$\d+\$\d+\$\d+$/)]);
      // Without the dummy hash an unknown name would skip scrypt and answer ~20× faster.
      expect(await costsOf("nobody")).toEqual(known);
      expect(await costsOf("nobody@example.test")).toEqual(known);
    });

    it("refuses an account without a password and a deactivated one", async () => {
      await createUser(t.database.db, { username: "nopass", passwordHash: null });
      const none = await post("/api/jwt-auth/v1/token", { username: "nopass", password: PASSWORD });
      expect(none.json().code).toBe("[jwt_auth] incorrect_password");

      await createUser(t.database.db, { username: "gone", deactivatedAt: new Date() });
      const gone = await post("/api/jwt-auth/v1/token", { username: "gone", password: PASSWORD });
      expect(statusOf(gone)).toBe(403);
      expect(gone.json()).toMatchObject({
        code: "[jwt_auth] account_deactivated",
        message: MESSAGES.tc["accounts.error.deactivated"],
      });
      // The wrong password tells nothing about the state of the account.
      const guess = await post("/api/jwt-auth/v1/token", {
        username: "gone",
        password: "x-x-x-x-x",
      });
      expect(guess.json().code).toBe("[jwt_auth] incorrect_password");
    });

    it("works with a stale token still in the Authorization header", async () => {
      await createUser(t.database.db, { username: "stale" });
      const res = await post(
        "/api/jwt-auth/v1/token",
        { username: "stale", password: PASSWORD },
        { authorization: "Bearer expired.or.garbage" },
      );
      expect(res.statusCode).toBe(200);
    });

    it("stores the device headers per device id; the last user to sign in owns the device", async () => {
      const dan = await createUser(t.database.db, { username: "dan" });
      const eve = await createUser(t.database.db, { username: "eve" });
      const device = {
        "device-id": "device-dan-1",
        "device-model": "Pixel 8",
        "device-version": "14",
        "device-token": "push-1",
        type: "android",
      };
      await post("/api/jwt-auth/v1/token", { username: "dan", password: PASSWORD }, device);
      const devices = () =>
        t.database.db.select().from(userDevices).where(eq(userDevices.deviceId, "device-dan-1"));
      expect(await devices()).toEqual([
        expect.objectContaining({
          userId: dan.id,
          model: "Pixel 8",
          version: "14",
          pushToken: "push-1",
          type: "android",
        }),
      ]);

      // Old Flutter apps name two of the headers differently.
      await post(
        "/api/jwt-auth/v1/token",
        { username: "eve", password: PASSWORD },
        {
          "device-id": "device-dan-1",
          "device-name": "Pixel 8 Pro",
          "push-token": "push-2",
          type: "android",
        },
      );
      expect(await devices()).toEqual([
        expect.objectContaining({ userId: eve.id, model: "Pixel 8 Pro", pushToken: "push-2" }),
      ]);

      await post(
        "/api/jwt-auth/v1/token",
        { username: "dan", password: PASSWORD },
        { "device-id": "Unknown" },
      );
      expect(
        await t.database.db.select().from(userDevices).where(eq(userDevices.deviceId, "Unknown")),
      ).toEqual([]);
    });
  });
});
