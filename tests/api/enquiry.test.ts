import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { enquiries, mailOutbox } from "../../src/db/schema.ts";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { statusOf } from "../support/api-call.ts";
import { expectDocumented } from "../support/expect-documented.ts";
import { startSmtpInbox } from "../support/smtp-inbox.ts";
import { DATABASE_KINDS, startTestApp, type TestApp } from "../support/test-app.ts";

const valid = {
  name: "陳大文",
  contact: "owner@example.hk",
  message: "We plan a 900 ft² café in Sham Shui Po and need help with the licence.",
  consent: true,
  website: "",
  language: "en",
};

describe.each(DATABASE_KINDS)("POST /api/site/v1/enquiry on %s", (kind) => {
  /** One app per database: starting one is what costs. */
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, {
      CONTACT_EMAIL: "team@tablestart.test",
      ENQUIRY_RATE_LIMIT: "3",
    });
  });
  afterAll(() => t.close());

  /** Each test posts from an address of its own, with the whole per-address limit to itself. */
  let visitors = 0;
  let address: string;
  beforeEach(async () => {
    address = `192.0.2.${++visitors}`;
    // Each test sees only its own enquiries and mail.
    await t.database.db.delete(mailOutbox);
    await t.database.db.delete(enquiries);
  });

  /** Every answer checked against the OpenAPI document too. */
  const post = async (payload: object, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/site/v1/enquiry",
      payload,
      headers,
      remoteAddress: address,
    });
    await expectDocumented(t.app, "POST /api/site/v1/enquiry", res);
    return res;
  };
  const storedCount = async () => (await t.database.db.select().from(enquiries)).length;

  it("stores the enquiry and mails it to the contact address", async () => {
    const res = await post(valid);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ success: true, data: { id: expect.any(Number) } });

    const [row] = await t.database.db.select().from(enquiries);
    expect(row).toMatchObject({
      id: body.data.id,
      name: valid.name,
      contact: valid.contact,
      message: valid.message,
      language: "en",
      consent: true,
    });
    expect(row?.mailedAt).toBeInstanceOf(Date);

    const mails = await t.database.db.select().from(mailOutbox);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toBe("team@tablestart.test");
    expect(mails[0]?.text).toContain(valid.message);
    expect(mails[0]?.headers).toEqual({ "Reply-To": valid.contact });
  });

  it("accepts a phone number and a urlencoded form body", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/site/v1/enquiry",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({
        name: "Mr Wong",
        contact: "+852 9123 4567",
        message: "Call me about budget planning.",
        consent: "on",
        language: "tc",
      }).toString(),
      remoteAddress: address,
    });
    expect(res.statusCode).toBe(200);
    expect(await storedCount()).toBe(1);
  });

  it.each([
    ["name", { name: "  " }, "validation.required"],
    ["contact", { contact: "not a phone or e-mail" }, "enquiry.error.contact"],
    ["message", { message: "" }, "validation.required"],
    ["message", { message: "x".repeat(2001) }, "validation.tooLong"],
    ["consent", { consent: false }, "enquiry.error.consent"],
  ] as const)(
    "rejects a bad %s with a translated field message and stores nothing",
    async (field, change, key) => {
      for (const language of ["tc", "sc", "en"] as const) {
        const res = await post({ ...valid, ...change, language });
        expect(statusOf(res)).toBe(400);
        const body = res.json();
        expect(body.code).toBe("rest_invalid_param");
        expect(body.data.status).toBe(400);
        expect(body.data.params[field]).toBe(MESSAGES[language][key]);
      }
      expect(await storedCount()).toBe(0);
      expect(await t.database.db.select().from(mailOutbox)).toHaveLength(0);
    },
  );

  it("takes the name on one line only: no forged lines in the team's mail", async () => {
    let visitor = 0;
    for (const name of [
      "Mr Wong\nBcc: someone@example.test",
      "Mr Wong\r\nContact: +852 0000 0000",
      "Mr\tWong",
      "Mr Wong\u2028Contact: x",
      "Mr Wong\u0085x",
    ]) {
      for (const language of ["tc", "sc", "en"] as const) {
        const res = await t.app.inject({
          method: "POST",
          url: `/api/site/v1/enquiry?lang=${language}`,
          payload: { ...valid, name },
          // Past the per-address limit of 3 (tested on its own).
          remoteAddress: `198.51.100.${++visitor}`,
        });
        expect(statusOf(res), JSON.stringify(name)).toBe(400);
        expect(res.json().data.params).toEqual({
          name: MESSAGES[language]["validation.singleLine"],
        });
      }
    }
    expect(await storedCount()).toBe(0);
    // The message is free text over several lines.
    const ok = await post({ ...valid, message: "Line one\nLine two" });
    expect(ok.statusCode).toBe(200);
  });

  it("reports every missing field at once", async () => {
    const res = await post({ language: "tc" });
    expect(statusOf(res)).toBe(400);
    expect(Object.keys(res.json().data.params).sort()).toEqual([
      "consent",
      "contact",
      "message",
      "name",
    ]);
    expect(res.json().data.params.name).toBe(MESSAGES.tc["validation.required"]);
  });

  it("rejects a filled honeypot as spam and keeps nothing", async () => {
    const res = await post({ ...valid, website: "http://cheap-pills.example" });
    expect(statusOf(res)).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      code: "enquiry_spam",
      message: MESSAGES.en["enquiry.spam"],
    });
    expect(await storedCount()).toBe(0);
  });

  it("limits enquiries per IP address", async () => {
    for (let i = 0; i < 3; i++) expect((await post(valid)).statusCode).toBe(200);
    const limited = await post({ ...valid, language: "sc" });
    expect(statusOf(limited)).toBe(429);
    expect(limited.json()).toMatchObject({
      success: false,
      code: "rest_rate_limited",
      data: { status: 429 },
    });
    expect(await storedCount()).toBe(3);

    const otherVisitor = await t.app.inject({
      method: "POST",
      url: "/api/site/v1/enquiry",
      payload: valid,
      remoteAddress: "203.0.113.9",
    });
    expect(otherVisitor.statusCode).toBe(200);
  });
});

describe("enquiry mail over real SMTP", () => {
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  let t: TestApp;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await startTestApp("pglite", {
      SMTP_URL: inbox.url,
      CONTACT_EMAIL: "team@tablestart.test",
    });
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
  });

  it("delivers the enquiry to CONTACT_EMAIL and leaves the outbox empty", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/site/v1/enquiry", payload: valid });
    expect(res.statusCode).toBe(200);
    expect(inbox.received).toHaveLength(1);
    expect(inbox.received[0]?.to).toEqual(["team@tablestart.test"]);
    expect(inbox.received[0]?.data).toContain("Sham Shui Po");
    expect(inbox.received[0]?.data).toMatch(/Reply-To: owner@example\.hk/i);
    expect(await t.database.db.select().from(mailOutbox)).toHaveLength(0);
  });
});
