import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { mailOutbox, questionnaireAnswers } from "../../src/db/schema.ts";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { bearer, multipart } from "../support/accounts.ts";
import { statusOf } from "../support/api-call.ts";
import type { TestTerms } from "../support/directory.ts";
import { DATABASE_KINDS, type TestApp } from "../support/test-app.ts";
import {
  msg,
  NS,
  questionnaireCalls,
  startQuestionnaireApp,
  TEAM,
  VALID,
} from "./questionnaire-app.ts";

describe.each(DATABASE_KINDS)("the questionnaire API on %s", (kind) => {
  let t: TestApp;
  let directory: TestTerms;
  let restaurantCategory: number;
  let memberToken: string;
  let adminToken: string;
  let authorToken: string;
  let member: { id: number; email: string };

  beforeAll(async () => {
    ({ t, directory, restaurantCategory, memberToken, adminToken, authorToken, member } =
      await startQuestionnaireApp(kind));
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.database.db.delete(questionnaireAnswers);
    await t.database.db.delete(mailOutbox);
  });

  const { save, stored, mails } = questionnaireCalls(() => t);

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
});
