import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { users } from "../../src/db/schema.ts";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { bearer, createUser, mailsTo, multipart, PASSWORD, signIn } from "../support/accounts.ts";
import { realStatus, statusOf } from "../support/api-call.ts";
import { createPlace, createTerms } from "../support/directory.ts";
import { expectDocumented } from "../support/expect-documented.ts";
import { DATABASE_KINDS, startTestApp, type TestApp } from "../support/test-app.ts";

const SITE_URL = "https://tablestart.test";
const NEW_PASSWORD = "another-horse-84";
const USERS_ME = "/api/wp/v2/users/me";
const DEACTIVATE = "/api/listar/v1/auth/deactivate";
/** Every sign-in of this file: 14:30 in Hong Kong. */
const SIGN_IN = Date.parse("2026-11-27T06:30:00.000Z");
const LANGUAGES = ["tc", "sc", "en"] as const;
/** How a language reaches us from a phone: the stock apps send none (→ tc) or the system's. */
const ACCEPT_LANGUAGE = {
  tc: {},
  sc: { "accept-language": "zh-CN" },
  en: { "accept-language": "en" },
};

/**
 * What the stock Listar Pro apps send to change the password and to deactivate (review
 * stock-app-review.md #30 and #54), and the answers their sagas need: React Native
 * `onChangePassword` counts an answer without `code` as success; `onDeactivate` logs out on any
 * 2xx answer and toasts its `message`. Without `old_password`, a sign-in of the last 15 minutes
 * stands for it (decision 067); the clock is Date's, faked, so both sides of the 15 minutes are
 * exact.
 */
