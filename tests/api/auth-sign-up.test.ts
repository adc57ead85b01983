import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, users } from "../../src/db/schema.ts";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from "../../src/server/demo/seed.ts";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { bearer, createUser, mailsTo, multipart, signIn } from "../support/accounts.ts";
import { statusOf } from "../support/api-call.ts";
import { expectDocumented } from "../support/expect-documented.ts";
import { REQUEST_ID } from "../support/request-id.ts";
import { DATABASE_KINDS, startTestApp, type TestApp } from "../support/test-app.ts";
import { CONFIG, JWT_SECRET, SITE_URL } from "./auth-app.ts";

const en = MESSAGES.en;

describe.each(DATABASE_KINDS)("accounts API on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, CONFIG);
  });
  afterAll(() => t.close());

  const post = (url: string, payload?: object | string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "POST", url, payload, headers });

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
