import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forecastQuery } from "../../src/shared/forecast/forecast-query.ts";
import { WORKED_EXAMPLE } from "../../src/shared/forecast/test-fixtures.ts";
import { LANGUAGES } from "../../src/shared/i18n/languages.ts";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { templateEntry } from "../../src/shared/templates/template-catalogue.ts";
import {
  CONTENT_TYPE,
  TEMPLATE_FORMAT,
  TEMPLATE_IDS,
} from "../../src/shared/templates/template-ids.ts";
import { statusOf } from "../support/api-call.ts";
import { readDocx } from "../support/office-files.ts";
import { DATABASE_KINDS, startTestApp, type TestApp } from "../support/test-app.ts";

const forecastParams = forecastQuery(WORKED_EXAMPLE).toString();

describe.each(DATABASE_KINDS)("GET /templates/<id>.<ext> on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url, headers });

  describe.each(TEMPLATE_IDS)("%s", (id) => {
    const extension = TEMPLATE_FORMAT[id];

    it.each(LANGUAGES)("downloads in %s with the name in that language", async (language) => {
      const res = await get(`/templates/${id}.${extension}?lang=${language}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe(CONTENT_TYPE[extension]);
      const name = `${templateEntry(id, language).fileName}.${extension}`;
      expect(res.headers["content-disposition"]).toBe(
        `attachment; filename="tablestart-${id}-${language}.${extension}"; filename*=UTF-8''${encodeURIComponent(name)}`,
      );
      expect(res.headers.etag).toMatch(/^"[\w-]{32}"$/);
      expect(res.headers["cache-control"]).toBe("public, max-age=3600");
      expect(res.rawPayload.subarray(0, 2).toString()).toBe("PK");
      expect(res.rawPayload.length).toBeGreaterThan(5_000);
      expect(Number(res.headers["content-length"])).toBe(res.rawPayload.length);
    });
  });

  // The legal review's findings (E2, E3, E9), as downloaded: the cache serves the corrected text.
  it.each([
    [
      "en",
      "expires without renewal by reason of redundancy) or if laid off",
      "18 days' wages",
      "15 days a year from 2026",
    ],
    ["tc", "因裁員而在合約期滿時不獲續約），或被停工", "18 天工資", "2026 年起每年 15 天"],
    ["sc", "因裁员而在合约期满时不获续约），或被停工", "18 天工资", "2026 年起每年 15 天"],
  ] as const)(
    "serves the fixed-term contract in %s with lay-off, expiry, the 18-days rule and 15 holidays",
    async (language, ...phrases) => {
      const res = await get(`/templates/fixed-term-contract.docx?lang=${language}`);
      expect(res.statusCode).toBe(200);
      const text = (await readDocx(res.rawPayload)).body.join("\n");
      for (const phrase of phrases) expect(text).toContain(phrase);
    },
  );

  it("answers in Traditional Chinese without ?lang", async () => {
    const [plain, tc] = await Promise.all([
      get("/templates/application-form.docx"),
      get("/templates/application-form.docx?lang=tc"),
    ]);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers.etag).toBe(tc.headers.etag);
    expect(plain.headers["content-disposition"]).toContain("tablestart-application-form-tc.docx");
  });

  it("gives each language its own ETag and answers 304 to a matching If-None-Match", async () => {
    const tc = await get("/templates/daily-settlement.xlsx?lang=tc");
    const en = await get("/templates/daily-settlement.xlsx?lang=en");
    expect(tc.headers.etag).not.toBe(en.headers.etag);
    const etag = String(tc.headers.etag);
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, "*"]) {
      const res = await get("/templates/daily-settlement.xlsx?lang=tc", {
        "if-none-match": header,
      });
      expect(res.statusCode, header).toBe(304);
      expect(res.rawPayload.length).toBe(0);
      expect(res.headers.etag).toBe(etag);
    }
    const stale = await get("/templates/daily-settlement.xlsx?lang=tc", {
      "if-none-match": '"old"',
    });
    expect(stale.statusCode).toBe(200);
  });

  it("serves HEAD with the same headers and no body", async () => {
    const res = await t.app.inject({
      method: "HEAD",
      url: "/templates/fixed-term-contract.docx?lang=en",
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toContain("attachment;");
    expect(res.rawPayload.length).toBe(0);
  });

  it.each([
    ["an unknown template", "/templates/lease-agreement.docx?lang=en", "en"],
    ["the wrong extension", "/templates/application-form.xlsx?lang=en", "en"],
    ["a path below a template", "/templates/application-form.docx/x?lang=sc", "sc"],
    ["no file at all", "/templates/?lang=tc", "tc"],
    ["an unknown language", "/templates/application-form.docx?lang=fr", "tc"],
  ] as const)("answers %s with a 404 page in the visitor's language", async (_, url, language) => {
    const res = await get(url);
    expect(statusOf(res)).toBe(404);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    const messages = MESSAGES[language];
    expect(res.body).toContain(`<h1>${messages["templates.notFound.title"]}</h1>`);
    expect(res.body).toContain(messages["templates.notFound.body"]);
    expect(res.body).toMatch(/<html lang="(zh-Hant-HK|zh-Hans|en)">/);
    expect(res.body).not.toMatch(/at .*\.ts:\d+|Error:/);
  });

  it("takes the 404 page's language from Accept-Language when ?lang is not one of ours", async () => {
    const res = await get("/templates/application-form.docx?lang=de", {
      "accept-language": "zh-CN,zh;q=0.9",
    });
    expect(statusOf(res)).toBe(404);
    expect(res.body).toContain(MESSAGES.sc["templates.notFound.title"]);
    expect(res.body).toContain('href="/zh/#templates"');
  });

  it("fills the projection in from a forecast's query, under its own name and ETag", async () => {
    const blank = await get("/templates/pre-open-projection.xlsx?lang=en");
    const filled = await get(`/templates/pre-open-projection.xlsx?lang=en&${forecastParams}`);
    expect(filled.statusCode).toBe(200);
    expect(filled.headers.etag).not.toBe(blank.headers.etag);
    const name = `${templateEntry("pre-open-projection", "en").fileName} (from forecast).xlsx`;
    expect(filled.headers["content-disposition"]).toBe(
      `attachment; filename="tablestart-pre-open-projection-prefilled-en.xlsx"; filename*=UTF-8''${encodeURIComponent(name).replace(/[()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`,
    );
    const again = await get(`/templates/pre-open-projection.xlsx?lang=en&${forecastParams}`, {
      "if-none-match": String(filled.headers.etag),
    });
    expect(again.statusCode).toBe(304);
  });

  it("ignores a forecast on templates it cannot fill in", async () => {
    const plain = await get("/templates/application-form.docx?lang=en");
    const withForecast = await get(`/templates/application-form.docx?lang=en&${forecastParams}`);
    expect(withForecast.statusCode).toBe(200);
    expect(withForecast.headers.etag).toBe(plain.headers.etag);
  });

  it("answers an unusable forecast with a translated page and a link to the blank sheet", async () => {
    const res = await get("/templates/pre-open-projection.xlsx?lang=tc&fa=abc&rent=60000");
    expect(statusOf(res)).toBe(400);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.body).toContain(MESSAGES.tc["templates.badForecast.title"]);
    expect(res.body).toContain('href="/templates/pre-open-projection.xlsx?lang=tc"');
  });

  it("limits how many filled-in projections one client can ask for, not plain downloads", async () => {
    // A server of its own, so the other tests' requests do not count.
    const own = await startTestApp(kind);
    try {
      const fetch = (url: string) => own.app.inject({ method: "GET", url });
      const statuses: number[] = [];
      for (let i = 0; i < 61; i++) {
        statuses.push(
          (await fetch(`/templates/pre-open-projection.xlsx?lang=sc&${forecastParams}`)).statusCode,
        );
      }
      expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
      expect(statuses[60]).toBe(429);
      expect((await fetch("/templates/pre-open-projection.xlsx?lang=sc")).statusCode).toBe(200);
    } finally {
      await own.close();
    }
  });
});
