import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { mailOutbox, questionnaireAnswers, terms } from "../../src/db/schema.ts";
import { LANGUAGES, type Language } from "../../src/shared/i18n/languages.ts";
import { MESSAGES, type MessageKey } from "../../src/shared/i18n/messages/index.ts";
import { translate } from "../../src/shared/i18n/translate.ts";
import { HK_DISTRICTS } from "../../src/shared/places/hk-locations.ts";
import { hongKongDate } from "../../src/shared/places/hong-kong-clock.ts";
import type { QuestionnaireField } from "../../src/shared/questionnaire/questionnaire-definition.ts";
import { bearer, createUser, multipart, signIn } from "../support/accounts.ts";
import { statusOf } from "../support/api-call.ts";
import { createTerms, type TestTerms } from "../support/directory.ts";
import { REQUEST_ID } from "../support/request-id.ts";
import { DATABASE_KINDS, startTestApp, type TestApp } from "../support/test-app.ts";

const NS = "/api/listar/v1/questionnaire";
const TEAM = "team@tablestart.test";
const DAY_MS = 24 * 60 * 60 * 1000;
const SERVICES = ["licence", "budget", "brand", "hr", "documents", "marketing"] as const;

/** A visitor's complete, valid answers, as the app sends them (JSON). */
const VALID = {
  stage: "site_found",
  restaurant_name: "深水埗麵家",
  district: "sham-shui-po",
  cuisine: "港式麵食",
  seats: 40,
  floor_area: 900,
  monthly_rent: 85000,
  budget: 1_200_000,
  spend_per_head: 75,
  daily_visitors: 350,
  services: ["licence", "budget"],
  notes: "We want to open before Chinese New Year.",
  contact_name: "陳大文",
  email: "owner@example.hk",
  phone: "+852 9123 4567",
  contact_method: "whatsapp",
  consent: true,
};

const msg = (language: Language, key: MessageKey, vars?: Record<string, string | number>) =>
  translate(MESSAGES[language], key, vars);

