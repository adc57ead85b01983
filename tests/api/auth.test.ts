import { eq } from "drizzle-orm";
import { decodeJwt, SignJWT } from "jose";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { mailOutbox, passwordResets, userDevices, users } from "../../src/db/schema.ts";
import { hashPassword } from "../../src/node/password-hash.ts";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from "../../src/server/demo/seed.ts";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import {
  bearer,
  createUser,
  mailsTo,
  multipart,
  PASSWORD,
  signIn,
  tokenFromMail,
  waitForMail,
} from "../support/accounts.ts";
import { statusOf } from "../support/api-call.ts";
import { expectDocumented } from "../support/expect-documented.ts";
import { REQUEST_ID } from "../support/request-id.ts";
import { DATABASE_KINDS, startTestApp, type TestApp } from "../support/test-app.ts";

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

const JWT_SECRET = "auth-test-secret-0123456789-abcdefghijklmnop";
const SITE_URL = "https://tablestart.test";
const CONFIG = { JWT_SECRET, SITE_URL, AUTH_RATE_LIMIT: "1000" };
const en = MESSAGES.en;

const forge = (payload: Record<string, unknown>, expiresAt: string | number = "1h") =>
  new SignJWT(payload)
    .setProtectedHeader({ alg: "HS256" })
    .setIssuedAt()
    .setExpirationTime(expiresAt)
    .sign(new TextEncoder().encode(JWT_SECRET));