describe.each(DATABASE_KINDS)("stock apps' password change and deactivation on %s", (kind) => {
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

  describe("POST /api/wp/v2/users/me {password}", () => {
    it("changes the password 14:59 after signing in, tells the address when, and ends every session", async () => {
      const { user, token } = await account("rn-changer", { emailVerifiedAt: new Date() });
      const otherDevice = await signIn(t.app, "rn-changer");
      sinceSignIn(14, 59);
      const res = await rnChangePassword(token);
      expect(res.http).toBe(200);
      // The saga's test of success: no `code` in the body.
      expect(res.body.code).toBeUndefined();
      expect(res.body).toMatchObject({ id: user.id, username: "rn-changer" });

      expect(await canSignIn("rn-changer", NEW_PASSWORD)).toBe(true);
      expect(await canSignIn("rn-changer", PASSWORD)).toBe(false);
      for (const old of [token, otherDevice]) {
        const refused = await currentUser(old);
        expect(statusOf(refused)).toBe(403);
        expect(refused.json().code).toBe("jwt_auth_invalid_token");
      }

      // The app sends no language: the mail is in Traditional Chinese, at 14:44:59 HK time.
      const [mail, ...others] = await mailsTo(t.database.db, "rn-changer@example.test");
      expect(others).toEqual([]);
      expect(mail!.subject).toBe(MESSAGES.tc["accounts.mail.passwordChanged.subject"]);
      expect(mail!.text).toContain("rn-changer，你好：");
      expect(mail!.text).toContain("（rn-changer）的密碼已於 2026年11月27日 14:44（香港時間）更改");
      expect(mail!.text).toContain(`\n${SITE_URL}/app/forgot-password\n`);
      expect(mail!.text).toContain("hello@tablestart.test");
    });

    it("takes the Flutter app's urlencoded body, and mails in the phone's language", async () => {
      const { token } = await account("flutter-en");
      sinceSignIn(10, 0);
      const res = await send(USERS_ME, token, {
        payload: `password=${encodeURIComponent(NEW_PASSWORD)}`,
        headers: { "content-type": "application/x-www-form-urlencoded", "accept-language": "en" },
      });
      expect(res.http).toBe(200);
      expect(res.body.code).toBeUndefined();
      expect(await canSignIn("flutter-en", NEW_PASSWORD)).toBe(true);
      const [mail] = await mailsTo(t.database.db, "flutter-en@example.test");
      expect(mail!.subject).toBe("Tablestart: your password was changed");
      expect(mail!.text).toContain(
        "The password of your Tablestart account (flutter-en) was changed on 27 November 2026 at 14:40 (Hong Kong time).",
      );
      expect(mail!.text).toContain(
        `If you did not, reset your password at once here:\n${SITE_URL}/en/app/forgot-password\n`,
      );

      vi.setSystemTime(SIGN_IN);
      const { token: sc } = await account("flutter-sc");
      const scRes = await send(USERS_ME, sc, {
        payload: `password=${encodeURIComponent(NEW_PASSWORD)}`,
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "accept-language": "zh-CN",
        },
      });
      expect(scRes.http).toBe(200);
      const [scMail] = await mailsTo(t.database.db, "flutter-sc@example.test");
      expect(scMail!.subject).toBe(MESSAGES.sc["accounts.mail.passwordChanged.subject"]);
      expect(scMail!.text).toContain("2026年11月27日 14:30（香港时间）");
      expect(scMail!.text).toContain(`${SITE_URL}/zh/app/forgot-password`);
    });

    it("refuses 15:01 after signing in, saying to sign in again, in each language; nothing changes", async () => {
      for (const language of LANGUAGES) {
        const { user, token } = await account(`late-${language}`);
        sinceSignIn(15, 1);
        const res = await rnChangePassword(token, ACCEPT_LANGUAGE[language]);
        expect(res.status).toBe(401);
        expect(res.body).toMatchObject({
          success: false,
          code: "auth_reauthenticate",
          message: MESSAGES[language]["accounts.error.reauthenticate"].replace("{minutes}", "15"),
        });
        expect((await stored(user.id)).passwordHash).toBe(user.passwordHash);
        expect(await mailsTo(t.database.db, user.email)).toEqual([]);
        // Not a token error: the session goes on, and the apps do not sign out on it.
        expect((await currentUser(token)).statusCode).toBe(200);
        vi.setSystemTime(SIGN_IN);
      }
      expect(MESSAGES.en["accounts.error.reauthenticate"]).toBe(
        "To keep your account safe, this needs a fresh sign-in: please sign out, sign in again, then try again within {minutes} minutes.",
      );
      expect(MESSAGES.tc["accounts.error.reauthenticate"]).toContain("重新登入");
      expect(MESSAGES.sc["accounts.error.reauthenticate"]).toContain("重新登录");
    });

    it("takes a new e-mail address from the stock profile form only within the 15 minutes", async () => {
      const { token } = await account("mover");
      // React Native's EditProfile: multipart `name, email, url, description`, no password field.
      const profile = (email: string) =>
        send(USERS_ME, token, {
          payload: multipart({ name: "Mover", email, url: "", description: "" }),
        });
      sinceSignIn(15, 1);
      const late = await profile("late@example.test");
      expect(late.status).toBe(401);
      expect(late.body.code).toBe("auth_reauthenticate");
      expect(await mailsTo(t.database.db, "late@example.test")).toEqual([]);
      sinceSignIn(14, 59);
      const res = await profile("moved@example.test");
      expect(res.http).toBe(200);
      expect(res.body.code).toBeUndefined();
      expect(res.body.email).toBe("moved@example.test");
      // The address it leaves is told (decision 018); the new one gets its verification mail.
      const [notice] = await mailsTo(t.database.db, "mover@example.test");
      expect(notice!.subject).toBe(MESSAGES.tc["accounts.mail.emailChanged.subject"]);
      const [verify] = await mailsTo(t.database.db, "moved@example.test");
      expect(verify!.subject).toBe(MESSAGES.tc["accounts.mail.verify.subject"]);
    });

    it("checks old_password when it is sent, whatever the token's age", async () => {
      const { user, token } = await account("sends-old");
      const wrong = await send(USERS_ME, token, {
        payload: { password: NEW_PASSWORD, old_password: "a-guess-123", lang: "en" },
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toMatchObject({
        code: "auth_wrong_old_password",
        message: MESSAGES.en["accounts.error.wrongPassword"],
      });
      expect((await stored(user.id)).passwordHash).toBe(user.passwordHash);
      sinceSignIn(60, 0);
      const right = await send(USERS_ME, token, {
        payload: { password: NEW_PASSWORD, old_password: PASSWORD },
      });
      expect(right.http).toBe(200);
      expect(right.body.code).toBeUndefined();
      expect(await canSignIn("sends-old", NEW_PASSWORD)).toBe(true);
      expect(await mailsTo(t.database.db, user.email)).toHaveLength(1);
    });

    it("changes only the caller's own password, whatever ids the body names", async () => {
      const { user: victim } = await account("victim");
      const { user: intruder, token } = await account("intruder");
      const res = await send(USERS_ME, token, {
        payload: { password: NEW_PASSWORD, id: victim.id, user_id: victim.id, username: "victim" },
      });
      expect(res.http).toBe(200);
      expect(res.body.id).toBe(intruder.id);
      expect((await stored(victim.id)).passwordHash).toBe(victim.passwordHash);
      expect(await canSignIn("victim", PASSWORD)).toBe(true);
      expect(await mailsTo(t.database.db, victim.email)).toEqual([]);
      // WordPress's users/<id> is not ours to serve: only /me exists.
      const byId = await t.app.inject({
        method: "POST",
        url: `/api/wp/v2/users/${victim.id}`,
        payload: { password: "stolen-pass-1" },
        headers: bearer(await signIn(t.app, "intruder", NEW_PASSWORD)),
      });
      expect(realStatus(byId.statusCode, byId.json())).toBe(404);
      expect(await canSignIn("victim", PASSWORD)).toBe(true);
      const visitor = await send(USERS_ME, null, { payload: { password: NEW_PASSWORD } });
      expect(visitor.status).toBe(401);
      expect(visitor.body.code).toBe("rest_not_logged_in");
    });

    it("answers hostile passwords with a 4xx and keeps the old one", async () => {
      const { user, token } = await account("hostile-pw");
      const bodies: [string, string][] = [
        ["application/json", JSON.stringify({ password: ["a-new-password", "b"] })],
        ["application/json", JSON.stringify({ password: { $ne: "" } })],
        ["application/json", JSON.stringify({ password: 12345678 })],
        ["application/json", JSON.stringify({ password: "x".repeat(100_000) })],
        ["application/json", JSON.stringify({ password: "nul\u0000password" })],
        ["application/json", JSON.stringify({ password: "😀".repeat(200) })],
        ["application/json", JSON.stringify({ password: NEW_PASSWORD, old_password: ["x"] })],
        ["application/json", '{"__proto__":{"old_password":"x"},"password":[1]}'],
        ["application/x-www-form-urlencoded", "password=a&password=b"],
      ];
      for (const [type, payload] of bodies) {
        const res = await send(USERS_ME, token, { payload, headers: { "content-type": type } });
        expect(res.status, `${payload.slice(0, 80)} → ${JSON.stringify(res.body)}`).toBe(400);
      }
      expect((await stored(user.id)).passwordHash).toBe(user.passwordHash);
      expect(await mailsTo(t.database.db, user.email)).toEqual([]);
      // A prototype key or `password[]` is a key users/me does not read, and a body that is no
      // field map has no fields (request-fields.ts): none of them changes anything.
      for (const [type, payload] of [
        ["application/json", `{"__proto__":{"password":"${NEW_PASSWORD}"},"constructor":{}}`],
        ["application/json", JSON.stringify([{ password: NEW_PASSWORD }])],
        ["application/x-www-form-urlencoded", `password[]=${NEW_PASSWORD}`],
      ]) {
        const res = await send(USERS_ME, token, { payload, headers: { "content-type": type } });
        expect(res.status).toBeLessThan(500);
      }
      expect((await stored(user.id)).passwordHash).toBe(user.passwordHash);
    });
  });

  describe("POST /api/listar/v1/auth/change_password (our web app's)", () => {
    it("works as before, with the old password at any token age, and mails the change", async () => {
      const { user, token } = await account("web-changer");
      sinceSignIn(45, 0);
      const blank = await send("/api/listar/v1/auth/change_password", token, {
        payload: { new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD, lang: "en" },
      });
      expect(blank.status).toBe(400);
      expect(blank.body.data.params).toEqual({
        old_password: MESSAGES.en["validation.required"],
      });
      const res = await send("/api/listar/v1/auth/change_password", token, {
        payload: {
          old_password: PASSWORD,
          new_password: NEW_PASSWORD,
          confirm_password: NEW_PASSWORD,
          lang: "en",
        },
      });
      expect(res.http).toBe(200);
      expect(res.body).toMatchObject({
        success: true,
        message: MESSAGES.en["accounts.password.changed"],
      });
      expect((await currentUser(res.body.data.token)).statusCode).toBe(200);
      expect((await currentUser(token)).json().code).toBe("jwt_auth_invalid_token");
      const [mail] = await mailsTo(t.database.db, user.email);
      expect(mail!.text).toContain("on 27 November 2026 at 15:15 (Hong Kong time)");
    });
  });

  describe("POST /api/listar/v1/auth/deactivate", () => {
    const bodies: Record<string, Pick<InjectOptions, "payload" | "headers">> = {
      // React Native: `onDeactivate()` dispatches no params, so axios sends no body and no type.
      "no body, no content type": {},
      "an empty JSON object": { payload: {} },
      // Flutter: dio's urlencoded content type over an empty body.
      "an empty urlencoded body": {
        payload: "",
        headers: { "content-type": "application/x-www-form-urlencoded" },
      },
    };
    for (const [label, options] of Object.entries(bodies)) {
      it(`deactivates 14:59 after signing in, with ${label}, and the session ends`, async () => {
        const username = `leaver-${label.replace(/\W+/g, "-")}`;
        const { user, token } = await account(username);
        sinceSignIn(14, 59);
        const res = await send(DEACTIVATE, token, options);
        expect(res.http).toBe(200);
        expect(res.body).toEqual({
          success: true,
          msg: MESSAGES.tc["accounts.deactivate.done"],
          message: MESSAGES.tc["accounts.deactivate.done"],
        });
        expect((await stored(user.id)).deactivatedAt).not.toBeNull();
        const after1 = await currentUser(token);
        expect(statusOf(after1)).toBe(403);
        expect(after1.json().code).toBe("jwt_auth_invalid_token");
        const again = await t.app.inject({
          method: "POST",
          url: "/api/jwt-auth/v1/token",
          payload: { username, password: PASSWORD },
        });
        expect(again.json().code).toBe("[jwt_auth] account_deactivated");
      });
    }

    it("refuses 15:01 after signing in, as HTTP 200 the app shows, in each language; the account stays", async () => {
      for (const language of LANGUAGES) {
        const { user, token } = await account(`stayer-${language}`);
        sinceSignIn(15, 1);
        const res = await send(DEACTIVATE, token, { headers: ACCEPT_LANGUAGE[language] });
        // React Native logs out on any 2xx and toasts `message`: sign in again, then retry.
        expect(res.http).toBe(200);
        expect(res.status).toBe(401);
        expect(res.body).toMatchObject({
          success: false,
          code: "auth_reauthenticate",
          message: MESSAGES[language]["accounts.error.reauthenticate"].replace("{minutes}", "15"),
        });
        expect((await stored(user.id)).deactivatedAt).toBeNull();
        expect(await canSignIn(`stayer-${language}`, PASSWORD)).toBe(true);
        vi.setSystemTime(SIGN_IN);
      }
    });

    it("checks old_password when sent, and deactivates only the caller", async () => {
      const { user: other } = await account("bystander");
      const { user, token } = await account("checked-leaver");
      const wrong = await send(DEACTIVATE, token, { payload: { old_password: "a-guess-123" } });
      expect(wrong.status).toBe(400);
      expect(wrong.body.code).toBe("auth_wrong_old_password");
      expect((await stored(user.id)).deactivatedAt).toBeNull();
      sinceSignIn(90, 0);
      const right = await send(DEACTIVATE, token, {
        payload: { old_password: PASSWORD, user_id: other.id, id: other.id },
      });
      expect(right.body.success).toBe(true);
      expect((await stored(user.id)).deactivatedAt).not.toBeNull();
      expect((await stored(other.id)).deactivatedAt).toBeNull();
      expect(await canSignIn("bystander", PASSWORD)).toBe(true);
    });

    it("answers hostile bodies with a 4xx and stays active", async () => {
      const { user, token } = await account("hostile-leaver");
      sinceSignIn(15, 1);
      const bodies: [string, string][] = [
        ["application/json", JSON.stringify({ old_password: ["x"] })],
        ["application/json", JSON.stringify({ old_password: { $ne: "" } })],
        ["application/json", JSON.stringify({ old_password: 0 })],
        ["application/json", JSON.stringify({ old_password: "x".repeat(100_000) })],
        ["application/json", JSON.stringify({ old_password: `${PASSWORD}\u0000` })],
        ["application/json", JSON.stringify({ old_password: "𝌆😀🇭🇰".repeat(100) })],
        ["application/json", `{"__proto__":{"old_password":"${PASSWORD}"}}`],
        ["application/json", `{"constructor":{"prototype":{"old_password":"${PASSWORD}"}}}`],
        ["application/json", "[]"],
        ["application/json", "{"],
        ["application/x-www-form-urlencoded", "old_password=a&old_password=b"],
      ];
      for (const [type, payload] of bodies) {
        const res = await send(DEACTIVATE, token, { payload, headers: { "content-type": type } });
        expect(
          res.status,
          `${payload.slice(0, 80)} → ${JSON.stringify(res.body)}`,
        ).toBeGreaterThanOrEqual(400);
        expect(res.status, payload.slice(0, 80)).toBeLessThan(500);
      }
      expect((await stored(user.id)).deactivatedAt).toBeNull();
      expect((await currentUser(token)).statusCode).toBe(200);
    });
  });
});

/**
 * Stock-app-review #27: a review from an account that is not verified yet. The apps show the
 * message once it comes as HTTP 200 (decision 066); it must say what is missing and where.
 */
describe.each(DATABASE_KINDS)("a review from an unverified account on %s", (kind) => {
  let t: TestApp;
  let placeId = 0;
  beforeAll(async () => {
    t = await startTestApp(kind, { SITE_URL, AUTH_RATE_LIMIT: "1000" });
    const owner = await createUser(t.database.db, { username: "place-owner", role: "author" });
    const terms = await createTerms(t.database.db);
    placeId = (
      await createPlace(t.database.db, terms, {
        authorId: owner.id,
        title: "Lucky Cafe",
        locationSlug: "wan-chai",
        termIds: [terms.chaChaanTeng],
      })
    ).id;
  });
  afterAll(() => t.close());

  const personalInfo = { firstName: "Mei", lastName: "Chan", phone: "+852 9123 4567" };
  const cases = {
    // A fresh sign-up: neither step done.
    both: {},
    email: personalInfo,
    personalInfo: { emailVerifiedAt: new Date() },
  } as const;

  it("says what to do and where, in tc, sc and en, and posts nothing", async () => {
    for (const [missing, values] of Object.entries(cases)) {
      const username = `reviewer-${missing.toLowerCase()}`;
      await createUser(t.database.db, { username, ...values });
      const token = await signIn(t.app, username);
      for (const language of LANGUAGES) {
        const res = await t.app.inject({
          method: "POST",
          url: "/api/wp/v2/comments",
          // React Native's review form: multipart `post, content, rating`.
          payload: multipart({ post: String(placeId), content: "好味", rating: "5" }),
          headers: { ...bearer(token), ...ACCEPT_LANGUAGE[language] },
        });
        await expectDocumented(t.app, "POST /api/wp/v2/comments", res);
        const body = res.json();
        expect(realStatus(res.statusCode, body)).toBe(403);
        const prefix = { tc: "", sc: "/zh", en: "/en" }[language];
        expect(body).toMatchObject({
          code: "rest_comment_unverified",
          message: MESSAGES[language][`accounts.unverified.review.${missing as keyof typeof cases}`]
            .replace("{email}", `${username}@example.test`)
            .replace("{link}", `${SITE_URL}${prefix}/app/account`),
        });
        expect(body.message).toContain(`${SITE_URL}${prefix}/app/account`);
      }
    }
    const comments = await t.app.inject({ url: `/api/listar/v1/comments?post_id=${placeId}` });
    expect(comments.json().data).toEqual([]);

    // What each says, read once by a person in each language.
    expect(MESSAGES.en["accounts.unverified.review.both"]).toBe(
      "Before you write a review, please sign in at {link} to verify your e-mail address ({email}) and fill in your first name, last name and phone number.",
    );
    expect(MESSAGES.tc["accounts.unverified.review.email"]).toContain("驗證你的電郵地址");
    expect(MESSAGES.sc["accounts.unverified.review.email"]).toContain("验证你的邮箱地址");
    expect(MESSAGES.tc["accounts.unverified.review.personalInfo"]).toContain(
      "名字、姓氏及電話號碼",
    );
    expect(MESSAGES.sc["accounts.unverified.review.personalInfo"]).toContain(
      "名字、姓氏和电话号码",
    );
  });
});
