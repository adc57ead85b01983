import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { passwordResets, users } from "../../src/db/schema.ts";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import {
  bearer,
  createUser,
  mailsTo,
  PASSWORD,
  signIn,
  tokenFromMail,
  waitForMail,
} from "../support/accounts.ts";
import { statusOf } from "../support/api-call.ts";
import { expectDocumented } from "../support/expect-documented.ts";
import { REQUEST_ID } from "../support/request-id.ts";
import { DATABASE_KINDS, startTestApp, type TestApp } from "../support/test-app.ts";
import { CONFIG, SITE_URL } from "./auth-app.ts";

const en = MESSAGES.en;

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
});
