import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { bearer, createUser, signIn } from "../support/accounts.ts";
import { expectDocumented } from "../support/expect-documented.ts";
import { REQUEST_ID } from "../support/request-id.ts";
import { DATABASE_KINDS, startTestApp, type TestApp } from "../support/test-app.ts";

const URL = "/api/site/v1/setup";
const ROUTE = `GET ${URL}`;

/** Secrets configured for the suite: none may come out of the answer. */
const SECRETS = {
  SMTP_URL: "smtp://mailer:smtp-Pa55word@127.0.0.1:1",
  STRIPE_SECRET_KEY: "sk_test_siteSetupSecretKey",
  STRIPE_WEBHOOK_SECRET: "whsec_siteSetupWebhookSecret",
  JWT_SECRET: "a-jwt-secret-of-at-least-thirty-two-characters",
};

interface Setting {
  id: string;
  title: string;
  variables: string[];
  set: boolean;
  value: string | null;
  when_set: string;
  when_missing: string;
}

describe.each(DATABASE_KINDS)("the admins' site setup on %s", (kind) => {
  let t: TestApp;
  const tokens: Record<"admin" | "customer" | "author", string> = {
    admin: "",
    customer: "",
    author: "",
  };

  beforeAll(async () => {
    t = await startTestApp(kind, {
      ...SECRETS,
      AUTH_RATE_LIMIT: "1000",
      CONTACT_EMAIL: "team@tablestart.test",
      CONSULTANCY_NAME: "好餐飲顧問",
      // The rest of the firm's details, WhatsApp, SITE_URL, map tiles and ALS stay unset.
    });
    for (const role of ["admin", "customer", "author"] as const) {
      const username = `setup-${role}`;
      await createUser(t.database.db, { username, role: role === "customer" ? "user" : role });
      tokens[role] = await signIn(t.app, username);
    }
  });
  afterAll(() => t?.close());

  const ask = (query: string, token?: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: "GET",
      url: `${URL}${query}`,
      headers: { ...headers, ...(token ? bearer(token) : {}) },
    });

  it("gives an admin the missing settings first, each with its variables and what it changes", async () => {
    const res = await ask("?lang=en", tokens.admin);
    expect(res.statusCode).toBe(200);
    await expectDocumented(t.app, ROUTE, res);
    const { data } = res.json() as {
      data: { total: number; missing: number; settings: Setting[] };
    };
    const missing = data.settings.filter((s) => !s.set).map((s) => s.id);
    expect(missing).toEqual([
      "contactWhatsapp",
      "firmYears",
      "registeredName",
      "brNumber",
      "address",
      "people",
      "siteUrl",
      "mapTiles",
      "geocoder",
    ]);
    expect(data.settings.filter((s) => s.set).map((s) => s.id)).toEqual([
      "contactEmail",
      "firmName",
      "mail",
      "cardPayments",
    ]);
    expect(data).toMatchObject({ total: 13, missing: 9 });
    // Missing first: no set one before a missing one.
    const firstSet = data.settings.findIndex((s) => s.set);
    expect(data.settings.slice(firstSet).every((s) => s.set)).toBe(true);

    const br = data.settings.find((s) => s.id === "brNumber")!;
    expect(br).toEqual({
      id: "brNumber",
      title: MESSAGES.en["siteSetup.brNumber.title"],
      variables: ["CONSULTANCY_BR_NUMBER"],
      set: false,
      value: null,
      when_set: MESSAGES.en["siteSetup.brNumber.set"],
      when_missing: MESSAGES.en["siteSetup.brNumber.missing"],
    });
    expect(data.settings.find((s) => s.id === "cardPayments")).toMatchObject({
      set: true,
      variables: ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"],
      value: null,
    });
    // What the website shows anyway is given back, for the admin to check.
    expect(data.settings.find((s) => s.id === "contactEmail")?.value).toBe("team@tablestart.test");
  });

  it("never sends a secret's value", async () => {
    for (const language of ["tc", "sc", "en"]) {
      const res = await ask(`?lang=${language}`, tokens.admin);
      expect(res.statusCode).toBe(200);
      for (const secret of Object.values(SECRETS)) expect(res.body).not.toContain(secret);
      expect(res.body).not.toContain("smtp-Pa55word");
    }
  });

  it("answers in the admin's language", async () => {
    const tc = (await ask("", tokens.admin, { "accept-language": "zh-HK" })).json();
    const brTc = tc.data.settings.find((s: Setting) => s.id === "brNumber");
    expect(brTc.title).toBe("商業登記號碼");
    expect(brTc.when_missing).toBe(MESSAGES.tc["siteSetup.brNumber.missing"]);
    const sc = (await ask("?lang=sc", tokens.admin)).json();
    expect(sc.data.settings.find((s: Setting) => s.id === "brNumber").title).toBe(
      MESSAGES.sc["siteSetup.brNumber.title"],
    );
  });

  it("refuses customers and authors with the protocol's 403, and asks visitors to sign in", async () => {
    for (const role of ["customer", "author"] as const) {
      const res = await ask("?lang=en", tokens[role]);
      expect(res.statusCode, role).toBe(403);
      expect(res.json()).toEqual({
        success: false,
        code: "rest_permission",
        message: MESSAGES.en["siteSetup.api.adminsOnly"],
        data: { status: 403, request_id: REQUEST_ID },
      });
      await expectDocumented(t.app, ROUTE, res);
      expect(res.body).not.toContain("CONSULTANCY_BR_NUMBER");
    }
    const anonymous = await ask("?lang=en");
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({
      success: false,
      code: "rest_permission",
      data: { status: 401 },
    });
    expect(anonymous.body).not.toContain("CONSULTANCY_BR_NUMBER");
    // A forged token is the JWT plugin's 403, as on every route.
    const forged = await ask("?lang=en", `${tokens.admin.slice(0, -4)}AAAA`);
    expect(forged.statusCode).toBe(403);
    expect(forged.json().code).toMatch(/^jwt_auth_/);
  });

  it("takes hostile queries and headers without a 500", async () => {
    // Nothing to read from the query but the language: anything else is ignored.
    for (const query of [
      "?lang[]=en",
      "?__proto__[set]=1",
      `?lang=${"長".repeat(5000)}`,
      "?page=-1&per_page=1e309",
    ]) {
      const res = await ask(query, tokens.admin);
      expect(res.statusCode, query).toBe(200);
      expect(res.json().data.settings).toHaveLength(13);
    }
    // A NUL byte is refused before any route, in the protocol's error shape (decision 026).
    const nul = await ask("?lang=%00", tokens.admin);
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toMatchObject({ success: false, data: { status: 400 } });
    const badHeader = await t.app.inject({
      method: "GET",
      url: URL,
      headers: { authorization: "Bearer" },
    });
    expect(badHeader.statusCode).toBeLessThan(500);
    const post = await t.app.inject({ method: "POST", url: URL, headers: bearer(tokens.admin) });
    expect(post.statusCode).toBe(404);
    expect(post.json().code).toBe("rest_no_route");
  });
});