describe.each(DATABASE_KINDS)("accounts API on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, CONFIG);
  });
  afterAll(() => t.close());

  const post = (url: string, payload?: object | string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "POST", url, payload, headers });
  const userRow = async (id: number) =>
    (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;

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

  describe("POST /api/jwt-auth/v1/token/validate", () => {
    const validate = (headers: Record<string, string> = {}) =>
      post("/api/jwt-auth/v1/token/validate", undefined, headers);

    it("accepts a valid token with the plugin's exact body", async () => {
      await createUser(t.database.db, { username: "valid" });
      const res = await validate(bearer(await signIn(t.app, "valid")));
      expect(res.statusCode).toBe(200);
      await expectDocumented(t.app, "POST /api/jwt-auth/v1/token/validate", res);
      expect(res.json()).toEqual({ code: "jwt_auth_valid_token", data: { status: 200 } });
    });

    it("names every problem with the plugin's codes", async () => {
      const user = await createUser(t.database.db, { username: "probe" });
      const cases: [Record<string, string>, string, string][] = [
        [{}, "jwt_auth_no_auth_header", en["accounts.jwt.noAuthHeader"]],
        [
          { authorization: "Basic abc" },
          "jwt_auth_bad_auth_header",
          en["accounts.jwt.badAuthHeader"],
        ],
        [
          bearer(
            await forge({ iss: "https://elsewhere.test", ver: 0, data: { user: { id: user.id } } }),
          ),
          "jwt_auth_bad_iss",
          en["accounts.jwt.badIss"],
        ],
        [
          bearer(await forge({ iss: SITE_URL, ver: 0, data: {} })),
          "jwt_auth_bad_request",
          en["accounts.jwt.badRequest"],
        ],
        [
          bearer(
            await forge(
              { iss: SITE_URL, ver: 0, data: { user: { id: user.id } } },
              Math.floor(Date.now() / 1000) - 120,
            ),
          ),
          "jwt_auth_invalid_token",
          en["accounts.jwt.expiredToken"],
        ],
        [bearer("not.a.token"), "jwt_auth_invalid_token", en["accounts.jwt.invalidToken"]],
        // Signed with our key but without `exp`: it would never expire, so it is refused.
        [
          bearer(
            await new SignJWT({ iss: SITE_URL, ver: 0, data: { user: { id: user.id } } })
              .setProtectedHeader({ alg: "HS256" })
              .setIssuedAt()
              .sign(new TextEncoder().encode(JWT_SECRET)),
          ),
          "jwt_auth_invalid_token",
          en["accounts.jwt.invalidToken"],
        ],
        [
          bearer(await forge({ iss: SITE_URL, ver: 0, data: { user: { id: 999_999 } } })),
          "jwt_auth_invalid_token",
          en["accounts.jwt.revokedToken"],
        ],
      ];
      for (const [headers, code, message] of cases) {
        const res = await validate({ ...headers, "accept-language": "en" });
        expect(statusOf(res), code).toBe(403);
        expect(res.json()).toEqual({
          success: false,
          code,
          message,
          data: { status: 403, request_id: REQUEST_ID },
        });
      }
    });
  });

  describe("a Bearer token on any /api request", () => {
    it("signs the request in when valid, and is not needed on public routes", async () => {
      await createUser(t.database.db, { username: "reader" });
      const token = await signIn(t.app, "reader");
      const me = await t.app.inject({ url: "/api/listar/v1/auth/user", headers: bearer(token) });
      expect(me.json().data.user_nicename).toBe("reader");
      expect((await t.app.inject({ url: "/api/health" })).statusCode).toBe(200);
    });

    it("fails every route with 403 when it is bad, public routes and unknown ones included", async () => {
      const user = await createUser(t.database.db, { username: "forger" });
      const badIss = await forge({
        iss: "https://elsewhere.test",
        ver: 0,
        data: { user: { id: user.id } },
      });
      for (const url of [
        "/api/health",
        "/api/listar/v1/auth/user",
        "/api/listar/v1/verification",
      ]) {
        const invalid = await t.app.inject({ url, headers: bearer("garbage") });
        expect(statusOf(invalid)).toBe(403);
        expect(invalid.json().code).toBe("jwt_auth_invalid_token");
        const wrongIssuer = await t.app.inject({ url, headers: bearer(badIss) });
        expect(wrongIssuer.json().code).toBe("jwt_auth_bad_iss");
      }
      const post = await t.app.inject({
        method: "POST",
        url: "/api/site/v1/enquiry",
        headers: bearer("garbage"),
        payload: {},
      });
      expect(statusOf(post)).toBe(403);
    });

    it("refuses visitors on every signed-in route before reading the body", async () => {
      // Cut short: read, it would answer 400 (malformed multipart); unread, it cannot matter.
      const broken =
        '--b\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\nxx';
      for (const [url, code] of [
        ["/api/wp/v2/users/me", "rest_not_logged_in"],
        ["/api/wp/v2/media", "rest_cannot_create"],
        ["/api/listar/v1/auth/change_password", "rest_permission"],
        ["/api/listar/v1/auth/deactivate", "rest_permission"],
        ["/api/listar/v1/verification/resend", "rest_permission"],
      ] as const) {
        const res = await t.app.inject({
          method: "POST",
          url: `${url}?lang=en`,
          headers: { "content-type": "multipart/form-data; boundary=b" },
          payload: broken,
        });
        expect(statusOf(res), url).toBe(401);
        expect(res.json()).toEqual({
          success: false,
          code,
          message: en["accounts.error.noLogin"],
          msg: en["accounts.error.noLogin"],
          data: { status: 401, request_id: REQUEST_ID },
        });
      }
      // A public route reads the same body, and refuses it: sign-up takes no file (decision 070).
      const register = await t.app.inject({
        method: "POST",
        url: "/api/listar/v1/auth/register",
        headers: { "content-type": "multipart/form-data; boundary=b" },
        payload: broken,
      });
      expect(statusOf(register)).toBe(413);
      expect(register.json().code).toBe("rest_body_too_large");
    });

    it("is ignored outside /api", async () => {
      const res = await t.app.inject({ url: "/robots.txt", headers: bearer("garbage") });
      expect(res.statusCode).toBe(200);
    });
  });

  describe("POST /api/listar/v1/auth/register", () => {
    const register = (payload: object) => post("/api/listar/v1/auth/register", payload);

    it("creates a customer account, answers as Listar does and mails a verification", async () => {
      const res = await register({
        username: "NewFace",
        email: " NewFace@Example.test ",
        password: "a-good-password",
        lang: "en",
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ code: 200, message: en["accounts.register.done"] });
      await expectDocumented(t.app, "POST /api/listar/v1/auth/register", res);

      const [stored] = await t.database.db
        .select()
        .from(users)
        .where(eq(users.username, "NewFace"));
      expect(stored).toMatchObject({
        email: "newface@example.test",
        role: "user",
        displayName: "NewFace",
        emailVerifiedAt: null,
      });
      expect(stored?.passwordHash).toMatch(/^scrypt\$/);
      const [mail] = await mailsTo(t.database.db, "newface@example.test");
      expect(mail?.subject).toBe(en["accounts.mail.verify.subject"]);
      expect(mail?.text).toMatch(/\b\d{6}\b/);
      expect(mail?.text).toContain(`${SITE_URL}/app/verify?token=`);

      expect(await signIn(t.app, "newface@example.test", "a-good-password")).toBeTruthy();
    });

    it("takes multipart and urlencoded bodies, as Listar apps send them", async () => {
      const form = await t.app.inject({
        method: "POST",
        url: "/api/listar/v1/auth/register",
        payload: multipart({
          username: "viaform",
          email: "viaform@example.test",
          password: "long-enough",
        }),
      });
      expect(form.json()).toMatchObject({ code: 200 });
      const urlencoded = await post(
        "/api/listar/v1/auth/register",
        new URLSearchParams({
          username: "viaurl",
          email: "viaurl@example.test",
          password: "long-enough",
          accept_terms: "on",
        }).toString(),
        { "content-type": "application/x-www-form-urlencoded" },
      );
      expect(urlencoded.json()).toMatchObject({ code: 200 });
    });

    it.each([
      ["username", { username: "ab" }, "accounts.error.usernameTooShort"],
      ["username", { username: "x".repeat(61) }, "accounts.error.usernameTooLong"],
      ["username", { username: "a@b.c" }, "accounts.error.usernameCharacters"],
      ["username", { username: "   " }, "validation.required"],
      ["email", { email: "not-an-email" }, "accounts.error.notEmail"],
      ["email", { email: "" }, "validation.required"],
      ["password", { password: "short" }, "accounts.error.passwordTooShort"],
      ["password", { password: "x".repeat(129) }, "accounts.error.passwordTooLong"],
      ["accept_terms", { accept_terms: false }, "accounts.error.termsRequired"],
      ["accept_terms", { accept_terms: "false" }, "accounts.error.termsRequired"],
    ] as const)("rejects a bad %s with a translated message", async (field, change, key) => {
      for (const language of ["tc", "sc", "en"] as const) {
        const res = await register({
          username: "valid-name",
          email: "valid@example.test",
          password: "long-enough",
          ...change,
          lang: language,
        });
        expect(statusOf(res)).toBe(400);
        expect(res.json()).toMatchObject({
          success: false,
          code: "rest_invalid_param",
          data: { status: 400, params: { [field]: MESSAGES[language][key] } },
        });
      }
      expect(
        await t.database.db.select().from(users).where(eq(users.username, "valid-name")),
      ).toEqual([]);
    });

    it("reports every missing field at once", async () => {
      const res = await register({});
      await expectDocumented(t.app, "POST /api/listar/v1/auth/register", res);
      expect(res.json().data.params).toEqual({
        username: MESSAGES.tc["validation.required"],
        email: MESSAGES.tc["validation.required"],
        password: MESSAGES.tc["validation.required"],
      });
    });

    it("refuses a taken username or e-mail, whatever the case", async () => {
      await createUser(t.database.db, { username: "Taken", email: "taken@example.test" });
      const name = await register({
        username: "TAKEN",
        email: "free@example.test",
        password: "long-enough",
        lang: "en",
      });
      expect(statusOf(name)).toBe(400);
      expect(name.json()).toEqual({
        success: false,
        code: "auth_register_error",
        message: en["accounts.error.usernameTaken"],
        data: {
          status: 400,
          params: { username: en["accounts.error.usernameTaken"] },
          request_id: REQUEST_ID,
        },
      });
      const email = await register({
        username: "free",
        email: "Taken@Example.TEST",
        password: "long-enough",
        lang: "en",
      });
      expect(email.json()).toMatchObject({
        code: "auth_register_error",
        message: en["accounts.error.emailTaken"],
        data: { params: { email: en["accounts.error.emailTaken"] } },
      });
    });
  });

  describe("POST /api/listar/v1/auth/reset_password", () => {
    const requestReset = (email: string, lang = "en") =>
      post("/api/listar/v1/auth/reset_password", { email, lang });
    const confirm = (payload: object) =>
      post("/api/listar/v1/auth/reset_password/confirm", { lang: "en", ...payload });

    it("answers the same for known and unknown addresses, and mails only the known one", async () => {
      await createUser(t.database.db, { username: "forgetful" });
      const known = await requestReset("forgetful@example.test");
      const unknown = await requestReset("stranger@example.test");
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(known.statusCode);
      expect(unknown.body).toBe(known.body);
      expect(known.json()).toEqual({ success: true, msg: en["accounts.reset.sent"] });
      await expectDocumented(t.app, "POST /api/listar/v1/auth/reset_password", known);

      const [mail] = await waitForMail(t.database.db, "forgetful@example.test");
      expect(mail?.subject).toBe(en["accounts.mail.reset.subject"]);
      expect(mail?.text).toContain(`${SITE_URL}/app/reset-password?token=`);
      expect(mail?.text).toContain("forgetful");
      expect(await mailsTo(t.database.db, "stranger@example.test")).toEqual([]);
    });

    it("mails in the language of the request", async () => {
      await createUser(t.database.db, { username: "chinese" });
      await requestReset("chinese@example.test", "tc");
      const [mail] = await waitForMail(t.database.db, "chinese@example.test");
      expect(mail?.subject).toBe(MESSAGES.tc["accounts.mail.reset.subject"]);
    });

    it("rejects an address that is not one", async () => {
      const res = await requestReset("nonsense");
      expect(statusOf(res)).toBe(400);
      expect(res.json()).toMatchObject({
        code: "rest_invalid_param",
        data: { params: { email: en["accounts.error.notEmail"] } },
      });
    });

    it("sends nothing to a deactivated account, and at most one mail a minute", async () => {
      await createUser(t.database.db, { username: "asleep", deactivatedAt: new Date() });
      await createUser(t.database.db, { username: "eager" });
      await requestReset("asleep@example.test");
      await requestReset("eager@example.test");
      await waitForMail(t.database.db, "eager@example.test");
      await requestReset("eager@example.test");
      await requestReset("nobody-at-all@example.test");
      // The answers went out before the mail work; wait until it is all done.
      await t.app.backgroundTasks.settled();
      expect(await mailsTo(t.database.db, "eager@example.test")).toHaveLength(1);
      expect(await mailsTo(t.database.db, "asleep@example.test")).toEqual([]);
    });

    it("sets the new password once with the link, revokes old tokens and proves the address", async () => {
      const user = await createUser(t.database.db, { username: "resetter" });
      const oldToken = await signIn(t.app, "resetter");
      await requestReset("resetter@example.test");
      const [mail] = await waitForMail(t.database.db, "resetter@example.test");
      const token = tokenFromMail(mail!.text);

      const done = await confirm({
        token,
        new_password: "brand-new-pass",
        confirm_password: "brand-new-pass",
      });
      expect(done.statusCode).toBe(200);
      expect(done.json()).toEqual({ success: true, msg: en["accounts.reset.done"] });
      await expectDocumented(t.app, "POST /api/listar/v1/auth/reset_password/confirm", done);
      expect(await signIn(t.app, "resetter", "brand-new-pass")).toBeTruthy();
      await expect(signIn(t.app, "resetter")).rejects.toThrow();
      expect((await userRow(user.id)).emailVerifiedAt).toBeInstanceOf(Date);

      const old = await t.app.inject({
        url: "/api/listar/v1/auth/user",
        headers: bearer(oldToken),
      });
      expect(statusOf(old)).toBe(403);
      expect(old.json().code).toBe("jwt_auth_invalid_token");

      const again = await confirm({
        token,
        new_password: "another-pass",
        confirm_password: "another-pass",
      });
      expect(statusOf(again)).toBe(400);
      expect(again.json()).toMatchObject({
        code: "auth_reset_password_invalid",
        message: en["accounts.reset.invalidToken"],
      });
    });

    it("refuses an expired link and a made-up one", async () => {
      await createUser(t.database.db, { username: "slowpoke" });
      await requestReset("slowpoke@example.test");
      const [mail] = await waitForMail(t.database.db, "slowpoke@example.test");
      const token = tokenFromMail(mail!.text);
      await t.database.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) });
      for (const attempt of [token, "made-up-token"]) {
        const res = await confirm({
          token: attempt,
          new_password: "brand-new-pass",
          confirm_password: "brand-new-pass",
        });
        expect(res.json().code).toBe("auth_reset_password_invalid");
      }
      expect(await signIn(t.app, "slowpoke")).toBeTruthy();
    });

    it("checks the new password like every other", async () => {
      const mismatch = await confirm({
        token: "x",
        new_password: "brand-new-pass",
        confirm_password: "brand-new-pasS",
      });
      expect(mismatch.json().data.params).toEqual({
        confirm_password: en["accounts.error.passwordsInconsistent"],
      });
      const short = await confirm({ token: "x", new_password: "short", confirm_password: "short" });
      expect(short.json().data.params.new_password).toBe(en["accounts.error.passwordTooShort"]);
    });
  });

  describe("POST /api/listar/v1/auth/change_password", () => {
    const change = (token: string | null, payload: object) =>
      post(
        "/api/listar/v1/auth/change_password",
        { lang: "en", ...payload },
        token ? bearer(token) : {},
      );

    it("changes the password, revokes every older token and hands back a new one", async () => {
      await createUser(t.database.db, { username: "changer" });
      const other = await signIn(t.app, "changer");
      const current = await signIn(t.app, "changer");
      const res = await change(current, {
        old_password: PASSWORD,
        new_password: "the-new-secret",
        confirm_password: "the-new-secret",
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        message: en["accounts.password.changed"],
        data: { token: expect.any(String), exp: expect.any(Number) },
      });
      await expectDocumented(t.app, "POST /api/listar/v1/auth/change_password", res);
      for (const old of [other, current]) {
        const denied = await t.app.inject({
          url: "/api/listar/v1/auth/user",
          headers: bearer(old),
        });
        expect(statusOf(denied)).toBe(403);
        expect(denied.json().code).toBe("jwt_auth_invalid_token");
      }
      const fresh = await t.app.inject({
        url: "/api/listar/v1/auth/user",
        headers: bearer(res.json().data.token),
      });
      expect(fresh.statusCode).toBe(200);
      expect(await signIn(t.app, "changer", "the-new-secret")).toBeTruthy();
    });

    it("needs the right old password, typed, and the new one twice alike", async () => {
      await createUser(t.database.db, { username: "careful" });
      const token = await signIn(t.app, "careful");
      const wrong = await change(token, {
        old_password: "not-my-password",
        new_password: "the-new-secret",
        confirm_password: "the-new-secret",
      });
      expect(statusOf(wrong)).toBe(400);
      expect(wrong.json()).toEqual({
        success: false,
        code: "auth_wrong_old_password",
        message: en["accounts.error.wrongOldPassword"],
        msg: en["accounts.error.wrongOldPassword"],
        data: {
          status: 400,
          params: { old_password: en["accounts.error.wrongOldPassword"] },
          request_id: REQUEST_ID,
        },
      });
      const blank = await change(token, {
        new_password: "the-new-secret",
        confirm_password: "the-new-secret",
      });
      expect(blank.json()).toMatchObject({
        code: "rest_invalid_param",
        data: { params: { old_password: en["validation.required"] } },
      });
      const mismatch = await change(token, {
        old_password: PASSWORD,
        new_password: "the-new-secret",
        confirm_password: "the-new-secreT",
      });
      expect(mismatch.json().data.params).toEqual({
        confirm_password: en["accounts.error.passwordsInconsistent"],
      });
      const short = await change(token, {
        old_password: PASSWORD,
        new_password: "short",
        confirm_password: "short",
      });
      expect(short.json().data.params.new_password).toBe(en["accounts.error.passwordTooShort"]);
      expect(await signIn(t.app, "careful")).toBeTruthy();
    });

    it("needs no old password for an account that has none", async () => {
      const user = await createUser(t.database.db, {
        username: "passwordless",
        passwordHash: null,
      });
      const { token } = await t.app.accessTokens.sign(user.id, user.tokenVersion);
      const res = await change(token, {
        new_password: "first-password",
        confirm_password: "first-password",
      });
      expect(res.statusCode).toBe(200);
      expect(await signIn(t.app, "passwordless", "first-password")).toBeTruthy();
    });

    it("asks visitors to sign in, before reading the body", async () => {
      // The 401 comes before the body is read: the language comes from the query or headers.
      const res = await t.app.inject({
        method: "POST",
        url: "/api/listar/v1/auth/change_password?lang=en",
        payload: { new_password: "x-x-x-x-x", confirm_password: "x-x-x-x-x" },
      });
      expect(statusOf(res)).toBe(401);
      expect(res.json()).toEqual({
        success: false,
        code: "rest_permission",
        message: en["accounts.error.noLogin"],
        msg: en["accounts.error.noLogin"],
        data: { status: 401, request_id: REQUEST_ID },
      });
    });
  });

  describe("POST /api/listar/v1/auth/deactivate", () => {
    afterEach(() => vi.useRealTimers());

    it("blocks sign-in, revokes tokens and forgets the devices", async () => {
      vi.useFakeTimers({ toFake: ["Date"] });
      await createUser(t.database.db, { username: "leaver" });
      const res = await post(
        "/api/jwt-auth/v1/token",
        { username: "leaver", password: PASSWORD },
        { "device-id": "leaver-phone" },
      );
      const token = res.json().data.token;
      const deactivate = (payload: object) =>
        post("/api/listar/v1/auth/deactivate", { lang: "en", ...payload }, bearer(token));
      // Irreversible: a token from an older sign-in alone cannot do it, the password is asked
      // again (a recent sign-in is tested in stock-app-accounts.test.ts).
      vi.setSystemTime(Date.now() + 16 * 60_000);
      const missing = await deactivate({});
      expect(statusOf(missing)).toBe(401);
      expect(missing.json()).toMatchObject({
        success: false,
        code: "auth_reauthenticate",
        message: en["accounts.error.reauthenticate"].replace("{minutes}", "15"),
        data: { status: 401, request_id: REQUEST_ID },
      });
      const wrong = await deactivate({ old_password: "not-my-password" });
      expect(statusOf(wrong)).toBe(400);
      expect(wrong.json()).toMatchObject({
        success: false,
        code: "auth_wrong_old_password",
        message: en["accounts.error.wrongPassword"],
        data: {
          status: 400,
          params: { old_password: en["accounts.error.wrongPassword"] },
          request_id: REQUEST_ID,
        },
      });
      await expectDocumented(t.app, "POST /api/listar/v1/auth/deactivate", wrong);
      expect((await userRow(res.json().data.id)).deactivatedAt).toBeNull();

      const done = await deactivate({ old_password: PASSWORD });
      expect(done.statusCode).toBe(200);
      expect(done.json()).toEqual({
        success: true,
        msg: en["accounts.deactivate.done"],
        message: en["accounts.deactivate.done"],
      });
      await expectDocumented(t.app, "POST /api/listar/v1/auth/deactivate", done);

      const after = await t.app.inject({ url: "/api/listar/v1/auth/user", headers: bearer(token) });
      expect(statusOf(after)).toBe(403);
      await expectDocumented(t.app, "GET /api/listar/v1/auth/user", after);
      expect(after.json().code).toBe("jwt_auth_invalid_token");
      const again = await post("/api/jwt-auth/v1/token", {
        username: "leaver",
        password: PASSWORD,
      });
      expect(again.json().code).toBe("[jwt_auth] account_deactivated");
      expect(
        await t.database.db
          .select()
          .from(userDevices)
          .where(eq(userDevices.deviceId, "leaver-phone")),
      ).toEqual([]);
    });

    it("asks visitors to sign in", async () => {
      const res = await post("/api/listar/v1/auth/deactivate");
      expect(statusOf(res)).toBe(401);
      await expectDocumented(t.app, "POST /api/listar/v1/auth/deactivate", res);
      expect(res.json().code).toBe("rest_permission");
    });
  });

  describe("GET /api/listar/v1/auth/user", () => {
    it("answers the signed-in user in Listar's shape", async () => {
      const user = await createUser(t.database.db, {
        username: "Author1",
        role: "author",
        phone: "+852 9123 4567",
        birthday: "1990-02-03",
        gender: "female",
      });
      const res = await t.app.inject({
        url: "/api/listar/v1/auth/user",
        headers: bearer(await signIn(t.app, "author1")),
      });
      await expectDocumented(t.app, "GET /api/listar/v1/auth/user", res);
      expect(res.json()).toEqual({
        success: true,
        data: {
          id: user.id,
          user_email: "author1@example.test",
          user_url: "",
          user_nicename: "author1",
          user_level: 2,
          description: "",
          locale: "",
          display_name: "Author1",
          first_name: "",
          last_name: "",
          user_photo: `${SITE_URL}/images/default-avatar.svg`,
          listar_user_photo: 0,
          guid: `${SITE_URL}/app/author/${user.id}`,
          phone: "+852 9123 4567",
          birthday: "1990-02-03",
          gender: "female",
        },
      });
    });

    it("asks visitors to sign in, in their language", async () => {
      const res = await t.app.inject({ url: "/api/listar/v1/auth/user?lang=sc" });
      expect(statusOf(res)).toBe(401);
      expect(res.json()).toMatchObject({
        code: "rest_permission",
        message: MESSAGES.sc["accounts.error.noLogin"],
      });
    });
  });
});

