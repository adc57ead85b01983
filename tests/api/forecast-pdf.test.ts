import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gunzipSync } from "node:zlib";
import * as fontkit from "fontkit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildForecastPdf } from "../../src/server/forecast/forecast-pdf.ts";
import {
  PDF_EXTRA_CHARACTERS,
  PDF_MESSAGE_KEYS,
  pdfFontFamily,
} from "../../src/server/forecast/forecast-pdf-text.ts";
import { forecastQuery } from "../../src/shared/forecast/forecast-query.ts";
import type { AssumptionOverrides, ForecastInput } from "../../src/shared/forecast/index.ts";
import { exampleWith, WORKED_EXAMPLE } from "../../src/shared/forecast/test-fixtures.ts";
import { LANGUAGES, type Language } from "../../src/shared/i18n/languages.ts";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { translate } from "../../src/shared/i18n/translate.ts";
import { statusOf } from "../support/api-call.ts";
import { readPdf } from "../support/read-pdf.ts";
import { startTestApp, type TestApp } from "../support/test-app.ts";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const A4 = { width: 595.28, height: 841.89 };
const NOW = new Date("2026-11-29T03:00:00Z");

async function pdfFor(
  language: Language,
  input: ForecastInput = WORKED_EXAMPLE,
  options: { assumptions?: AssumptionOverrides; rentShare?: number } = {},
) {
  const pdf = await buildForecastPdf({
    input,
    assumptions: options.assumptions ?? {},
    language,
    rentShare: options.rentShare ?? 0.15,
    siteUrl: "https://tablestart.test",
    now: NOW,
  });
  return { pdf, read: readPdf(pdf) };
}

/** The page's text with every space and line break taken out, so wrapped text still matches. */
const squeezed = (lines: readonly string[]) => lines.join("").replace(/\s/g, "");
const squeeze = (text: string) => text.replace(/\s/g, "");

