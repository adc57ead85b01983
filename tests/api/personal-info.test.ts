import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../src/db/schema.ts";
import { PERSONAL_INFO_FIELDS } from "../../src/shared/accounts/personal-info.ts";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { bearer, createUser, signIn } from "../support/accounts.ts";
import { statusOf } from "../support/api-call.ts";
import { DATABASE_KINDS, startTestApp, type TestApp } from "../support/test-app.ts";

/**
 * Decision 041: the personal info a booking needs (first and last name, phone) may be changed
 * through `users/me` but not blanked, so an edit never turns a verified account unverified.
 */
describe.each(DATABASE_KINDS)("personal info kept through users/me on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { AUTH_RATE_LIMIT: "1000" });
  });
  afterAll(() => t.close());

  const COMPLETE = { firstName: "Tai Man", lastName: "Chan", phone: "9123 4567" };

  async function verifiedAccount(username: string) {
    const user = await createUser(t.database.db, {
      username,
      ...COMPLETE,
      emailVerifiedAt: new Date(),
    });
    return { user, token: await signIn(t.app, username) };
  }
  const update = (token: string, payload: object) =>
    t.app.inject({
      method: "POST",
      url: "/api/wp/v2/users/me",
      payload,
      headers: bearer(token),
    });
  const status = async (token: string) =>
    (
      await t.app.inject({ url: "/api/listar/v1/verification?lang=en", headers: bearer(token) })
    ).json().data;
  const stored = async (id: number) =>
    (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;

  it.each(PERSONAL_INFO_FIELDS)(
    "refuses to blank %s, with the field's message in every language, and changes nothing",
    async (field) => {
      const { user, token } = await verifiedAccount(`keep_${field}`);
      for (const lang of ["tc", "sc", "en"] as const) {
        // Spaces only are blank too; the other fields of the same request are not saved either.
        for (const blank of ["", "   "]) {
          const res = await update(token, { [field]: blank, description: "changed", lang });
          expect(statusOf(res)).toBe(400);
          expect(res.json()).toMatchObject({
            code: "rest_invalid_param",
            data: {
              status: 400,
              params: { [field]: MESSAGES[lang]["accounts.error.personalInfoNeeded"] },
            },
          });
        }
      }
      expect(await stored(user.id)).toEqual(user);
      expect(await status(token)).toEqual({
        emailVerified: true,
        havePersonalInfo: true,
        verified: true,
      });
    },
  );

  it("names every blanked field at once", async () => {
    const { token } = await verifiedAccount("keep_all");
    const res = await update(token, { first_name: "", last_name: "", phone: "", lang: "en" });
    expect(statusOf(res)).toBe(400);
    expect(Object.keys(res.json().data.params).sort()).toEqual([...PERSONAL_INFO_FIELDS].sort());
  });

  it("takes new values for them, and leaves them alone when they are not sent", async () => {
    const { user, token } = await verifiedAccount("keep_change");
    const changed = await update(token, { first_name: "Siu Ming", phone: "+44 20 7946 0000" });
    expect(changed.statusCode).toBe(200);
    const other = await update(token, { description: "Noodles" });
    expect(other.statusCode).toBe(200);
    expect(await stored(user.id)).toMatchObject({
      firstName: "Siu Ming",
      lastName: "Chan",
      phone: "+44 20 7946 0000",
      description: "Noodles",
    });
    expect((await status(token)).verified).toBe(true);
  });

  it("lets a field that was never filled in stay blank (a Listar app sending its whole form)", async () => {
    const user = await createUser(t.database.db, { username: "keep_fresh", firstName: "Mei" });
    const token = await signIn(t.app, "keep_fresh");
    const res = await update(token, { last_name: "", phone: "", name: "Mei" });
    expect(res.statusCode).toBe(200);
    const blanked = await update(token, { first_name: "", lang: "en" });
    expect(statusOf(blanked)).toBe(400);
    expect(blanked.json().data.params).toEqual({
      first_name: MESSAGES.en["accounts.error.personalInfoNeeded"],
    });
    expect(await stored(user.id)).toMatchObject({ firstName: "Mei", lastName: "", phone: "" });
  });
});
