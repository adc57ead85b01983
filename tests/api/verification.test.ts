import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailVerifications, users } from "../../src/db/schema.ts";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { bearer, mailsTo, signIn } from "../support/accounts.ts";
import { statusOf } from "../support/api-call.ts";
import { expectDocumented } from "../support/expect-documented.ts";
import { REQUEST_ID } from "../support/request-id.ts";
import { DATABASE_KINDS, startTestApp, type TestApp } from "../support/test-app.ts";
import { codeFrom, tokenFrom } from "./verification-codes.ts";

const SITE_URL = "https://tablestart.test";
const en = MESSAGES.en;

describe.each(DATABASE_KINDS)("verification API on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { SITE_URL, AUTH_RATE_LIMIT: "1000" });
  });
  afterAll(() => t.close());

  const PASSWORD = "long-enough-pw";

  /** Signs up as a Listar app would, and returns the token and the verification mail. */
  async function signUp(username: string) {
    const email = `${username}@example.test`;
    const res = await t.app.inject({
      method: "POST",
      url: "/api/listar/v1/auth/register",
      payload: { username, email, password: PASSWORD, lang: "en" },
    });
    expect(res.json().code).toBe(200);
    const [mail] = await mailsTo(t.database.db, email);
    const user = (await t.database.db.select().from(users).where(eq(users.email, email)))[0]!;
    return { user, email, token: await signIn(t.app, username, PASSWORD), mail: mail! };
  }

  const status = (token?: string) =>
    t.app.inject({
      url: "/api/listar/v1/verification?lang=en",
      headers: token ? bearer(token) : {},
    });
  const verify = (payload: object, token?: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/listar/v1/verification/verify",
      payload: { lang: "en", ...payload },
      headers: token ? bearer(token) : {},
    });
  const resend = (token?: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/listar/v1/verification/resend?lang=en",
      headers: token ? bearer(token) : {},
    });
  /** As if the last mail had been sent this many seconds ago. */
  const age = (userId: number, seconds: number) =>
    t.database.db
      .update(emailVerifications)
      .set({ createdAt: new Date(Date.now() - seconds * 1000) })
      .where(eq(emailVerifications.userId, userId));

  describe("GET /api/listar/v1/verification", () => {
    it("says whether the e-mail is verified and the personal info complete", async () => {
      const { token } = await signUp("fresh");
      const res = await status(token);
      expect(res.statusCode).toBe(200);
      await expectDocumented(t.app, "GET /api/listar/v1/verification", res);
      expect(res.json()).toEqual({
        success: true,
        data: { emailVerified: false, havePersonalInfo: false, verified: false },
      });
    });

    it("counts first name, last name and phone as the personal info", async () => {
      const { token, user } = await signUp("complete");
      const update = (fields: Record<string, string>) =>
        t.app.inject({
          method: "POST",
          url: "/api/wp/v2/users/me",
          payload: fields,
          headers: bearer(token),
        });
      await update({ first_name: "Mei", last_name: "Chan" });
      expect((await status(token)).json().data.havePersonalInfo).toBe(false);
      await update({ phone: "9123 4567" });
      expect((await status(token)).json().data.havePersonalInfo).toBe(true);
      await t.database.db
        .update(users)
        .set({ emailVerifiedAt: new Date() })
        .where(eq(users.id, user.id));
      // Written straight into the table: the server is told, as a route's write tells it.
      await t.app.accountCache.changed(user.id);
      expect((await status(token)).json().data).toEqual({
        emailVerified: true,
        havePersonalInfo: true,
        verified: true,
      });
    });

    it("asks visitors to sign in", async () => {
      const res = await status();
      expect(statusOf(res)).toBe(401);
      expect(res.json()).toMatchObject({
        code: "rest_permission",
        message: en["accounts.error.noLogin"],
      });
    });
  });

  describe("POST /api/listar/v1/verification/verify", () => {
    it("verifies with the mailed 6-digit code", async () => {
      const { token, mail } = await signUp("bycode");
      const res = await verify({ code: codeFrom(mail.text) }, token);
      expect(res.statusCode).toBe(200);
      await expectDocumented(t.app, "POST /api/listar/v1/verification/verify", res);
      expect(res.json()).toEqual({
        success: true,
        message: en["accounts.verification.done"],
        data: { emailVerified: true, havePersonalInfo: false, verified: false },
      });
      expect((await status(token)).json().data.emailVerified).toBe(true);
    });

    it("verifies with the mailed link, signed in or not; opened again, it says so", async () => {
      const { token, mail } = await signUp("bylink");
      expect(mail.text).toContain(`${SITE_URL}/app/verify?token=`);
      const link = tokenFrom(mail.text);
      const res = await verify({ token: link });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        message: en["accounts.verification.done"],
        data: { emailVerified: true, havePersonalInfo: false, verified: false },
      });
      expect((await status(token)).json().data.emailVerified).toBe(true);

      // Decision 041: a second visit is told the address is proven, in the request's language.
      for (const lang of ["tc", "sc", "en"] as const) {
        const again = await verify({ token: link, lang });
        expect(again.statusCode).toBe(200);
        expect(again.json()).toEqual({
          success: true,
          message: MESSAGES[lang]["accounts.verification.alreadyVerified"],
          data: { emailVerified: true, havePersonalInfo: false, verified: false },
        });
      }
      const withSession = await verify({ token: link }, token);
      expect(withSession.json().message).toBe(en["accounts.verification.alreadyVerified"]);
    });

    it("says already verified for a link past its 24 hours, or replaced, once the address is proven", async () => {
      const { token, user, mail: first } = await signUp("latecomer");
      await age(user.id, 61);
      const resent = await resend(token);
      expect(resent.statusCode).toBe(200);
      await expectDocumented(t.app, "POST /api/listar/v1/verification/resend", resent);
      const [second] = await mailsTo(t.database.db, first.to);
      expect((await verify({ code: codeFrom(second!.text) }, token)).statusCode).toBe(200);
      await t.database.db
        .update(emailVerifications)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(emailVerifications.userId, user.id));
      for (const mail of [first, second!]) {
        const res = await verify({ token: tokenFrom(mail.text) });
        expect(res.statusCode).toBe(200);
        expect(res.json().message).toBe(en["accounts.verification.alreadyVerified"]);
      }
    });

    it("still calls a link invalid that proves nothing: made up, for an address since changed, or a deactivated account's", async () => {
      const invalid = {
        success: false,
        code: "verification_invalid_link",
        message: en["accounts.verification.invalidLink"],
        msg: en["accounts.verification.invalidLink"],
        data: {
          status: 400,
          params: { token: en["accounts.verification.invalidLink"] },
          request_id: REQUEST_ID,
        },
      };
      // A random token learns nothing about any account.
      expect(
        (await verify({ token: "k-SbfKYl3T1eg4cLaYoegI4cxEOIeQ-N8Ay2mLe5cNw" })).json(),
      ).toEqual(invalid);

      // Proven, then the account moved to another address: the old link proves nothing now.
      const mover = await signUp("linkmover");
      const moverLink = tokenFrom(mover.mail.text);
      expect((await verify({ token: moverLink })).statusCode).toBe(200);
      await age(mover.user.id, 61);
      const moved = await t.app.inject({
        method: "POST",
        url: "/api/wp/v2/users/me",
        payload: { email: "linkmover.new@example.test", old_password: PASSWORD },
        headers: bearer(mover.token),
      });
      expect(moved.statusCode).toBe(200);
      expect((await verify({ token: moverLink })).json()).toEqual(invalid);

      // Proven, then deactivated: the link says nothing about the account.
      const leaver = await signUp("linkleaver");
      const leaverLink = tokenFrom(leaver.mail.text);
      expect((await verify({ token: leaverLink })).statusCode).toBe(200);
      await t.database.db
        .update(users)
        .set({ deactivatedAt: new Date() })
        .where(eq(users.id, leaver.user.id));
      expect((await verify({ token: leaverLink })).json()).toEqual(invalid);
    });

    it("tells a signed-in user with a proven address that it is already verified, whatever the code", async () => {
      const { token, mail } = await signUp("twice");
      expect((await verify({ token: tokenFrom(mail.text) })).statusCode).toBe(200);
      const res = await verify({ code: codeFrom(mail.text) }, token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        message: en["accounts.verification.alreadyVerified"],
        data: { emailVerified: true, havePersonalInfo: false, verified: false },
      });
    });

    it("refuses a wrong code, and the right one after five wrong tries (the link still works)", async () => {
      const { token, mail } = await signUp("guesser");
      const code = codeFrom(mail.text);
      const wrong = code === "000000" ? "111111" : "000000";
      const first = await verify({ code: wrong }, token);
      expect(statusOf(first)).toBe(400);
      expect(first.json()).toEqual({
        success: false,
        code: "verification_invalid_code",
        message: en["accounts.verification.invalidCode"],
        msg: en["accounts.verification.invalidCode"],
        data: {
          status: 400,
          params: { code: en["accounts.verification.invalidCode"] },
          request_id: REQUEST_ID,
        },
      });
      for (let i = 0; i < 4; i++) await verify({ code: wrong }, token);
      expect((await verify({ code }, token)).json().code).toBe("verification_invalid_code");
      expect((await verify({ token: tokenFrom(mail.text) })).statusCode).toBe(200);
    });

    it("refuses an expired code and link", async () => {
      const { token, user, mail } = await signUp("late");
      await t.database.db
        .update(emailVerifications)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(emailVerifications.userId, user.id));
      expect((await verify({ code: codeFrom(mail.text) }, token)).json().code).toBe(
        "verification_invalid_code",
      );
      expect((await verify({ token: tokenFrom(mail.text) })).json().code).toBe(
        "verification_invalid_link",
      );
    });

    it("refuses a code sent to an address the account no longer has", async () => {
      const { token, mail, user } = await signUp("mover");
      await age(user.id, 61);
      const moved = await t.app.inject({
        method: "POST",
        url: "/api/wp/v2/users/me",
        payload: { email: "moved@example.test", old_password: PASSWORD },
        headers: bearer(token),
      });
      expect(moved.statusCode).toBe(200);
      expect(statusOf(await verify({ code: codeFrom(mail.text) }, token))).toBe(400);
      expect(statusOf(await verify({ token: tokenFrom(mail.text) }))).toBe(400);
      const [newMail] = await mailsTo(t.database.db, "moved@example.test");
      expect((await verify({ code: codeFrom(newMail!.text) }, token)).statusCode).toBe(200);
    });

    it("validates the input and needs sign-in for a code", async () => {
      const { token } = await signUp("typo");
      expect((await verify({ code: "12345" }, token)).json()).toMatchObject({
        code: "rest_invalid_param",
        data: { params: { code: en["accounts.error.codeFormat"] } },
      });
      expect((await verify({}, token)).json().data.params).toEqual({
        code: en["validation.required"],
      });
      const anonymous = await verify({ code: "123456" });
      expect(statusOf(anonymous)).toBe(401);
      expect(anonymous.json().code).toBe("rest_permission");
    });
  });

  describe("POST /api/listar/v1/verification/resend", () => {
    it("waits 60 seconds between mails and says how many remain", async () => {
      const { token, user, email } = await signUp("impatient");
      await age(user.id, 15);
      const res = await resend(token);
      expect(statusOf(res)).toBe(429);
      const body = res.json();
      expect(body).toEqual({
        success: false,
        code: "verification_resend_cooldown",
        message: en["accounts.verification.cooldown"].replace(
          "{seconds}",
          String(body.data.retry_after),
        ),
        data: { status: 429, retry_after: expect.any(Number), request_id: REQUEST_ID },
      });
      expect(body.data.retry_after).toBeGreaterThanOrEqual(44);
      expect(body.data.retry_after).toBeLessThanOrEqual(45);
      expect(res.headers["retry-after"]).toBe(String(body.data.retry_after));
      expect(await mailsTo(t.database.db, email)).toHaveLength(1);
    });

    it("sends a new code and link after the cooldown; the old ones stop working", async () => {
      const { token, user, email, mail: first } = await signUp("patient");
      await age(user.id, 61);
      const res = await resend(token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        message: en["accounts.verification.sent"].replace("{email}", email),
        data: { retry_after: 60 },
      });
      const mails = await mailsTo(t.database.db, email);
      expect(mails).toHaveLength(2);
      expect(statusOf(await verify({ token: tokenFrom(first.text) }))).toBe(400);
      expect((await verify({ code: codeFrom(mails[0]!.text) }, token)).statusCode).toBe(200);
    });

    it("has nothing to send to a verified address, or to a visitor", async () => {
      const { token, mail } = await signUp("done");
      await verify({ code: codeFrom(mail.text) }, token);
      const res = await resend(token);
      expect(statusOf(res)).toBe(400);
      expect(res.json()).toMatchObject({
        code: "verification_already_verified",
        message: en["accounts.verification.alreadyVerified"],
      });
      expect(statusOf(await resend())).toBe(401);
    });
  });
});