describe("the one-page forecast PDF", () => {
  it.each(["tc", "en", "sc"] as const)(
    "prints the worked example's three cases on one A4 page (%s)",
    async (language) => {
      const { pdf, read } = await pdfFor(language);
      const t = (key: (typeof PDF_MESSAGE_KEYS)[number], vars?: Record<string, string | number>) =>
        translate(MESSAGES[language], key, vars);
      expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
      expect(read.pages).toEqual([A4]);
      // The CJK font is embedded and subset: a six-letter tag before its name.
      const family = pdfFontFamily(language) === "sc" ? "NotoSansSC" : "NotoSansTC";
      expect([...read.embeddedFonts].sort()).toEqual([
        expect.stringMatching(new RegExp(`^[A-Z]{6}\\+${family}-Bold$`)),
        expect.stringMatching(new RegExp(`^[A-Z]{6}\\+${family}-Regular$`)),
      ]);
      // Small enough to mail: the fonts carry only the glyphs used.
      expect(pdf.length).toBeLessThan(100_000);
      expect(read.lines).not.toContainEqual(expect.stringContaining("\ufffd"));

      const lines = read.lines;
      const text = squeezed(lines);
      expect(lines).toContain(t("forecast.pdf.title"));
      for (const key of [
        "forecast.pdf.breakEven",
        "forecast.pdf.revenue",
        "forecast.pdf.profit",
        "forecast.pdf.besideTitle",
      ] as const) {
        expect(text).toContain(squeeze(t(key)));
      }
      expect(text).toContain(squeeze(t("forecast.pdf.ceiling", { share: "15%" })));
      // Break-even (298.94 neutral, spec §5.7 after decision 030) rounded up, beside the owner's 400.
      expect(lines).toEqual(expect.arrayContaining(["299", "315", "285", "400", "320", "460"]));
      // Turnover, net profit and the rent ceiling at 15% of each case's turnover.
      expect(lines).toEqual(
        expect.arrayContaining(["HK$960,000", "HK$729,600", "HK$1,159,200", "HK$153,796"]),
      );
      expect(lines).toEqual(expect.arrayContaining(["HK$144,000", "HK$109,440", "HK$173,880"]));
      // Rates (5% of HK$120,000) and insurance (HK$12,000 / 12) beside the P&L, and the provision.
      for (const amount of ["HK$6,000", "HK$1,000", "HK$3,788"]) {
        expect(text).toContain(squeeze(t("forecast.pdf.perMonth", { amount })));
      }
      // The results page's caveats, "a guide, not financial advice" among them.
      expect(text).toContain(squeeze(t("forecast.results.notes")));
      expect(text).toContain(squeeze(t("forecast.results.excluded")));
    },
  );

  it("writes the date in the page's language", async () => {
    expect((await pdfFor("tc")).read.lines).toContain("製作日期：2026年11月29日");
    expect((await pdfFor("en")).read.lines).toContain("Made on 29 November 2026");
  });

  it("sets the rent ceiling at the share asked for, and says when turnover rent alone is above it", async () => {
    const at20 = await pdfFor("en", WORKED_EXAMPLE, { rentShare: 0.2 });
    expect(at20.read.lines).toContain("Rent ceiling (20% of turnover)");
    expect(at20.read.lines).toEqual(expect.arrayContaining(["HK$192,000"]));
    const above = await pdfFor("en", exampleWith({ turnoverRentPercent: 30 }), { rentShare: 0.15 });
    expect(above.read.lines).toContain(MESSAGES.en["forecast.pdf.ceilingNone"]);
    expect(squeezed(above.read.lines)).toContain(
      squeeze(translate(MESSAGES.en, "forecast.pdf.turnoverAbove", { turnover: "30%" })),
    );
  });

  // The longest texts (every case unreachable or over the ceiling, the biggest numbers the form
  // allows, changed constants) in every language must still fit one page.
  const extremes: [string, ForecastInput, AssumptionOverrides][] = [
    [
      "the largest figures",
      {
        floorArea: 49_999.99,
        baseRent: 4_999_999.99,
        managementFee: 999_999.99,
        perCapitaSpend: 9_999.99,
        dailyVisitors: 9_999.9,
        turnoverRentPercent: 49.99,
        selfServiceKiosk: true,
        lightFood: true,
      },
      { SAL_CHEF: 99_999, FOOD_COST_PCT: 0.45, F_V_PESSIMISTIC: 0.123 },
    ],
    [
      "a shop that never breaks even",
      exampleWith({ perCapitaSpend: 0.01, dailyVisitors: 0.1, turnoverRentPercent: 50 }),
      {},
    ],
  ];
  for (const [name, input, assumptions] of extremes) {
    it.each(LANGUAGES)(`fits ${name} on one page (%s)`, async (language) => {
      const { read } = await pdfFor(language, input, { assumptions, rentShare: 0.01 });
      expect(read.pages).toHaveLength(1);
      expect(read.lines).not.toContainEqual(expect.stringContaining("\ufffd"));
    });
  }

  it("has a glyph for every character its messages can print, in each language's font", () => {
    for (const language of LANGUAGES) {
      const family = pdfFontFamily(language);
      for (const weight of ["regular", "bold"]) {
        const file = path.join(ROOT, `src/server/forecast/pdf-fonts/${family}-${weight}.ttf.gz`);
        const font = fontkit.create(gunzipSync(readFileSync(file))) as fontkit.Font;
        const text = PDF_EXTRA_CHARACTERS + PDF_MESSAGE_KEYS.map((key) => MESSAGES[language][key]);
        const missing = [...new Set(text)].filter(
          (char) => !font.hasGlyphForCodePoint(char.codePointAt(0) ?? 0),
        );
        // A message changed: run `npm run fonts:pdf` to cut the fonts again.
        expect(missing, `${language} ${weight}`).toEqual([]);
      }
    }
  });

  it("is loaded only by the PDF route, on its first request", () => {
    const serverFiles = readdirSync(path.join(ROOT, "src/server"), { recursive: true })
      .map(String)
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
    for (const file of serverFiles) {
      const source = readFileSync(path.join(ROOT, "src/server", file), "utf8");
      const importsPdfkit = /from "pdfkit"/.test(source);
      expect(importsPdfkit, file).toBe(file === path.join("forecast", "forecast-pdf.ts"));
      // Nothing imports the PDF module statically; the route imports it with `await import()`.
      expect(/from "\.\/forecast-pdf\.ts"/.test(source), file).toBe(false);
    }
  });
});