describe("rate limits on the account routes", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp("pglite", { JWT_SECRET, AUTH_RATE_LIMIT: "3" });
  });
  afterAll(() => t.close());

  it.each([
    ["sign-in", "/api/jwt-auth/v1/token", { username: "nobody", password: "whatever-pass" }],
    ["sign-up", "/api/listar/v1/auth/register", { username: "x" }],
    ["reset", "/api/listar/v1/auth/reset_password", { email: "nobody@example.test" }],
    ["reset confirm", "/api/listar/v1/auth/reset_password/confirm", { token: "x" }],
    ["change password", "/api/listar/v1/auth/change_password", {}],
    ["deactivate", "/api/listar/v1/auth/deactivate", {}],
    ["profile (and e-mail change)", "/api/wp/v2/users/me", {}],
    ["token validation (10× the limit)", "/api/jwt-auth/v1/token/validate", {}, 30],
  ] as [string, string, object, number?][])(
    "limit %s per IP address with a translated 429",
    async (_name, url, payload, max = 3) => {
      for (let i = 0; i < max; i++) {
        const res = await t.app.inject({ method: "POST", url, payload });
        expect(res.statusCode).not.toBe(429);
      }
      // The limit answers before the body is read: the language comes from the query or headers.
      const limited = await t.app.inject({
        method: "POST",
        url: `${url}?lang=en`,
        payload,
      });
      expect(statusOf(limited)).toBe(429);
      expect(limited.json()).toEqual({
        success: false,
        code: "rest_rate_limited",
        message: MESSAGES.en["api.rateLimited"],
        data: { status: 429, request_id: REQUEST_ID },
      });
      const elsewhere = await t.app.inject({
        method: "POST",
        url,
        payload,
        remoteAddress: "203.0.113.7",
      });
      expect(elsewhere.statusCode).not.toBe(429);
    },
  );
});

describe("demo accounts", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp("pglite", { JWT_SECRET });
  });
  afterAll(() => t.close());

  it("are seeded once into an empty database and can sign in", async () => {
    const log: string[] = [];
    await seedDemoData(t.database.db, (message) => log.push(message));
    await seedDemoData(t.database.db, (message) => log.push(message));
    expect(log).toHaveLength(1);
    const rows = await t.database.db.select().from(users);
    expect(rows.map((u) => [u.username, u.role])).toEqual([
      ["demo-customer", "user"],
      ["demo-author", "author"],
      ["demo-admin", "admin"],
    ]);
    for (const account of DEMO_ACCOUNTS) {
      const token = await signIn(t.app, account.email, DEMO_PASSWORD);
      const status = await t.app.inject({
        url: "/api/listar/v1/verification",
        headers: bearer(token),
      });
      expect(status.json().data.emailVerified).toBe(true);
    }
    expect(await t.database.db.select().from(mailOutbox)).toEqual([]);
  });
});
