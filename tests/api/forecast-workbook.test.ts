import ExcelJS from "exceljs";
import fc from "fast-check";
import JSZip from "jszip";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INPUT_NAMES, WORKBOOK_NAMES } from "../../src/server/forecast/forecast-workbook-names.ts";
import { parseReference } from "../../src/server/office/xlsx-formula-parser.ts";
import { evaluateWorkbook, type WorkbookEvaluator } from "../../src/server/office/xlsx-formulas.ts";
import { forecastQuery } from "../../src/shared/forecast/forecast-query.ts";
import {
  type AssumptionOverrides,
  type ForecastInput,
  forecast,
  SCENARIO_NAMES,
} from "../../src/shared/forecast/index.ts";
import { exampleWith, WORKED_EXAMPLE } from "../../src/shared/forecast/test-fixtures.ts";
import { LANGUAGES } from "../../src/shared/i18n/languages.ts";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { statusOf } from "../support/api-call.ts";
import { startTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp("pglite");
});
afterAll(() => t.close());

async function download(query: string) {
  const res = await t.app.inject({ method: "GET", url: `/forecast.xlsx?${query}` });
  return res;
}

async function workbookFor(
  input: ForecastInput,
  assumptions: AssumptionOverrides = {},
  language = "en",
): Promise<{ workbook: ExcelJS.Workbook; book: WorkbookEvaluator }> {
  const res = await download(`${forecastQuery(input, assumptions)}&lang=${language}`);
  expect(res.statusCode).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return { workbook, book: evaluateWorkbook(workbook) };
}

/** The result stored in the file for the cell a defined name points at. */
function storedAt(workbook: ExcelJS.Workbook, name: string): unknown {
  const [range] = workbook.definedNames.getRanges(name).ranges;
  const { sheet, from } = parseReference(range ?? "");
  return workbook.getWorksheet(sheet)!.getCell(from.row, from.column).result;
}

/** The forecast sheet's XML, as written. */
async function sheetXml(file: Buffer): Promise<string> {
  const zip = await JSZip.loadAsync(file);
  return (await zip.file("xl/worksheets/sheet1.xml")?.async("string")) ?? "";
}

/** Within a millionth of a dollar (or visitor), relative to the size of the figure. */
function expectClose(actual: unknown, expected: number) {
  expect(typeof actual).toBe("number");
  expect(Math.abs((actual as number) - expected)).toBeLessThanOrEqual(
    1e-6 * Math.max(1, Math.abs(expected)),
  );
}

function expectEngineFigures(book: WorkbookEvaluator, input: ForecastInput, assumptions = {}) {
  const result = forecast(input, assumptions);
  for (const scenario of SCENARIO_NAMES) {
    expectClose(
      book.name(WORKBOOK_NAMES.netProfit[scenario]),
      result.scenarios[scenario].netProfit,
    );
  }
  const breakEven = book.name(WORKBOOK_NAMES.breakEvenVisitors);
  if (result.breakEvenVisitors === null) expect(typeof breakEven).toBe("string");
  else expectClose(breakEven, result.breakEvenVisitors);
}