describe("GET /forecast.pdf", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp("pglite");
  });
  afterAll(() => t.close());

  // Each request from its own address: the route allows 30 a minute from one.
  let client = 0;
  const download = (query: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: "GET",
      url: `/forecast.pdf?${query}`,
      headers,
      remoteAddress: `127.0.${Math.floor(++client / 250)}.${client % 250}`,
    });
  const worked = forecastQuery(WORKED_EXAMPLE).toString();

  it("serves the page's forecast as a one-page PDF named in its language", async () => {
    const res = await download(`${worked}&lang=tc`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="tablestart-forecast-tc.pdf"; filename*=UTF-8''${encodeURIComponent(
        `${MESSAGES.tc["forecast.pdf.fileName"]}.pdf`,
      ).replace(/[()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`,
    );
    const read = readPdf(res.rawPayload);
    expect(read.pages).toEqual([A4]);
    expect(read.lines).toContain(MESSAGES.tc["forecast.pdf.title"]);
    expect(read.lines).toEqual(expect.arrayContaining(["299", "HK$153,796", "HK$144,000"]));
  });

  it("answers in the asked language and at the asked share", async () => {
    const res = await download(`${worked}&lang=sc&share=20`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toContain('filename="tablestart-forecast-sc.pdf"');
    const read = readPdf(res.rawPayload);
    expect(read.embeddedFonts.join()).toContain("NotoSansSC");
    expect(read.lines).toContain(MESSAGES.sc["forecast.pdf.title"]);
    expect(read.lines).toContain("租金上限（营业额的 20%）");
    expect(read.lines).toEqual(expect.arrayContaining(["HK$192,000"]));
    // Without `lang`, the browser's language.
    const en = await download(worked, { "accept-language": "en-GB,en;q=0.8" });
    expect(readPdf(en.rawPayload).lines).toContain(MESSAGES.en["forecast.pdf.title"]);
  });

  it("names each bad parameter in the asked language, without making a PDF", async () => {
    const res = await download("fa=abc&rent=120000&mf=8000&spend=80&lang=tc");
    expect(statusOf(res)).toBe(400);
    const body = res.json();
    expect(body.code).toBe("rest_invalid_param");
    expect(body.message).toBe(
      translate(MESSAGES.tc, "api.invalidParams", { params: "fa, visitors" }),
    );
    expect(body.data.params.fa).toBe(MESSAGES.tc["forecast.validation.number"]);
  });

  it.each([
    "share=0",
    "share=51",
    "share=abc",
    "share=",
    "share=1e1",
    "share=15&share=20",
    "share=-5",
    "share=%00",
  ])("refuses a rent share outside 1–50%%: %s", async (share) => {
    const res = await download(`${worked}&${share}&lang=en`);
    expect(statusOf(res)).toBe(400);
    expect(res.json().data.params).toEqual({
      share: translate(MESSAGES.en, "forecast.rentCeiling.shareError", { min: 1, max: 50 }),
    });
  });

  it.each([
    "",
    "lang=xx",
    "fa=__proto__&rent=1&mf=0&spend=1&visitors=1",
    "__proto__=1&constructor=1&fa=1",
    "fa[]=1&rent[x]=2&mf=0&spend=1&visitors=1",
    "fa=%00&rent=1&mf=0&spend=1&visitors=1",
    `fa=${"9".repeat(5000)}&rent=1&mf=0&spend=1&visitors=1`,
    "fa=%E4%B8%80%E5%8D%83&rent=1&mf=0&spend=1&visitors=1",
    "fa=1&rent=1&mf=0&spend=1&visitors=1&SAL_CHEF=-1",
    "fa=1&rent=1&mf=0&spend=1&visitors=1&tr=0",
  ])("answers hostile input with a 400, never a 500: %s", async (query) => {
    const res = await download(query);
    expect(statusOf(res)).toBe(400);
    expect(res.json().success).toBe(false);
    expect(res.json().code).toBe("rest_invalid_param");
  });

  it("makes a PDF for extreme but valid figures", async () => {
    const res = await download(
      "fa=0.5&rent=5000000&mf=1000000&spend=0.01&visitors=10000&tr=50&kiosk=1&light=1&share=50",
    );
    expect(res.statusCode).toBe(200);
    expect(readPdf(res.rawPayload).pages).toHaveLength(1);
  });
});
