import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { questionnaireAnswers, users } from "../../src/db/schema.ts";
import { usernameFromEmail } from "../../src/server/api/auth/owner-sign-up-routes.ts";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { hongKongDate } from "../../src/shared/places/hong-kong-clock.ts";
import { questionnaireQueryFromForecast } from "../../src/shared/questionnaire/forecast-link.ts";
import { bearer, createUser, mailsTo, signIn } from "../support/accounts.ts";
import { statusOf } from "../support/api-call.ts";
import { expectDocumented } from "../support/expect-documented.ts";
import { fixedBodies, injectOptions } from "../support/hostile-input.ts";
import { DATABASE_KINDS, startTestApp, type TestApp } from "../support/test-app.ts";

const NS = "/api/listar/v1";
const REGISTER = `${NS}/auth/register_owner`;
const TEAM = "team@tablestart.test";
const PASSWORD = "a-good-long-password";
const en = MESSAGES.en;
const codeFrom = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? "";

/** The website's short first step, as the "open this restaurant" page sends it. */
const SHORT = {
  restaurant_name: "深水埗麵家",
  contact_name: "陳大文",
  email: "chan.tai-man@example.hk",
  phone: "+852 9123 4567",
  district: "sham-shui-po",
  opening_month: hongKongDate(new Date()).slice(0, 7),
  consent: true,
};

