import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { mailOutbox, questionnaireAnswers } from "../../src/db/schema.ts";
import { LANGUAGES } from "../../src/shared/i18n/languages.ts";
import { MESSAGES, type MessageKey } from "../../src/shared/i18n/messages/index.ts";
import { HK_DISTRICTS } from "../../src/shared/places/hk-locations.ts";
import { hongKongDate } from "../../src/shared/places/hong-kong-clock.ts";
import { bearer } from "../support/accounts.ts";
import { statusOf } from "../support/api-call.ts";
import { DATABASE_KINDS, type TestApp } from "../support/test-app.ts";
import {
  DAY_MS,
  msg,
  questionnaireCalls,
  SERVICES,
  startQuestionnaireApp,
  VALID,
} from "./questionnaire-app.ts";

describe.each(DATABASE_KINDS)("the questionnaire API on %s", (kind) => {
  let t: TestApp;
  let memberToken: string;

  beforeAll(async () => {
    ({ t, memberToken } = await startQuestionnaireApp(kind));
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.database.db.delete(questionnaireAnswers);
    await t.database.db.delete(mailOutbox);
  });

  const { save, stored, mails, form } = questionnaireCalls(() => t);

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
});