describe.each(DATABASE_KINDS)("the questionnaire API on %s", (kind) => {
  let t: TestApp;
  let directory: TestTerms;
  let restaurantCategory: number;
  let memberToken: string;
  let adminToken: string;
  let authorToken: string;
  let member: { id: number; email: string };
  let visitor = 0;

  beforeAll(async () => {
    t = await startTestApp(kind, {
      CONTACT_EMAIL: TEAM,
      ENQUIRY_RATE_LIMIT: "1000",
      AUTH_RATE_LIMIT: "1000",
    });
    const { db } = t.database;
    directory = await createTerms(db);
    const [restaurant] = await db
      .insert(terms)
      .values({
        taxonomy: "category",
        slug: "restaurant",
        name: { tc: "餐廳", sc: "餐厅", en: "Restaurants" },
        position: 9,
      })
      .returning();
    restaurantCategory = restaurant!.id;
    const verified = { emailVerifiedAt: new Date(), firstName: "Mei", lastName: "Chan" };
    member = await createUser(db, { username: "member", ...verified });
    await createUser(db, { username: "boss", role: "admin", ...verified });
    await createUser(db, { username: "author", role: "author", ...verified });
    memberToken = await signIn(t.app, "member");
    adminToken = await signIn(t.app, "boss");
    authorToken = await signIn(t.app, "author");
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.database.db.delete(questionnaireAnswers);
    await t.database.db.delete(mailOutbox);
  });

  // Each call from its own address, as many people would send them.
  const save = (
    payload: object,
    options: { headers?: Record<string, string>; query?: string } = {},
  ) =>
    t.app.inject({
      method: "POST",
      url: `${NS}/save${options.query ?? ""}`,
      payload,
      headers: options.headers,
      remoteAddress: `198.51.100.${(++visitor % 250) + 1}`,
    });
  const stored = () => t.database.db.select().from(questionnaireAnswers);
  const mails = () => t.database.db.select().from(mailOutbox);
  const form = async (query = "", headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ method: "GET", url: `${NS}/form${query}`, headers });
    expect(res.statusCode).toBe(200);
    return res.json().data as { id: string; version: number; fields: QuestionnaireField[] };
  };

  describe("form", () => {
    it.each(LANGUAGES)("defines every question in %s", async (language) => {
      const definition = await form(`?lang=${language}`);
      expect(definition.id).toBe("restaurant-owner");
      expect(definition.version).toBe(2);
      expect(definition.fields.map((field) => [field.id, field.type, field.required])).toEqual([
        ["stage", "choice", false],
        ["restaurant_name", "text", false],
        ["district", "district", true],
        ["cuisine", "text", false],
        ["seats", "number", false],
        ["floor_area", "number", false],
        ["monthly_rent", "number", false],
        ["management_fee", "number", false],
        ["budget", "number", false],
        ["spend_per_head", "number", false],
        ["daily_visitors", "number", false],
        ["opening_month", "month", false],
        ["services", "multi", false],
        ["notes", "textarea", false],
        ["contact_name", "text", true],
        ["email", "email", true],
        ["phone", "phone", false],
        ["contact_method", "choice", false],
        ["consent", "consent", true],
      ]);
      const field = (id: string) => definition.fields.find((one) => one.id === id)!;
      expect(field("stage").label).toBe(msg(language, "questionnaire.field.stage"));
      expect(field("stage").options).toEqual([
        { value: "idea", label: msg(language, "questionnaire.stage.idea") },
        { value: "site_found", label: msg(language, "questionnaire.stage.siteFound") },
        { value: "fitting_out", label: msg(language, "questionnaire.stage.fittingOut") },
        { value: "open", label: msg(language, "questionnaire.stage.open") },
      ]);
      // The 18 districts under their names in this language; the website's six services.
      expect(field("district").options).toEqual(
        HK_DISTRICTS.map((district) => ({ value: district.slug, label: district.name[language] })),
      );
      expect(field("district").options).toHaveLength(18);
      expect(field("services").options).toEqual(
        SERVICES.map((id) => ({ value: id, label: MESSAGES[language][`services.${id}.title`] })),
      );
      expect(field("floor_area")).toMatchObject({
        unit: msg(language, "questionnaire.unit.squareFeet"),
        min: 1,
        max: 50_000,
      });
      expect(field("monthly_rent").unit).toBe(msg(language, "questionnaire.unit.hkd"));
      expect(field("management_fee").unit).toBe(msg(language, "questionnaire.unit.hkd"));
      expect(field("opening_month").min).toBe(hongKongDate(new Date()).slice(0, 7));
      expect(field("phone").required_if).toEqual({
        field: "contact_method",
        values: ["phone", "whatsapp"],
      });
      const privacy = { tc: "/privacy/#pics", sc: "/zh/privacy/#pics", en: "/en/privacy/#pics" };
      expect(field("consent").link).toEqual({
        label: msg(language, "questionnaire.field.consent.link"),
        url: `${t.app.config.siteUrl}${privacy[language]}`,
      });
    });

    it("answers in tc by default and follows Accept-Language", async () => {
      expect((await form()).fields[0]?.label).toBe(MESSAGES.tc["questionnaire.field.stage"]);
      const en = await form("", { "accept-language": "en-GB,en;q=0.8" });
      expect(en.fields[0]?.label).toBe(MESSAGES.en["questionnaire.field.stage"]);
      const sc = await form("", { "accept-language": "zh-CN" });
      expect(sc.fields[0]?.label).toBe(MESSAGES.sc["questionnaire.field.stage"]);
    });

    it("lets a signed-in person leave out the e-mail (their account's is used)", async () => {
      const definition = await form("?lang=en", bearer(memberToken));
      const email = definition.fields.find((field) => field.id === "email");
      expect(email).toMatchObject({
        required: false,
        help: MESSAGES.en["questionnaire.field.email.helpSignedIn"],
      });
    });
  });

  describe("validation", () => {
    const today = hongKongDate(new Date());
    const farAhead = hongKongDate(new Date(Date.now() + 6 * 365 * DAY_MS));
    // The same five years the server allows.
    const latest = hongKongDate(new Date(Date.now() + 5 * 365 * DAY_MS));
    const cases: [string, object, MessageKey, Record<string, string>?][] = [
      ["stage", { stage: "bankrupt" }, "questionnaire.error.choice"],
      ["district", { district: "" }, "validation.required"],
      ["district", { district: "atlantis" }, "questionnaire.error.choice"],
      ["email", { email: "" }, "validation.required"],
      ["email", { email: "not-an-email" }, "questionnaire.error.email"],
      ["seats", { seats: "forty" }, "questionnaire.error.notNumber"],
      ["seats", { seats: 0 }, "questionnaire.error.numberTooSmall", { min: "1" }],
      ["seats", { seats: 5000 }, "questionnaire.error.numberTooLarge", { max: "2,000" }],
      ["seats", { seats: 2.5 }, "questionnaire.error.wholeNumber"],
      [
        "floor_area",
        { floor_area: 60_000 },
        "questionnaire.error.numberTooLarge",
        { max: "50,000" },
      ],
      ["opening_month", { opening_month: "1/2027" }, "questionnaire.error.monthFormat"],
      ["opening_month", { opening_month: "2027-13" }, "questionnaire.error.monthFormat"],
      ["opening_month", { opening_month: today }, "questionnaire.error.monthFormat"],
      [
        "opening_month",
        { opening_month: "2020-01" },
        "questionnaire.error.monthTooEarly",
        { min: today.slice(0, 7) },
      ],
      [
        "opening_month",
        { opening_month: farAhead.slice(0, 7) },
        "questionnaire.error.monthTooLate",
        { max: latest.slice(0, 7) },
      ],
      [
        "management_fee",
        { management_fee: -1 },
        "questionnaire.error.numberTooSmall",
        { min: "0" },
      ],
      ["services", { services: ["licence", "catering"] }, "questionnaire.error.choice"],
      ["contact_name", { contact_name: "  " }, "validation.required"],
      ["contact_name", { contact_name: "陳\nBcc: x@example.test" }, "validation.singleLine"],
      ["contact_name", { contact_name: "x".repeat(101) }, "validation.tooLong"],
      ["phone", { phone: "call me" }, "questionnaire.error.phone"],
      // The one phone rule (shared/phone-number.ts): no Hong Kong number starts with 1.
      ["phone", { phone: "1234 5678" }, "questionnaire.error.phone"],
      ["phone", { phone: "", contact_method: "phone" }, "validation.required"],
      ["contact_method", { contact_method: "pigeon" }, "questionnaire.error.choice"],
      ["consent", { consent: false }, "questionnaire.error.consent"],
      [
        "forecast_link",
        { forecast_link: "https://evil.example/?fa=900" },
        "questionnaire.error.forecastLink",
      ],
      [
        "forecast_link",
        { forecast_link: "//evil.example/?fa=900" },
        "questionnaire.error.forecastLink",
      ],
      [
        "forecast_link",
        { forecast_link: "/app/places?fa=900" },
        "questionnaire.error.forecastLink",
      ],
      ["forecast_link", { forecast_link: "/en/" }, "questionnaire.error.forecastLink"],
    ];

    it.each(cases)(
      "refuses a bad %s with its message in every language and keeps nothing",
      async (field, change, key, vars) => {
        for (const language of LANGUAGES) {
          const res = await save({ ...VALID, ...change }, { query: `?lang=${language}` });
          expect(statusOf(res), res.body).toBe(400);
          const body = res.json();
          expect(body).toMatchObject({ success: false, code: "rest_invalid_param" });
          expect(body.data.status).toBe(400);
          expect(body.data.params).toEqual({ [field]: msg(language, key, vars) });
        }
        expect(await stored()).toEqual([]);
        expect(await mails()).toEqual([]);
      },
    );

    it("reports every problem at once", async () => {
      const res = await save({}, { query: "?lang=en" });
      expect(statusOf(res)).toBe(400);
      expect(res.json().data.params).toEqual({
        district: MESSAGES.en["validation.required"],
        contact_name: MESSAGES.en["validation.required"],
        email: MESSAGES.en["validation.required"],
        consent: MESSAGES.en["questionnaire.error.consent"],
      });
    });

    it("takes a month from this one on, and numbers as typed with thousands separators", async () => {
      const res = await save({
        ...VALID,
        opening_month: today.slice(0, 7),
        monthly_rent: "85,000",
        budget: "1200000.50",
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.answers).toMatchObject({
        opening_month: today.slice(0, 7),
        monthly_rent: 85000,
        budget: 1200000.5,
      });
    });
  });

  describe("storing", () => {
    it("keeps a visitor's answers as a new row each time, with the forecast link", async () => {
      const link = "/en/?fa=900&rent=85000&mf=0&spend=75&visitors=350";
      const first = await save({ ...VALID, forecast_link: link }, { query: "?lang=en" });
      expect(first.statusCode, first.body).toBe(200);
      const body = first.json();
      expect(body).toEqual({
        success: true,
        data: {
          id: expect.any(Number),
          answers: {
            stage: "site_found",
            restaurant_name: "深水埗麵家",
            district: "sham-shui-po",
            cuisine: "港式麵食",
            seats: 40,
            floor_area: 900,
            monthly_rent: 85000,
            budget: 1200000,
            spend_per_head: 75,
            daily_visitors: 350,
            services: ["licence", "budget"],
            notes: "We want to open before Chinese New Year.",
            contact_name: "陳大文",
            email: "owner@example.hk",
            phone: "+852 9123 4567",
            contact_method: "whatsapp",
            consent: true,
          },
          email: "owner@example.hk",
          // What the new place form starts from.
          place_form: {
            location: directory.location("sham-shui-po"),
            category: restaurantCategory,
            tags: "港式麵食",
            capacity: 40,
            title: "深水埗麵家",
            // The place's contact, from the answers' (#31).
            email: "owner@example.hk",
            phone: "+852 9123 4567",
          },
        },
        message: MESSAGES.en["questionnaire.api.saved"],
      });
      const second = await save(VALID);
      expect(second.statusCode).toBe(200);
      const rows = await stored();
      expect(rows).toHaveLength(2);
      const row = rows.find((one) => one.id === body.data.id)!;
      expect(row).toMatchObject({
        userId: null,
        email: "owner@example.hk",
        language: "en",
        forecastLink: link,
        answers: body.data.answers,
      });
      expect(row.mailedAt).toBeInstanceOf(Date);
      expect(rows.find((one) => one.id === second.json().data.id)?.forecastLink).toBeNull();
    });

    it("keeps one row per signed-in person, updated when they answer again", async () => {
      const headers = bearer(memberToken);
      const { email: _typed, ...withoutEmail } = VALID;
      const first = await save(withoutEmail, { headers });
      expect(first.statusCode, first.body).toBe(200);
      const mine = await t.app.inject({ method: "GET", url: `${NS}/mine`, headers });
      expect(mine.json().data).toMatchObject({
        id: first.json().data.id,
        user_id: member.id,
        // Left out: the account's address is used.
        email: member.email,
        answers: { stage: "site_found", seats: 40 },
        place_form: { capacity: 40 },
      });

      const second = await save(
        { ...withoutEmail, stage: "fitting_out", seats: 60, services: ["hr"] },
        { headers },
      );
      expect(second.json().data.id).toBe(first.json().data.id);
      const rows = await stored();
      expect(rows).toHaveLength(1);
      expect(rows[0]?.answers).toMatchObject({ stage: "fitting_out", seats: 60, services: ["hr"] });
      expect(rows[0]!.updatedAt.getTime()).toBeGreaterThan(rows[0]!.createdAt.getTime());
      const again = await t.app.inject({ method: "GET", url: `${NS}/mine`, headers });
      expect(again.json().data.answers.stage).toBe("fitting_out");
      // The team hears of the update as such.
      const subjects = (await mails()).filter((m) => m.to === TEAM).map((m) => m.subject);
      expect(subjects.some((subject) => subject.includes("Updated questionnaire"))).toBe(true);
    });

    it("asks visitors to sign in for their stored answers", async () => {
      const res = await t.app.inject({ method: "GET", url: `${NS}/mine?lang=en` });
      expect(statusOf(res)).toBe(401);
      expect(res.json().message).toBe(MESSAGES.en["accounts.error.noLogin"]);
      const none = await t.app.inject({
        method: "GET",
        url: `${NS}/mine`,
        headers: bearer(authorToken),
      });
      expect(none.json()).toEqual({ success: true, data: null });
    });

    it("takes urlencoded and multipart bodies as the apps send them", async () => {
      const urlencoded = new URLSearchParams({
        stage: "idea",
        district: "wan-chai",
        contact_name: "Mr Wong",
        email: "wong@example.hk",
        contact_method: "email",
        consent: "on",
        seats: "30",
      });
      urlencoded.append("services[]", "brand");
      urlencoded.append("services[]", "licence");
      const form = await t.app.inject({
        method: "POST",
        url: `${NS}/save`,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: urlencoded.toString(),
      });
      expect(form.statusCode, form.body).toBe(200);
      // In the definition's order, whatever order they came in.
      expect(form.json().data.answers).toMatchObject({ seats: 30, services: ["licence", "brand"] });

      const body = multipart({
        stage: "open",
        district: "kwun-tong",
        contact_name: "Ms Lee",
        email: "lee@example.hk",
        contact_method: "email",
        consent: "true",
        services: "marketing",
      });
      body.append("services", "hr");
      const res = await t.app.inject({ method: "POST", url: `${NS}/save`, body });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.answers.services).toEqual(["hr", "marketing"]);
      expect(await stored()).toHaveLength(2);
    });
  });

  describe("mails", () => {
    it("mails the team everything and the visitor a copy without what was typed", async () => {
      const res = await save(
        { ...VALID, forecast_link: "/?fa=900&rent=85000" },
        { query: "?lang=tc" },
      );
      expect(res.statusCode).toBe(200);
      const sent = await mails();
      expect(sent.map((mail) => mail.to).sort()).toEqual(["owner@example.hk", TEAM]);

      const team = sent.find((mail) => mail.to === TEAM)!;
      expect(team.subject).toBe(`[Tablestart] Questionnaire #${res.json().data.id} from 陳大文`);
      expect(team.headers).toEqual({ "Reply-To": "owner@example.hk" });
      expect(team.text).toContain("Language: 繁體中文");
      expect(team.text).toContain(`Forecast: ${t.app.config.siteUrl}/?fa=900&rent=85000`);
      expect(team.text).toContain(`${MESSAGES.en["questionnaire.field.district"]}: Sham Shui Po`);
      expect(team.text).toContain(
        `${MESSAGES.en["questionnaire.field.services"]}: ${MESSAGES.en["services.licence.title"]}, ${MESSAGES.en["services.budget.title"]}`,
      );
      expect(team.text).toContain(`${MESSAGES.en["questionnaire.field.floorArea"]}: 900 ft²`);
      expect(team.text).toContain("We want to open before Chinese New Year.");

      const copy = sent.find((mail) => mail.to === "owner@example.hk")!;
      expect(copy.subject).toBe(MESSAGES.tc["questionnaire.mail.subject"]);
      expect(copy.text.startsWith(MESSAGES.tc["accounts.mail.greetingNoName"])).toBe(true);
      expect(copy.text).toContain(`${MESSAGES.tc["questionnaire.field.district"]}：深水埗`);
      expect(copy.text).toContain(`${MESSAGES.tc["questionnaire.field.floorArea"]}：900 平方呎`);
      expect(copy.text).toContain(MESSAGES.tc["questionnaire.mail.unconfirmed"]);
      // Nothing the visitor typed reaches an address nobody has proved.
      for (const typed of ["陳大文", "深水埗麵家", "港式麵食", "Chinese New Year", "9123"]) {
        expect(copy.text).not.toContain(typed);
      }
    });

    it("sends a signed-in person's copy in full to their own verified address", async () => {
      const res = await save(
        { ...VALID, email: member.email.toUpperCase() },
        { headers: bearer(memberToken), query: "?lang=en" },
      );
      expect(res.statusCode).toBe(200);
      const copy = (await mails()).find((mail) => mail.to !== TEAM)!;
      expect(copy.text.startsWith(msg("en", "accounts.mail.greeting", { name: "陳大文" }))).toBe(
        true,
      );
      expect(copy.text).toContain("Chinese New Year");
      expect(copy.text).not.toContain(MESSAGES.en["questionnaire.mail.unconfirmed"]);
    });
  });

  describe("the admins' list", () => {
    it("lists every answer newest first, by page, for admins only", async () => {
      for (const name of ["First", "Second", "Third"]) {
        expect((await save({ ...VALID, contact_name: name })).statusCode).toBe(200);
      }
      const page1 = await t.app.inject({
        method: "GET",
        url: `${NS}/list?per_page=2`,
        headers: bearer(adminToken),
      });
      expect(page1.statusCode).toBe(200);
      expect(page1.json().pagination).toEqual({ page: 1, per_page: 2, max_page: 2, total: 3 });
      expect(
        page1
          .json()
          .data.map((row: { answers: { contact_name: string } }) => row.answers.contact_name),
      ).toEqual(["Third", "Second"]);
      expect(page1.json().data[0]).toMatchObject({
        user_id: null,
        email: "owner@example.hk",
        language: "tc",
        forecast_link: null,
        mailed_at: expect.any(String),
        created_at: expect.any(String),
      });
      const page2 = await t.app.inject({
        method: "GET",
        url: `${NS}/list?per_page=2&page=2`,
        headers: bearer(adminToken),
      });
      expect(page2.json().data).toHaveLength(1);
      const past = await t.app.inject({
        method: "GET",
        url: `${NS}/list?per_page=2&page=3`,
        headers: bearer(adminToken),
      });
      expect(statusOf(past)).toBe(400);

      for (const token of [memberToken, authorToken]) {
        const refused = await t.app.inject({
          method: "GET",
          url: `${NS}/list?lang=en`,
          headers: bearer(token),
        });
        expect(statusOf(refused)).toBe(403);
        expect(refused.json()).toMatchObject({
          success: false,
          code: "rest_permission",
          message: MESSAGES.en["questionnaire.api.adminsOnly"],
        });
      }
      const anonymous = await t.app.inject({ method: "GET", url: `${NS}/list` });
      expect(statusOf(anonymous)).toBe(401);
    });
  });

  describe("hostile input", () => {
    const hostile: [string, object][] = [
      ["a number as an object", { ...VALID, seats: { $gt: 0 } }],
      ["text as an array", { ...VALID, contact_name: ["a", "b"] }],
      ["a choice as an object", { ...VALID, stage: { toString: "idea" } }],
      ["services as an object", { ...VALID, services: { 0: "licence" } }],
      ["nested arrays", { ...VALID, services: [["licence"]] }],
      ["a huge string", { ...VALID, notes: "長".repeat(300_000) }],
      ["a huge number", { ...VALID, budget: 1e308 }],
      ["a NUL byte", { ...VALID, contact_name: "陳\u0000大文" }],
      ["a NUL byte in a key", { ...VALID, "con\u0000sent": true }],
      ["a right-to-left override", { ...VALID, contact_name: "陳\u202Eabc" }],
      ["consent as a string", { ...VALID, consent: "no" }],
      ["a forecast link as an array", { ...VALID, forecast_link: ["/?fa=1"] }],
      ["a javascript forecast link", { ...VALID, forecast_link: "javascript:alert(1)//?fa=1" }],
      ["a honeypot as an object", { ...VALID, website: {} }],
    ];
    it.each(hostile)("answers %s with a 4xx and keeps nothing", async (_name, payload) => {
      const res = await save(payload);
      expect(statusOf(res), res.body).toBeGreaterThanOrEqual(400);
      expect(statusOf(res), res.body).toBeLessThan(500);
      expect(res.json().success).toBe(false);
      expect(await stored()).toEqual([]);
    });

    it("never takes __proto__ or constructor keys for answers", async () => {
      const noConsent: Record<string, unknown> = { ...VALID };
      delete noConsent.consent;
      const rest = JSON.stringify(noConsent).slice(1);
      for (const sneaky of [
        '{"__proto__":{"consent":true},',
        '{"constructor":{"prototype":{"consent":true}},',
      ]) {
        const res = await t.app.inject({
          method: "POST",
          url: `${NS}/save`,
          headers: { "content-type": "application/json" },
          payload: `${sneaky}${rest}`,
        });
        expect(statusOf(res), res.body).toBe(400);
      }
      const form = new URLSearchParams({
        ...(noConsent as Record<string, string>),
        "__proto__[consent]": "true",
      });
      form.delete("services");
      const urlencoded = await t.app.inject({
        method: "POST",
        url: `${NS}/save`,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: form.toString(),
      });
      expect(statusOf(urlencoded), urlencoded.body).toBe(400);
      expect(({} as Record<string, unknown>).consent).toBeUndefined();
      expect(await stored()).toEqual([]);
    });

    it("refuses broken bodies with a 400", async () => {
      const broken = [
        {
          "content-type": "multipart/form-data; boundary=xyz",
          payload: '--xyz\r\nContent-Disposition: form-data; name="stage"\r\n\r\nidea',
        },
        { "content-type": "multipart/form-data", payload: "nothing" },
        { "content-type": "application/json", payload: '{"stage": "idea",' },
        { "content-type": "application/json", payload: "[1,2,3]" },
        { "content-type": "application/json", payload: '"just text"' },
      ];
      for (const { payload, ...headers } of broken) {
        const res = await t.app.inject({ method: "POST", url: `${NS}/save`, headers, payload });
        expect(statusOf(res), `${headers["content-type"]}: ${res.body}`).toBeGreaterThanOrEqual(
          400,
        );
        expect(statusOf(res)).toBeLessThan(500);
      }
      expect(await stored()).toEqual([]);
    });

    it("rejects a filled honeypot as spam", async () => {
      const res = await save({ ...VALID, website: "http://cheap.example" }, { query: "?lang=en" });
      expect(statusOf(res)).toBe(400);
      expect(res.json()).toMatchObject({
        code: "questionnaire_spam",
        message: MESSAGES.en["enquiry.spam"],
      });
      expect(await stored()).toEqual([]);
    });
  });
});