describe.each(DATABASE_KINDS)("the open-a-restaurant path on %s", (kind) => {
  let t: TestApp;
  let caller = 0;

  beforeAll(async () => {
    t = await startTestApp(kind, {
      CONTACT_EMAIL: TEAM,
      ENQUIRY_RATE_LIMIT: "1000",
      AUTH_RATE_LIMIT: "1000",
    });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.database.db.delete(questionnaireAnswers);
  });

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: "POST",
      url,
      payload,
      headers,
      remoteAddress: `198.51.100.${(++caller % 250) + 1}`,
    });
  const register = (payload: object, lang = "en") =>
    post(`${REGISTER}?lang=${lang}`, { password: PASSWORD, accept_terms: true, ...payload });
  const verify = (code: string, token: string) =>
    post(`${NS}/verification/verify?lang=en`, { code }, bearer(token));
  const userByEmail = async (email: string) =>
    (await t.database.db.select().from(users).where(eq(users.email, email)))[0];

  it("saves the short step with the forecast's figures, management fee included", async () => {
    const link = "/en/?fa=900&rent=85000&mf=6000&spend=75&visitors=350";
    const carried = Object.fromEntries(
      questionnaireQueryFromForecast(
        {
          floorArea: 900,
          baseRent: 85_000,
          managementFee: 6000,
          perCapitaSpend: 75,
          dailyVisitors: 350,
        },
        link,
      ),
    );
    expect(carried).toMatchObject({ management_fee: "6000", forecast_link: link });
    const res = await post(`${NS}/questionnaire/save?lang=en`, { ...SHORT, ...carried });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data.answers).toMatchObject({ management_fee: 6000, monthly_rent: 85000 });
    expect(data.answers.opening_month).toBe(SHORT.opening_month);
    // No stage, no contact method: the short step is enough for the team to call back.
    expect(data.answers.stage).toBeUndefined();
    expect(data.place_form).toMatchObject({
      title: SHORT.restaurant_name,
      email: SHORT.email,
      phone: SHORT.phone,
    });
    const [row] = await t.database.db.select().from(questionnaireAnswers);
    expect(row!.forecastLink).toBe(link);
    // The consultancy's mail still goes out (the same route, the same definition).
    expect((await mailsTo(t.database.db, TEAM)).length).toBeGreaterThan(0);
  });

  it("refuses a month that is a date, and a short step without its contact", async () => {
    const res = await post(`${NS}/questionnaire/save?lang=en`, {
      ...SHORT,
      opening_month: "2027-02-01",
      contact_name: "",
    });
    expect(statusOf(res)).toBe(400);
    expect(res.json().data.params).toEqual({
      opening_month: en["questionnaire.error.monthFormat"],
      contact_name: en["validation.required"],
    });
  });

  it("makes the account from the name and e-mail, mails a code, and the code signs in", async () => {
    const res = await register({ name: "陳大文", email: "Chan.Tai-Man@Example.hk" });
    expect(res.statusCode, res.body).toBe(200);
    await expectDocumented(t.app, `POST ${REGISTER}`, res);
    const body = res.json();
    expect(body.data).toMatchObject({
      email: "chan.tai-man@example.hk",
      emailVerified: false,
      verified: false,
    });
    const user = await userByEmail("chan.tai-man@example.hk");
    // No username to invent: the server made one from the address.
    expect(user).toMatchObject({ username: "chan.tai-man", displayName: "陳大文" });
    expect(user!.emailVerifiedAt).toBeNull();

    const [mail] = await mailsTo(t.database.db, "chan.tai-man@example.hk");
    const code = codeFrom(mail!.text);
    expect(code).toMatch(/^\d{6}$/);
    const verified = await verify(code, body.data.token);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().data.emailVerified).toBe(true);
    // The token now belongs to a proven account; the password chosen signs in as well.
    const me = await t.app.inject({ url: `${NS}/auth/user`, headers: bearer(body.data.token) });
    expect(me.statusCode).toBe(200);
    expect(await signIn(t.app, "chan.tai-man@example.hk", PASSWORD)).toBeTruthy();
  });

  it("gives a second owner with the same address's name another username", async () => {
    const first = await register({ name: "Mei", email: "mei@one.example" });
    const second = await register({ name: "Mei too", email: "mei@two.example" });
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    const a = await userByEmail("mei@one.example");
    const b = await userByEmail("mei@two.example");
    expect(a!.username).toBe("mei");
    expect(b!.username).toMatch(/^mei-\d+$/);
    expect(usernameFromEmail("a@b.c")).toBe("ownera");
    expect(usernameFromEmail("陳@b.c")).toBe("owner");
  });

  it("says an existing address has an account, as the app's sign-up would, and changes nothing", async () => {
    await createUser(t.database.db, { username: "taken", email: "taken@example.hk" });
    const before = await userByEmail("taken@example.hk");
    const res = await register({
      name: "Someone",
      email: "TAKEN@example.hk",
      password: "x".repeat(9),
    });
    expect(statusOf(res)).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      code: "auth_register_email_taken",
      message: en["accounts.error.emailTaken"],
      data: { status: 400, params: { email: en["accounts.error.emailTaken"] } },
    });
    // Nothing about the account (its name, whether it is verified) and no mail to it.
    expect(res.body).not.toContain('taken@example.hk"');
    expect(await mailsTo(t.database.db, "taken@example.hk")).toEqual([]);
    expect(await userByEmail("taken@example.hk")).toEqual(before);
  });

  it("refuses wrong codes, then stops the mailed code after five", async () => {
    const res = await register({ name: "Wrong", email: "wrong@example.hk" });
    const { token } = res.json().data;
    const [mail] = await mailsTo(t.database.db, "wrong@example.hk");
    const code = codeFrom(mail!.text);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) {
      const attempt = await verify(wrong, token);
      expect(statusOf(attempt)).toBe(400);
      expect(attempt.json().code).toBe("verification_invalid_code");
    }
    // Even the right code no longer works: a new mail is needed.
    expect(statusOf(await verify(code, token))).toBe(400);
    expect((await userByEmail("wrong@example.hk"))!.emailVerifiedAt).toBeNull();
  });

  it("never lets another account use someone's code", async () => {
    const owner = (await register({ name: "Owner", email: "owner1@example.hk" })).json().data;
    const other = (await register({ name: "Other", email: "other1@example.hk" })).json().data;
    const [mail] = await mailsTo(t.database.db, "owner1@example.hk");
    const attempt = await verify(codeFrom(mail!.text), other.token);
    expect(statusOf(attempt)).toBe(400);
    expect((await userByEmail("owner1@example.hk"))!.emailVerifiedAt).toBeNull();
    expect((await userByEmail("other1@example.hk"))!.emailVerifiedAt).toBeNull();
    expect(owner.token).not.toBe(other.token);
  });

  it.each([
    ["no terms", { accept_terms: false }, "accept_terms", "accounts.error.termsRequired"],
    ["terms left out", { accept_terms: undefined }, "accept_terms", "accounts.error.termsRequired"],
    ["a short password", { password: "short" }, "password", "accounts.error.passwordTooShort"],
    ["no name", { name: "  " }, "name", "validation.required"],
    ["a two-line name", { name: "a\nBcc: x@y.z" }, "name", "validation.singleLine"],
    ["a huge name", { name: "名".repeat(5000) }, "name", "validation.tooLong"],
    ["a list for a name", { name: ["a", "b"] }, "name", "validation.required"],
    ["not an address", { email: "nobody" }, "email", "accounts.error.notEmail"],
  ] as const)("refuses %s with the field's message", async (_label, change, field, key) => {
    const res = await register({ name: "Fine", email: "fine@example.hk", ...change });
    expect(statusOf(res), res.body).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: "rest_invalid_param" });
    expect(res.json().data.params[field]).toBe(en[key]);
    expect(await userByEmail("fine@example.hk")).toBeUndefined();
  });

  it("answers hostile bodies with 4xx in the protocol's error shape", async () => {
    const inputs = [
      ...fixedBodies(["name", "email", "password", "accept_terms"], {
        name: "Hostile",
        email: "hostile@example.hk",
        password: PASSWORD,
        accept_terms: true,
      }),
      {
        label: "NUL bytes",
        headers: { "content-type": "application/json" },
        payload: JSON.stringify({
          name: "a\u0000b",
          email: "nul\u0000@example.hk",
          password: PASSWORD,
          accept_terms: true,
        }),
      },
      {
        label: "__proto__ keys",
        headers: { "content-type": "application/json" },
        payload:
          '{"__proto__":{"accept_terms":true},"name":"p","email":"p@example.hk","password":"a-good-long-password"}',
      },
    ];
    let refused = 0;
    for (const input of inputs) {
      const res = await t.app.inject({
        ...injectOptions("POST", `${REGISTER}?lang=en`, input),
        remoteAddress: `203.0.113.${(++caller % 250) + 1}`,
      });
      const status = statusOf(res);
      // Some of the fixed bodies are valid (a number typed as a name): never a 5xx, though.
      expect(status, `${input.label}: ${res.body}`).toBeLessThan(500);
      if (status < 400) continue;
      refused++;
      const body = res.json();
      expect(body, input.label).toMatchObject({ success: false, data: { status } });
      expect(typeof body.code, input.label).toBe("string");
    }
    expect(refused).toBeGreaterThan(inputs.length / 2);
    expect(await userByEmail("p@example.hk")).toBeUndefined();
  });

  it("keeps to the sign-up's rate limit", async () => {
    const limited = await startTestApp(kind, { AUTH_RATE_LIMIT: "2" });
    try {
      const send = (n: number) =>
        limited.app.inject({
          method: "POST",
          url: `${REGISTER}?lang=en`,
          payload: { name: "R", email: `r${n}@example.hk`, password: PASSWORD, accept_terms: true },
          remoteAddress: "192.0.2.9",
        });
      expect((await send(1)).statusCode).toBe(200);
      expect((await send(2)).statusCode).toBe(200);
      const third = await send(3);
      expect(third.statusCode).toBe(429);
      expect(third.json()).toMatchObject({ success: false, data: { status: 429 } });
    } finally {
      await limited.close();
    }
  }, 120_000);
});
