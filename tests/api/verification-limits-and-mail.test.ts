import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/server/app.ts";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { bearer, signIn } from "../support/accounts.ts";
import { statusOf } from "../support/api-call.ts";
import { readMail } from "../support/read-mail.ts";
import { startSmtpInbox } from "../support/smtp-inbox.ts";
import { freshDatabase, startTestApp, type TestApp, testConfig } from "../support/test-app.ts";
import { codeFrom } from "./verification-codes.ts";

const SITE_URL = "https://tablestart.test";

describe("rate limits on verification", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp("pglite", { AUTH_RATE_LIMIT: "3" });
  });
  afterAll(() => t.close());

  it.each(["/api/listar/v1/verification/verify", "/api/listar/v1/verification/resend"])(
    "limits %s per IP address",
    async (url) => {
      for (let i = 0; i < 3; i++) {
        expect((await t.app.inject({ method: "POST", url, payload: {} })).statusCode).not.toBe(429);
      }
      const limited = await t.app.inject({
        method: "POST",
        url,
        payload: {},
        headers: { "accept-language": "zh-HK" },
      });
      expect(statusOf(limited)).toBe(429);
      expect(limited.json()).toMatchObject({
        code: "rest_rate_limited",
        message: MESSAGES.tc["api.rateLimited"],
      });
    },
  );
});

describe("the verification mail over real SMTP", () => {
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  let t: TestApp;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await startTestApp("pglite", { SMTP_URL: inbox.url, SITE_URL });
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
  });

  it("reaches the new user's mailbox, in their language, with a code and a link that work", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/listar/v1/auth/register",
      headers: { "accept-language": "zh-CN" },
      payload: {
        username: "smtpuser",
        email: "smtp.user@example.test",
        password: "long-enough-pw",
      },
    });
    expect(res.json().code).toBe(200);
    expect(inbox.received).toHaveLength(1);
    expect(inbox.received[0]?.to).toEqual(["smtp.user@example.test"]);
    const mail = readMail(inbox.received[0]!.data);
    expect(mail.subject).toBe(MESSAGES.sc["accounts.mail.verify.subject"]);
    const text = mail.text;
    expect(text).toContain(MESSAGES.sc["accounts.mail.signature"]);
    expect(text).toContain(`${SITE_URL}/app/verify?token=`);
    const token = await signIn(t.app, "smtpuser", "long-enough-pw");
    const verified = await t.app.inject({
      method: "POST",
      url: "/api/listar/v1/verification/verify",
      payload: { code: codeFrom(text) },
      headers: bearer(token),
    });
    expect(verified.statusCode).toBe(200);
  });
});

describe("a verification mail that cannot be sent", () => {
  it("lets the sign-up stand and logs the failure with the sign-up's request id", async () => {
    const database = await freshDatabase("pglite");
    const lines: { level: number; msg: string; reqId?: string; userId?: number }[] = [];
    // Nothing listens on port 1: the mail fails as with an SMTP server out of reach.
    const app = await buildApp(testConfig({ SMTP_URL: "smtp://127.0.0.1:1", LOG_LEVEL: "error" }), {
      database,
      logStream: { write: (line) => lines.push(JSON.parse(line)) },
    });
    try {
      const res = await app.inject({
        method: "POST",
        url: "/api/listar/v1/auth/register",
        headers: { "x-request-id": "signup-trace-0001" },
        payload: { username: "nomail", email: "nomail@example.test", password: "long-enough-pw" },
      });
      expect(res.json().code).toBe(200);
      const failed = lines.filter((line) => line.msg === "verification mail failed");
      expect(failed).toEqual([
        expect.objectContaining({ reqId: "signup-trace-0001", userId: expect.any(Number) }),
      ]);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