describe("the questionnaire's limits", () => {
  it("counts saves per address as the contact form does", async () => {
    const t = await startTestApp("pglite", { ENQUIRY_RATE_LIMIT: "2" });
    try {
      const send = () =>
        t.app.inject({
          method: "POST",
          url: `${NS}/save`,
          payload: VALID,
          remoteAddress: "203.0.113.5",
        });
      expect((await send()).statusCode).toBe(200);
      expect((await send()).statusCode).toBe(200);
      const limited = await send();
      expect(statusOf(limited)).toBe(429);
      expect(limited.json()).toMatchObject({ success: false, code: "rest_rate_limited" });
      expect(await t.database.db.select().from(questionnaireAnswers)).toHaveLength(2);
    } finally {
      await t.close();
    }
  });

  it("takes no answers when no contact address is configured, and keeps nothing", async () => {
    const t = await startTestApp("pglite", { CONTACT_EMAIL: "" });
    try {
      const res = await t.app.inject({ method: "POST", url: `${NS}/save?lang=en`, payload: VALID });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        success: false,
        code: "questionnaire_contact_not_set_up",
        message: MESSAGES.en["contact.notSetUp"],
        data: { status: 503, request_id: REQUEST_ID },
      });
      expect(await t.database.db.select().from(questionnaireAnswers)).toEqual([]);
      expect(
        await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, "owner@example.hk")),
      ).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
