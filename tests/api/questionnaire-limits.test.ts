import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { mailOutbox, questionnaireAnswers } from "../../src/db/schema.ts";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { statusOf } from "../support/api-call.ts";
import { REQUEST_ID } from "../support/request-id.ts";
import { DATABASE_KINDS, startTestApp, type TestApp } from "../support/test-app.ts";
import { NS, questionnaireCalls, startQuestionnaireApp, VALID } from "./questionnaire-app.ts";

describe.each(DATABASE_KINDS)("the questionnaire API on %s", (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    ({ t } = await startQuestionnaireApp(kind));
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.database.db.delete(questionnaireAnswers);
    await t.database.db.delete(mailOutbox);
  });

  const { save, stored } = questionnaireCalls(() => t);

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