describe("GET /forecast.xlsx", () => {
  it("sends the worked example as a workbook whose formulas give the engine's figures", async () => {
    const res = await download(`${forecastQuery(WORKED_EXAMPLE)}&lang=en`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(res.headers["content-disposition"]).toBe(
      'attachment; filename="tablestart-forecast.xlsx"',
    );
    const { book } = await workbookFor(WORKED_EXAMPLE);
    expectEngineFigures(book, WORKED_EXAMPLE);
    // docs/forecast-model.md §5.7 to the dollar, with the licence fee of the 92.9 m² band (HK$2,520
    // a year, not the spec's flat HK$5,000: decision 030), which adds 206.67 a month to each
    // profit.
    expect(Math.round(book.name(WORKBOOK_NAMES.netProfit.neutral) as number)).toBe(153_796);
    expect(Math.round(book.name(WORKBOOK_NAMES.netProfit.pessimistic) as number)).toBe(7_429);
    expect(Math.round(book.name(WORKBOOK_NAMES.netProfit.optimistic) as number)).toBe(280_493);
    // §5.7's break-even of 299.08 visitors a day, less the licence saving.
    expect((book.name(WORKBOOK_NAMES.breakEvenVisitors) as number).toFixed(2)).toBe("298.94");
    // Beside the P&L: 1.5% of the 252,500 of wages (decision 031).
    expect(book.name(WORKBOOK_NAMES.severanceProvision)).toBeCloseTo(3_787.5, 6);
    // Rates at 5% of the 120,000 base rent, other insurance HK$12,000 a year (decision 030).
    expect(book.name(WORKBOOK_NAMES.rates)).toBeCloseTo(6_000, 6);
    expect(book.name(WORKBOOK_NAMES.otherInsurance)).toBeCloseTo(1_000, 6);
  });

  it("stores beside every formula the result the formula computes", async () => {
    const { book } = await workbookFor(exampleWith({ selfServiceKiosk: true }), {
      SAL_BAR: 18_500,
    });
    const cells = book.formulaCells();
    expect(cells.length).toBeGreaterThan(100);
    for (const cell of cells) {
      const computed = book.cell(cell.sheet, cell.address);
      if (typeof computed === "number") expectClose(cell.stored, computed);
      else expect(cell.stored).toBe(computed);
    }
  });

  it("shows the engine's figures to a viewer that only reads the stored results", async () => {
    for (const input of [WORKED_EXAMPLE, exampleWith({ perCapitaSpend: 3, dailyVisitors: 40 })]) {
      const { workbook } = await workbookFor(input);
      const result = forecast(input);
      for (const scenario of SCENARIO_NAMES) {
        expectClose(
          storedAt(workbook, WORKBOOK_NAMES.netProfit[scenario]),
          result.scenarios[scenario].netProfit,
        );
      }
      // The workbook solves break-even in closed form and the engine walks the kinks: the same
      // point to within floating-point rounding, not always to the last bit.
      if (result.breakEvenVisitors === null) {
        expect(storedAt(workbook, WORKBOOK_NAMES.breakEvenVisitors)).toBe(
          MESSAGES.en["forecast.breakEven.unreachable"],
        );
      } else {
        expectClose(storedAt(workbook, WORKBOOK_NAMES.breakEvenVisitors), result.breakEvenVisitors);
      }
    }
  });

  it("stores #DIV/0! for the shares of a scenario without turnover, as Excel shows them", async () => {
    const assumptions = { F_V_PESSIMISTIC: 0 };
    const res = await download(`${forecastQuery(WORKED_EXAMPLE, assumptions)}&lang=en`);
    expect(res.statusCode).toBe(200);
    // Not the NaN an engine figure of 0/0 would write, which Excel reads as a damaged file.
    expect((await sheetXml(res.rawPayload)).includes("NaN")).toBe(false);
    const { book } = await workbookFor(WORKED_EXAMPLE, assumptions);
    const errors = book.formulaCells().filter((cell) => typeof cell.stored === "object");
    expect(errors.length).toBeGreaterThan(0);
    for (const cell of errors) expect(cell.stored).toEqual({ error: "#DIV/0!" });
    expectEngineFigures(book, WORKED_EXAMPLE, assumptions);
  });

  it("recalculates when the owner edits an input or a constant in Excel", async () => {
    const edits: [Partial<ForecastInput>, AssumptionOverrides][] = [
      [{ floorArea: 1_500 }, {}],
      [{ dailyVisitors: 130, perCapitaSpend: 65 }, {}],
      [{ turnoverRentPercent: 20 }, {}],
      [{ turnoverRentPercent: null }, {}],
      [{ selfServiceKiosk: true, lightFood: true, dailyVisitors: 650 }, {}],
      [{}, { SAL_CHEF: 26_000, FOOD_COST_PCT: 0.34, F_V_PESSIMISTIC: 0.7 }],
    ];
    for (const [change, assumptions] of edits) {
      const input = exampleWith(change);
      const workbook = await workbookFor(WORKED_EXAMPLE);
      for (const [field, value] of Object.entries(change) as [keyof ForecastInput, unknown][]) {
        const cellValue =
          typeof value === "boolean"
            ? Number(value)
            : field === "turnoverRentPercent" && typeof value === "number"
              ? value / 100
              : (value as number | null);
        workbook.book.set(INPUT_NAMES[field], cellValue);
      }
      for (const [name, value] of Object.entries(assumptions))
        workbook.book.set(name, value ?? null);
      expectEngineFigures(workbook.book, input, assumptions);
    }
  });

  it("carries changed constants from the query onto the assumptions sheet", async () => {
    const assumptions = { SAL_CHEF: 24_000, FOOD_COST_PCT: 0.32, DAYS_PER_MONTH: 28 };
    const { book } = await workbookFor(WORKED_EXAMPLE, assumptions);
    expect(book.name("SAL_CHEF")).toBe(24_000);
    expect(book.name("FOOD_COST_PCT")).toBe(0.32);
    expect(book.name("MPF_CAP")).toBe(1_500);
    expectEngineFigures(book, WORKED_EXAMPLE, assumptions);
  });

  it("says in words when break-even cannot be reached", async () => {
    const input = exampleWith({ perCapitaSpend: 3, dailyVisitors: 40 });
    expect(forecast(input).breakEvenVisitors).toBeNull();
    const { book } = await workbookFor(input);
    expect(book.name(WORKBOOK_NAMES.breakEvenVisitors)).toBe(
      MESSAGES.en["forecast.breakEven.unreachable"],
    );
  });

  it("matches the engine on random valid forecasts, kinks included", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          floorArea: fc.integer({ min: 150, max: 6_000 }),
          baseRent: fc.integer({ min: 5_000, max: 800_000 }),
          managementFee: fc.integer({ min: 0, max: 60_000 }),
          perCapitaSpend: fc.integer({ min: 20, max: 900 }),
          dailyVisitors: fc.integer({ min: 10, max: 2_500 }),
          turnoverRentPercent: fc.option(fc.integer({ min: 1, max: 30 }), { nil: null }),
          selfServiceKiosk: fc.boolean(),
          lightFood: fc.boolean(),
        }),
        async (input) => {
          const { book } = await workbookFor(input);
          expectEngineFigures(book, input);
        },
      ),
      { numRuns: 12 },
    );
  });

  it.each(LANGUAGES)(
    "names the assumptions' sources as the website does, in %s",
    async (language) => {
      const { workbook } = await workbookFor(WORKED_EXAMPLE, {}, language);
      const messages = MESSAGES[language];
      const texts: string[] = [];
      workbook.worksheets[1]!.eachRow((row) => {
        row.eachCell((cell) => {
          if (typeof cell.value === "string") texts.push(cell.value);
        });
      });
      // No internal source code ("S3", "A", "SPEC") stands alone or opens a cell.
      expect(texts.filter((text) => /^(S\d+|A|SPEC)\b/.test(text))).toEqual([]);
      const all = texts.join("\n");
      expect(all).toContain(
        `${messages["forecast.sourceKind.government"]}: ${messages["forecast.source.S1"]}`,
      );
      expect(all).toContain(messages["forecast.sourceKind.estimate"]);
    },
  );

  it.each(LANGUAGES)("names its sheets and lines in %s", async (language) => {
    const { workbook } = await workbookFor(WORKED_EXAMPLE, {}, language);
    const messages = MESSAGES[language];
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      messages["forecast.workbook.sheetForecast"],
      messages["forecast.workbook.sheetAssumptions"],
    ]);
    const labels: string[] = [];
    workbook.worksheets[0]!.getColumn(1).eachCell((cell) => {
      labels.push(String(cell.value));
    });
    expect(labels).toContain(messages["forecast.line.netProfit"]);
    expect(labels).toContain(messages["forecast.field.floorArea"]);
  });

  it("answers a bad query with 400 and a translated message per parameter", async () => {
    const res = await download("fa=abc&rent=-5&mf=0&spend=80&visitors=20000&SAL_CHEF=x&lang=en");
    expect(statusOf(res)).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      code: "rest_invalid_param",
      data: {
        status: 400,
        params: {
          fa: MESSAGES.en["forecast.validation.number"],
          rent: MESSAGES.en["forecast.validation.positive"],
          visitors: MESSAGES.en["forecast.validation.small"],
          SAL_CHEF: MESSAGES.en["forecast.validation.number"],
        },
      },
    });
    expect(res.json().message).toContain("fa, rent, visitors, SAL_CHEF");
  });

  it("asks for every required input when the query has none, in the asked language", async () => {
    const res = await download("lang=tc");
    expect(statusOf(res)).toBe(400);
    expect(Object.keys(res.json().data.params)).toEqual(["fa", "rent", "mf", "spend", "visitors"]);
    expect(res.json().data.params.fa).toBe(MESSAGES.tc["forecast.validation.number"]);
  });

  it.each([
    "fa=1e999&rent=1&mf=0&spend=1&visitors=1",
    "fa=%00&rent=1&mf=0&spend=1&visitors=1",
    "fa=1&fa=2&rent=1&mf=0&spend=1&visitors=1&kiosk=maybe",
    "fa=1&rent=1&mf=0&spend=1&visitors=1&tr=0",
    "fa=1&rent=1&mf=0&spend=1&visitors=1&C_CHEF=0",
    "fa=1&rent=1&mf=0&spend=1&visitors=1&DAYS_PER_MONTH=-3",
  ])("never fails with 500: %s", async (query) => {
    const res = await download(query);
    expect(statusOf(res)).toBe(400);
    expect(res.json().code).toBe("rest_invalid_param");
  });

  it("makes a workbook for extreme but valid figures", async () => {
    const res = await download(
      "fa=0.5&rent=5000000&mf=1000000&spend=0.01&visitors=10000&tr=50&kiosk=1&light=1",
    );
    expect(res.statusCode).toBe(200);
  });
});
