import { beforeAll, describe, expect, it, vi } from "vitest";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { bearer, mailsTo, multipart, PASSWORD, signIn } from "../support/accounts.ts";
import { realStatus, statusOf } from "../support/api-call.ts";
import { DATABASE_KINDS, type TestApp } from "../support/test-app.ts";
import {
  ACCEPT_LANGUAGE,
  LANGUAGES,
  NEW_PASSWORD,
  SIGN_IN,
  SITE_URL,
  stockAppAccountsSuite,
  USERS_ME,
} from "./stock-app-accounts-suite.ts";

/**
 * What the stock Listar Pro apps send to change the password and to deactivate (review
 * stock-app-review.md #30 and #54), and the answers their sagas need: React Native
 * `onChangePassword` counts an answer without `code` as success; `onDeactivate` logs out on any
 * 2xx answer and toasts its `message`. Without `old_password`, a sign-in of the last 15 minutes
 * stands for it (decision 067); the clock is Date's, faked, so both sides of the 15 minutes are
 * exact.
 */
describe.each(DATABASE_KINDS)("stock apps' password change and deactivation on %s", (kind) => {
  const world = stockAppAccountsSuite(kind);
  const { sinceSignIn, account, send, rnChangePassword, stored, canSignIn, currentUser } = world;
  let t: TestApp;
  beforeAll(() => {
    ({ t } = world);
  });

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
});
