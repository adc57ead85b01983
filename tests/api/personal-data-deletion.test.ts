import { readdir } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  emailVerifications,
  media,
  passwordResets,
  userDevices,
  users,
} from "../../src/db/schema.ts";
import { bearer, createUser, mailsTo, multipart, PASSWORD } from "../support/accounts.ts";
import { statusOf } from "../support/api-call.ts";
import { expectDocumented } from "../support/expect-documented.ts";
import { DATABASE_KINDS, startTestApp, type TestApp } from "../support/test-app.ts";
import { DELETE, EXPORT, en, personalDataSuite } from "./personal-data-suite.ts";

describe.each(DATABASE_KINDS)("personal data: export and deletion on %s", (kind) => {
  const world = personalDataSuite(kind);
  const { uploads, account, exportOf, deleteWith } = world;
  let t: TestApp;
  beforeAll(() => {
    ({ t } = world);
  });

  it("refuses visitors before reading a (malformed) multipart body", async () => {
    const broken = '--b\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\nxx';
    const res = await t.app.inject({
      method: "POST",
      url: `${DELETE}?lang=en`,
      headers: { "content-type": "multipart/form-data; boundary=b" },
      payload: broken,
    });
    expect(statusOf(res)).toBe(401);
  });

  it("needs the right password: without it, or with a wrong one, nothing is deleted", async () => {
    const { user, token } = await account("careful");
    const missing = await deleteWith(token, {});
    expect(statusOf(missing)).toBe(400);
    expect(missing.json()).toMatchObject({
      code: "rest_invalid_param",
      data: { params: { old_password: en["validation.required"] } },
    });
    const wrong = await deleteWith(token, { old_password: "not-my-password" });
    expect(statusOf(wrong)).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: "auth_wrong_old_password",
      data: { params: { old_password: en["accounts.error.wrongPassword"] } },
    });
    const rows = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(rows).toHaveLength(1);
    expect((await exportOf(token)).statusCode).toBe(200);
  });

  it("answers hostile input with 4xx and deletes nothing", async () => {
    const { user, token } = await account("hostile");
    const bodies: [unknown, Record<string, string>][] = [
      [{ old_password: 12345678 }, {}],
      [{ old_password: ["a", "b"] }, {}],
      [{ old_password: { $ne: "" } }, {}],
      [{ old_password: null }, {}],
      [{ old_password: "x".repeat(100_000) }, {}],
      [{ old_password: "密碼🔑\u202e".repeat(500) }, {}],
      [[PASSWORD], {}],
      ["old_password", { "content-type": "text/plain" }],
      [
        '--b\r\nContent-Disposition: form-data; name="old_password"\r\n\r\nxx',
        { "content-type": "multipart/form-data; boundary=b" },
      ],
      ["{not json", { "content-type": "application/json" }],
    ];
    for (const [payload, headers] of bodies) {
      const res = await deleteWith(token, payload, headers);
      const what = JSON.stringify(payload).slice(0, 60);
      expect(statusOf(res), what).toBeGreaterThanOrEqual(400);
      expect(statusOf(res), what).toBeLessThan(500);
      expect(res.json(), what).toMatchObject({ success: false });
    }
    const rows = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(rows).toHaveLength(1);
    // Two passwords in a multipart body are a list, not a password.
    const twice = multipart({});
    twice.append("old_password", PASSWORD);
    twice.append("old_password", PASSWORD);
    expect(statusOf(await deleteWith(token, twice))).toBe(400);
    expect(await t.database.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(1);
  });

  it("lets each account act only on itself", async () => {
    const first = await account("first-one");
    const second = await account("second-one");
    // The second's token with the first's password: it is the second account that is asked.
    const res = await deleteWith(second.token, { old_password: "first's password" });
    expect(statusOf(res)).toBe(400);
    // Whatever id or username is sent along, the export is the caller's own.
    const exported = await t.app.inject({
      url: `${EXPORT}?id=${first.user.id}&username=first-one&user_id=${first.user.id}`,
      headers: bearer(second.token),
    });
    expect(exported.json().data.account.username).toBe("second-one");
    expect(exported.body).not.toContain("first-one");
    const deleted = await deleteWith(second.token, {
      old_password: PASSWORD,
      id: first.user.id,
      user_id: first.user.id,
      username: "first-one",
    });
    expect(deleted.statusCode).toBe(200);
    await expectDocumented(t.app, "POST /api/listar/v1/auth/delete_account", deleted);
    const left = (await t.database.db.select().from(users)).map((row) => row.username);
    expect(left).toContain("first-one");
    expect(left).not.toContain("second-one");
    expect((await exportOf(first.token)).statusCode).toBe(200);
  });

  it("deletes the account with its devices, mails, resets and pictures (rows and files), and its token dies", async () => {
    const { db } = t.database;
    const { user, token, photoId } = await account("leaving");
    const keeper = await account("staying");
    const [photo] = await db.select().from(media).where(eq(media.id, photoId));
    const folder = path.join(uploads(), photo!.directory);
    expect(await readdir(folder)).toHaveLength(3);

    const res = await deleteWith(token, multipart({ old_password: PASSWORD }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: en["accounts.delete.done"] });

    expect(await db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
    expect(await db.select().from(userDevices).where(eq(userDevices.userId, user.id))).toEqual([]);
    expect(
      await db.select().from(emailVerifications).where(eq(emailVerifications.userId, user.id)),
    ).toEqual([]);
    expect(
      await db.select().from(passwordResets).where(eq(passwordResets.userId, user.id)),
    ).toEqual([]);
    expect(await db.select().from(media).where(eq(media.id, photoId))).toEqual([]);
    await expect(readdir(folder)).rejects.toMatchObject({ code: "ENOENT" });

    // The old token is refused everywhere, as any revoked token is.
    const after = await exportOf(token, "?lang=en");
    expect(statusOf(after)).toBe(403);
    expect(after.json().code).toBe("jwt_auth_invalid_token");
    expect(statusOf(await deleteWith(token, { old_password: PASSWORD }))).toBe(403);
    const signIn = await t.app.inject({
      method: "POST",
      url: "/api/jwt-auth/v1/token",
      payload: { username: "leaving", password: PASSWORD },
    });
    expect(statusOf(signIn)).toBeGreaterThanOrEqual(400);

    // The other account keeps all of its own.
    const kept = (await exportOf(keeper.token)).json().data;
    expect(kept.media).toHaveLength(1);
    expect(kept.devices).toHaveLength(1);

    // A last mail, in the language asked for, to the address the account had.
    const [mail] = await mailsTo(db, "leaving@example.test");
    expect(mail?.subject).toBe(en["accounts.mail.deleted.subject"]);
    expect(mail?.text).toContain("leaving");
    expect(mail?.text).toContain("hello@tablestart.test");
  });

  it("is rate-limited like the other account routes", async () => {
    const limited = await startTestApp(kind, { AUTH_RATE_LIMIT: "2" });
    try {
      await createUser(limited.database.db, { username: "busy" });
      const signIn = await limited.app.inject({
        method: "POST",
        url: "/api/jwt-auth/v1/token",
        payload: { username: "busy", password: PASSWORD },
      });
      const token = signIn.json().data.token;
      const codes: number[] = [];
      for (let i = 0; i < 3; i++) {
        codes.push((await limited.app.inject({ url: EXPORT, headers: bearer(token) })).statusCode);
      }
      expect(codes).toEqual([200, 200, 429]);
      const del = [];
      for (let i = 0; i < 3; i++) {
        del.push(
          (
            await limited.app.inject({
              method: "POST",
              url: DELETE,
              headers: bearer(token),
              payload: { old_password: "wrong-guess" },
            })
          ).statusCode,
        );
      }
      // The wrong guesses are failures the app shows (HTTP 200, decision 066); the limit is a 429.
      expect(del).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
