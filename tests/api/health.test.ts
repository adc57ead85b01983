import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../../src/db/schema.ts";
import { statusOf } from "../support/api-call.ts";
import { expectDocumented } from "../support/expect-documented.ts";
import { DATABASE_KINDS, startTestApp, type TestApp } from "../support/test-app.ts";

describe.each(DATABASE_KINDS)("health and API conventions on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it("pings the database", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { status: "ok", database: kind } });
    await expectDocumented(t.app, "GET /api/health", res);
  });

  it("answers 503 when the database is gone", async () => {
    const original = t.database.ping;
    t.database.ping = async () => {
      throw new Error("connection refused");
    };
    try {
      const res = await t.app.inject({ method: "GET", url: "/api/health" });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ success: false, code: "database_unavailable" });
      await expectDocumented(t.app, "GET /api/health", res);
    } finally {
      t.database.ping = original;
    }
  });

  it("answers unknown API routes with rest_no_route in the asked language", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/nothing/here?lang=en" });
    expect(statusOf(res)).toBe(404);
    expect(res.json()).toMatchObject({
      success: false,
      code: "rest_no_route",
      data: { status: 404 },
    });
    expect(res.json().message).toMatch(/route/i);
  });

  it("answers malformed JSON with 400, not 500", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/site/v1/enquiry",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(statusOf(res)).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: "rest_bad_request" });
  });
});

describe("the dev outbox viewer", () => {
  it("shows mail that had no SMTP server to go to", async () => {
    const t = await startTestApp("pglite");
    try {
      await t.app.inject({
        method: "POST",
        url: "/api/site/v1/enquiry",
        payload: {
          name: "A <b>bold</b> owner",
          contact: "91234567",
          message: "Hello",
          consent: true,
        },
      });
      const page = await t.app.inject({ method: "GET", url: "/dev/mail" });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain("Enquiry #1 from A &#60;b&#62;bold&#60;/b&#62; owner");
      // Its own style carries the page's nonce, so the page's CSP lets it apply.
      const nonce = /style-src[^;]*'nonce-([^']+)'/.exec(
        String(page.headers["content-security-policy"]),
      )?.[1];
      expect(page.body).toContain(`<style nonce="${nonce}">`);
      const json = await t.app.inject({ method: "GET", url: "/dev/mail.json" });
      expect(json.json().data[0].text).toContain("Hello");
      // A booking's mail carries its calendar invitation: shown under the mail, escaped.
      await t.database.db.insert(mailOutbox).values({
        to: "guest@example.test",
        subject: "Booking cancelled",
        text: "Your booking is cancelled.",
        calendar: "BEGIN:VCALENDAR\r\nMETHOD:CANCEL\r\nSUMMARY:<Dinner>\r\nEND:VCALENDAR",
      });
      const withCalendar = await t.app.inject({ method: "GET", url: "/dev/mail" });
      expect(withCalendar.body).toMatch(
        /<details><summary>Calendar invitation \(\.ics\)<\/summary><pre>BEGIN:VCALENDAR\r\nMETHOD:CANCEL\r\nSUMMARY:&#60;Dinner&#62;/,
      );
      // The enquiry's mail has none.
      expect(withCalendar.body.match(/<details>/g)).toHaveLength(1);
      const listed = await t.app.inject({ method: "GET", url: "/dev/mail.json" });
      expect(listed.json().data[0].calendar).toContain("METHOD:CANCEL");
    } finally {
      await t.close();
    }
  });

  it("is shown to this machine only: every reset and verification link is in it", async () => {
    const t = await startTestApp("pglite");
    try {
      for (const url of ["/dev/mail", "/dev/mail.json"]) {
        for (const remoteAddress of ["192.168.1.20", "10.0.0.5", "2001:db8::1"]) {
          const res = await t.app.inject({ method: "GET", url, remoteAddress });
          expect(statusOf(res), `${url} from ${remoteAddress}`).toBe(404);
          expect(res.body).not.toContain("Dev outbox");
        }
        for (const remoteAddress of ["127.0.0.1", "::1", "::ffff:127.0.0.1"]) {
          const res = await t.app.inject({ method: "GET", url, remoteAddress });
          expect(res.statusCode, `${url} from ${remoteAddress}`).toBe(200);
        }
      }
      // A spoofed X-Forwarded-For changes nothing while no proxy is trusted.
      const spoofed = await t.app.inject({
        method: "GET",
        url: "/dev/mail.json",
        remoteAddress: "192.168.1.20",
        headers: { "x-forwarded-for": "127.0.0.1" },
      });
      expect(statusOf(spoofed)).toBe(404);
    } finally {
      await t.close();
    }
  });

  it("does not exist in production", async () => {
    const t = await startTestApp("pglite", {
      NODE_ENV: "production",
      SMTP_URL: "smtp://127.0.0.1:9",
      JWT_SECRET: "a-production-secret-of-32-chars-or-more",
    });
    try {
      expect((await t.app.inject({ method: "GET", url: "/dev/mail" })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
