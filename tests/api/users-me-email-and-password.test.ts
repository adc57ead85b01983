import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { users } from "../../src/db/schema.ts";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { bearer, createUser, mailsTo, PASSWORD, signIn } from "../support/accounts.ts";
import { statusOf } from "../support/api-call.ts";
import { REQUEST_ID } from "../support/request-id.ts";
import { DATABASE_KINDS, type TestApp } from "../support/test-app.ts";
import { en, usersMeSuite } from "./users-me-suite.ts";

describe.each(DATABASE_KINDS)("POST /api/wp/v2/users/me on %s", (kind) => {
  const world = usersMeSuite(kind);
  const { account, update, stored } = world;
  let t: TestApp;
  beforeAll(() => {
    ({ t } = world);
  });

  it("re-verifies a changed e-mail and refuses one another account uses", async () => {
    const { user, token } = await account("switcher");
    await t.database.db
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(users.id, user.id));
    await createUser(t.database.db, { username: "holder", email: "held@example.test" });

    const taken = await update(token, { email: "HELD@example.test", old_password: PASSWORD });
    expect(statusOf(taken)).toBe(400);
    expect(taken.json()).toEqual({
      success: false,
      code: "rest_user_invalid_email",
      message: en["accounts.error.emailInUse"],
      msg: en["accounts.error.emailInUse"],
      data: {
        status: 400,
        params: { email: en["accounts.error.emailInUse"] },
        request_id: REQUEST_ID,
      },
    });

    const same = await update(token, { email: "Switcher@Example.test" });
    expect(same.statusCode).toBe(200);
    expect((await stored(user.id)).emailVerifiedAt).toBeInstanceOf(Date);

    const changed = await update(token, {
      email: "New.Address@Example.test",
      old_password: PASSWORD,
    });
    expect(changed.json().email).toBe("new.address@example.test");
    expect((await stored(user.id)).emailVerifiedAt).toBeNull();
    const [mail] = await mailsTo(t.database.db, "new.address@example.test");
    expect(mail?.subject).toBe(en["accounts.mail.verify.subject"]);
    // The new address is not proved yet: the mail does not open with the (typed) display name.
    expect(mail?.text.split("\n")[0]).toBe(en["accounts.mail.greetingNoName"]);
    // The old address is told, in the user's language, to what the address was changed.
    const [notice] = await mailsTo(t.database.db, "switcher@example.test");
    expect(notice?.subject).toBe(en["accounts.mail.emailChanged.subject"]);
    expect(notice?.text).toContain("new.address@example.test");
    expect(notice?.text.split("\n")[0]).toBe(
      en["accounts.mail.greeting"].replace("{name}", "switcher"),
    );
    const status = await t.app.inject({
      url: "/api/listar/v1/verification",
      headers: bearer(token),
    });
    expect(status.json().data.emailVerified).toBe(false);
  });

  it("changes the password from a `password` field, as WordPress does, revoking old tokens", async () => {
    const { token } = await account("wp-style");
    const res = await update(token, { password: "a-new-password", old_password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().code).toBeUndefined();
    const old = await t.app.inject({ url: "/api/listar/v1/auth/user", headers: bearer(token) });
    expect(old.json().code).toBe("jwt_auth_invalid_token");
    await expect(signIn(t.app, "wp-style", PASSWORD)).rejects.toThrow();
    expect(await signIn(t.app, "wp-style", "a-new-password")).toBeTruthy();
  });

  it("needs the current password, or a sign-in of the last 15 minutes, for a new password or e-mail address, in every language", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const { user, token } = await account("stolen-token");
    // A token from an older sign-in: a thief's (decision 067; stock-app-password-change.test.ts has the rest).
    vi.setSystemTime(Date.now() + 16 * 60_000);
    for (const language of ["tc", "sc", "en"] as const) {
      const messages = MESSAGES[language];
      for (const change of [{ password: "hijacked-999" }, { email: "thief@example.test" }]) {
        const missing = await update(token, { ...change, lang: language });
        expect(statusOf(missing)).toBe(401);
        expect(missing.json()).toMatchObject({
          success: false,
          code: "auth_reauthenticate",
          message: messages["accounts.error.reauthenticate"].replace("{minutes}", "15"),
          data: { status: 401, request_id: REQUEST_ID },
        });
        const wrong = await update(token, {
          ...change,
          old_password: "a-guess-123",
          lang: language,
        });
        expect(statusOf(wrong)).toBe(400);
        expect(wrong.json()).toMatchObject({
          success: false,
          code: "auth_wrong_old_password",
          message: messages["accounts.error.wrongPassword"],
          data: {
            status: 400,
            params: { old_password: messages["accounts.error.wrongPassword"] },
            request_id: REQUEST_ID,
          },
        });
      }
    }
    const row = await stored(user.id);
    expect(row.email).toBe("stolen-token@example.test");
    expect(row.passwordHash).toBe(user.passwordHash);
    expect(await mailsTo(t.database.db, "thief@example.test")).toEqual([]);
    // Other fields need no password, and neither does sending the address unchanged.
    const plain = await update(token, { first_name: "Still", email: "stolen-token@example.test" });
    expect(plain.statusCode).toBe(200);
  });

  it("sends a new address no more than one verification mail a minute", async () => {
    const { user, token } = await account("hopper");
    const first = await update(token, { email: "hop-1@example.test", old_password: PASSWORD });
    expect(first.statusCode).toBe(200);
    const second = await update(token, { email: "hop-2@example.test", old_password: PASSWORD });
    expect(statusOf(second)).toBe(429);
    expect(second.json()).toMatchObject({ code: "verification_resend_cooldown" });
    expect(Number(second.headers["retry-after"])).toBeGreaterThan(55);
    expect(await mailsTo(t.database.db, "hop-2@example.test")).toEqual([]);
    expect((await stored(user.id)).email).toBe("hop-1@example.test");
  });
});
