import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { enquiries, mailOutbox } from "../../src/db/schema.ts";
import { buildApp } from "../../src/server/app.ts";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { LEGAL_PAGES, SITE_PAGES } from "../../src/shared/site/site-pages.ts";
import { APP_PATHS } from "../../src/web/lib/app-paths.ts";
import { statusOf } from "../support/api-call.ts";
import { freshDatabase, type TestApp, testConfig } from "../support/test-app.ts";

/**
 * The enquiry form posted to its page by the browser itself (before the page's code has loaded,
 * or without JavaScript): the home route's action, through the server's web handler. Needs the
 * web build (`npm run test:api` builds first).
 */

const ORIGIN = "http://localhost:3000";
/** The host the browser reached: React Router checks the Origin against it before an action. */
const HOST = "localhost:3000";

const valid = {
  intent: "enquiry",
  name: "陳大文",
  contact: "+852 9123 4567",
  message: "想在深水埗開一間 900 平方呎的咖啡店。",
  consent: "on",
  website: "",
};

/** Text as React writes it into HTML. */
const html = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");

async function startWebApp(overrides: Record<string, string> = {}): Promise<TestApp> {
  const database = await freshDatabase("pglite");
  const app = await buildApp(testConfig({ CONTACT_EMAIL: "team@tablestart.test", ...overrides }), {
    database,
    web: true,
  });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** One web app for the file: starting one (the server and its page build) is what costs. */
let t: TestApp;
beforeAll(async () => {
  t = await startWebApp({ ENQUIRY_RATE_LIMIT: "3" });
});
afterAll(() => t.close());

describe("the enquiry form posted to its page", () => {
  /** Each test posts from an address of its own, with the whole per-address limit to itself. */
  let visitor = 0;
  let address: string;
  beforeEach(async () => {
    address = `192.0.2.${++visitor}`;
    // Each test sees only its own enquiries and mail.
    await t.database.db.delete(mailOutbox);
    await t.database.db.delete(enquiries);
  });

  const post = (
    url: string,
    fields: Record<string, string>,
    headers: Record<string, string> = {},
    remoteAddress = address,
  ) =>
    t.app.inject({
      method: "POST",
      url,
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        host: HOST,
        origin: ORIGIN,
        "sec-fetch-site": "same-origin",
        ...headers,
      },
      payload: new URLSearchParams(fields).toString(),
      remoteAddress,
    });
  const stored = () => t.database.db.select().from(enquiries);

  it.each([
    ["/en/", "en"],
    ["/?index", "tc"],
    ["/zh/about/", "sc"],
  ] as const)(
    "%s stores and mails it, and answers with the page's thank-you in %s",
    async (url, language) => {
      const res = await post(url, { ...valid, language: language === "en" ? "tc" : "en" });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^text\/html/);
      expect(res.body).toContain(html(MESSAGES[language]["enquiry.success"]));
      // A whole page in that language, its form empty again.
      expect(res.body).toMatch(new RegExp(`<html[^>]*lang="${language === "en" ? "en" : "zh-"}`));
      expect(res.body).not.toContain(`value="${valid.name}"`);

      const [row] = await stored();
      // The page says the language, not a posted field.
      expect(row).toMatchObject({
        name: valid.name,
        contact: valid.contact,
        message: valid.message,
        consent: true,
        language,
      });
      expect(row?.mailedAt).toBeInstanceOf(Date);
      const mails = await t.database.db.select().from(mailOutbox);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.to).toBe("team@tablestart.test");
      expect(mails[0]?.text).toContain(valid.message);
    },
  );

  it("answers invalid input with the errors in the page's language and what was typed, and keeps nothing", async () => {
    for (const [url, language] of [
      ["/en/", "en"],
      ["/zh/", "sc"],
      ["/about/", "tc"],
    ] as const) {
      const messages = MESSAGES[language];
      const res = await post(url, {
        intent: "enquiry",
        name: "  ",
        contact: "nope",
        message: "Hi",
      });
      expect(statusOf(res)).toBe(400);
      expect(res.body).toContain(html(messages["enquiry.fieldError"]));
      expect(res.body).toContain(
        `id="enquiry-name-error">${html(messages["validation.required"])}<`,
      );
      expect(res.body).toContain(
        `id="enquiry-contact-error">${html(messages["enquiry.error.contact"])}<`,
      );
      expect(res.body).toContain(
        `id="enquiry-consent-error">${html(messages["enquiry.error.consent"])}<`,
      );
      expect(res.body).not.toContain('id="enquiry-message-error"');
      // What was typed is back in the fields.
      expect(res.body).toMatch(/id="enquiry-contact"[^>]*value="nope"/);
      expect(res.body).toMatch(/<textarea[^>]*id="enquiry-message"[^>]*>Hi<\/textarea>/);
    }
    expect(await stored()).toEqual([]);
    expect(await t.database.db.select().from(mailOutbox)).toEqual([]);
  });

  it("keeps the consent ticked and the text as typed when another field is wrong", async () => {
    const res = await post("/en/", { ...valid, contact: "not a phone" });
    expect(statusOf(res)).toBe(400);
    expect(res.body).toMatch(/id="enquiry-consent"[^>]*checked=""/);
    expect(res.body).toContain(`value="${valid.name}"`);
    expect(res.body).toContain(`>${valid.message}</textarea>`);
  });

  it("answers a filled honeypot as spam and keeps nothing", async () => {
    const res = await post("/zh/", { ...valid, website: "http://cheap-pills.example" });
    expect(statusOf(res)).toBe(400);
    expect(res.body).toContain(html(MESSAGES.sc["enquiry.spam"]));
    expect(await stored()).toEqual([]);
  });

  it("refuses control characters, which the API's request guard would, and keeps nothing", async () => {
    const res = await post("/en/", { ...valid, message: "hello\u0000world" });
    expect(statusOf(res)).toBe(400);
    expect(res.body).toContain(
      `id="enquiry-message-error">${html(MESSAGES.en["api.controlCharacters"])}<`,
    );
    expect(await stored()).toEqual([]);
  });

  it("counts page posts and API calls against one limit per address", async () => {
    const api = await t.app.inject({
      method: "POST",
      url: "/api/site/v1/enquiry",
      payload: { ...valid, consent: true },
      remoteAddress: address,
    });
    expect(api.statusCode).toBe(200);
    expect((await post("/en/", valid)).statusCode).toBe(200);
    expect((await post("/en/", valid)).statusCode).toBe(200);
    const limited = await post("/?index", valid);
    expect(statusOf(limited)).toBe(429);
    expect(limited.body).toContain(html(MESSAGES.tc["enquiry.rateLimited"]));
    // What was typed stays, to send later or elsewhere.
    expect(limited.body).toContain(`>${valid.message}</textarea>`);
    const limitedApi = await t.app.inject({
      method: "POST",
      url: "/api/site/v1/enquiry?lang=en",
      payload: { ...valid, consent: true },
      remoteAddress: address,
    });
    expect(statusOf(limitedApi)).toBe(429);
    expect(limitedApi.json()).toMatchObject({ code: "rest_rate_limited" });
    expect(Number(limitedApi.headers["retry-after"])).toBeGreaterThan(0);
    expect(await stored()).toHaveLength(3);

    expect((await post("/en/", valid, {}, "203.0.113.9")).statusCode).toBe(200);
  });

  it("takes a post from our own page and refuses one from another site's", async () => {
    // A browser posting a page's form under our referrer policy: our Origin, same-origin.
    expect((await post("/en/", valid)).statusCode).toBe(200);
    for (const headers of [
      { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      { origin: "null", "sec-fetch-site": "cross-site" },
      { origin: ORIGIN, "sec-fetch-site": "same-site" },
      // A browser that does not send Sec-Fetch-Site: the Origin decides.
      { origin: "https://evil.example", "sec-fetch-site": "" },
      { origin: "null", "sec-fetch-site": "" },
    ]) {
      const sent = Object.fromEntries(Object.entries(headers).filter(([, value]) => value !== ""));
      const res = await t.app.inject({
        method: "POST",
        url: "/en/",
        headers: { "content-type": "application/x-www-form-urlencoded", host: HOST, ...sent },
        payload: new URLSearchParams(valid).toString(),
        remoteAddress: address,
      });
      expect(statusOf(res), JSON.stringify(sent)).toBe(403);
    }
    expect(await stored()).toHaveLength(1);
  });

  it("refuses a body larger than any enquiry without reading it all", async () => {
    const res = await post("/en/", { ...valid, message: "長".repeat(10_000) });
    expect(statusOf(res)).toBe(413);
    // Refused before the page's action runs, on a page of the posted page's language (decision 070).
    expect(res.body).toContain(html(MESSAGES.en["webForm.tooLarge.title"]));
    expect(await stored()).toEqual([]);
  });

  it("answers a post that no form of the page sent with a 400 page", async () => {
    const { intent: _intent, ...fields } = valid;
    const res = await post("/en/", fields);
    expect(statusOf(res)).toBe(400);
    expect(await stored()).toEqual([]);
  });
});

it("answers on a page without a contact address that it takes no enquiries", async () => {
  const t = await startWebApp({ CONTACT_EMAIL: "" });
  try {
    const res = await t.app.inject({
      method: "POST",
      url: "/en/",
      headers: { "content-type": "application/x-www-form-urlencoded", host: HOST, origin: ORIGIN },
      payload: new URLSearchParams(valid).toString(),
    });
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain(html(MESSAGES.en["contact.notSetUp"]));
    expect(await t.database.db.select().from(enquiries)).toEqual([]);
  } finally {
    await t.close();
  }
});

it("renders on the server only forms that post, and the forecast's GET of figures (decision 039)", async () => {
  const paths = [
    ...SITE_PAGES.map((page) => page.path),
    ...LEGAL_PAGES.map((page) => page.path),
    // The app's screens: most render in the browser; the directory's first screens (decision
    // 060) bring their keyword search.
    ...Object.values(APP_PATHS),
    "/no-such-page/",
  ];
  let enquiryForms = 0;
  for (const url of paths) {
    const res = await t.app.inject({ method: "GET", url });
    for (const [form] of res.body.matchAll(/<form\b[^>]*>/g)) {
      const method = /\bmethod="([^"]*)"/.exec(form)?.[1]?.toLowerCase();
      if (form.includes("forecast-form")) {
        expect(method, `${url}: ${form}`).toBe("get");
        continue;
      }
      // A keyword in the address is what a search is for; it leads to the place list.
      if (form.includes("dir-search")) {
        expect(method, `${url}: ${form}`).toBe("get");
        expect(form, url).toContain(`action="${APP_PATHS.places}"`);
        continue;
      }
      // Any other form: posted, to an action of its own, never into a URL.
      expect(method, `${url}: ${form}`).toBe("post");
      expect(form, url).toMatch(/\baction="\/[^"]*"/);
      if (form.includes('id="enquiry-form"')) enquiryForms++;
    }
    if (url.startsWith("/app")) {
      const forms = [...res.body.matchAll(/<form\b[^>]*>/g)].map(([form]) => form);
      expect(
        forms.every((form) => form.includes("dir-search")),
        url,
      ).toBe(true);
    }
  }
  expect(enquiryForms).toBe(SITE_PAGES.length);
});
