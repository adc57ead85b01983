import { describe, expect, it } from "vitest";
import { readXlsx, xlsxStrings } from "../../../tests/support/office-files.ts";
import { forecast } from "../../shared/forecast/index.ts";
import { WORKED_EXAMPLE } from "../../shared/forecast/test-fixtures.ts";
import { LANGUAGES } from "../../shared/i18n/languages.ts";
import { TEMPLATE_REVISION } from "../../shared/templates/template-ids.ts";
import { evaluateWorkbook } from "../office/xlsx-formulas.ts";
import {
  buildPreOpenProjection,
  buildPreOpenProjectionWorkbook,
  EXTRA_LINES,
  PROJECTION_LINES,
  SHARE_LINES,
} from "./pre-open-projection.ts";

const MONTHS = "DEFGHIJKLMNO".split("");
const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

describe.each(LANGUAGES)("the pre-opening projection's formulas (%s)", (language) => {
  it("total the opening budget by group, and the funds needed with and without working capital", async () => {
    const workbook = await readXlsx(await buildPreOpenProjection(language, TEMPLATE_REVISION));
    const { layout } = buildPreOpenProjectionWorkbook(language, TEMPLATE_REVISION);
    const budget = workbook.getWorksheet(layout.budgetSheet)!;
    // Item n gets budget 1000·n and actual 1000·n + 10·n.
    layout.budget.items.forEach((item, n) => {
      budget.getCell(item.budget).value = 1000 * (n + 1);
      budget.getCell(item.actual).value = 1010 * (n + 1);
    });
    const book = evaluateWorkbook(workbook);
    const at = (address: string) => book.cell(budget.name, address);

    const byGroup = (group: string) =>
      layout.budget.items.flatMap((item, n) => (item.group === group ? [1000 * (n + 1)] : []));
    for (const [group, cells] of Object.entries(layout.budget.subtotals)) {
      expect(at(cells.budget), group).toBe(sum(byGroup(group)));
      expect(at(cells.actual), group).toBeCloseTo(sum(byGroup(group)) * 1.01, 6);
    }
    const all = sum(layout.budget.items.map((_, n) => 1000 * (n + 1)));
    const workingCapital = sum(byGroup("workingCapital"));
    expect(at(layout.budget.spentTotal)).toBe(all - workingCapital);
    expect(at(layout.budget.fundsTotal)).toBe(all);
  });

  it("project 12 months with a ramp-up, costs fixed or as a share of revenue, and cash left", async () => {
    const workbook = await readXlsx(await buildPreOpenProjection(language, TEMPLATE_REVISION));
    const { layout } = buildPreOpenProjectionWorkbook(language, TEMPLATE_REVISION);
    const budget = workbook.getWorksheet(layout.budgetSheet)!;
    const sheet = workbook.getWorksheet(layout.projectionSheet)!;
    const p = layout.projection;

    const spent = 1_200_000;
    const workingCapital = 400_000;
    const firstItem = layout.budget.items.find((item) => item.group === "fitOut")!;
    const capitalItem = layout.budget.items.find((item) => item.group === "workingCapital")!;
    budget.getCell(firstItem.budget).value = spent;
    budget.getCell(capitalItem.budget).value = workingCapital;

    const revenue = 500_000;
    const levels = [0.6, 0.8, 0.9, 1, 1, 1, 1, 1.1, 1, 1, 1, 1.2];
    sheet.getCell(`C${p.revenueRow}`).value = revenue;
    MONTHS.forEach((column, i) => {
      sheet.getCell(`${column}${p.levelRow}`).value = levels[i]!;
    });
    // Fixed lines get 1000·(n+1) a month; share lines 2%·(n+1) of revenue.
    const base = PROJECTION_LINES.map((line, n) =>
      SHARE_LINES.has(line) ? 0.02 * (n + 1) : 1000 * (n + 1),
    );
    PROJECTION_LINES.forEach((line, n) => {
      sheet.getCell(`C${p.lineRows[line]}`).value = base[n]!;
    });

    const book = evaluateWorkbook(workbook);
    const at = (column: string, row: number) => book.cell(sheet.name, `${column}${row}`) as number;

    let cumulative = 0;
    MONTHS.forEach((column, i) => {
      const monthRevenue = revenue * levels[i]!;
      const costs = sum(
        PROJECTION_LINES.map((line, n) =>
          SHARE_LINES.has(line) ? base[n]! * monthRevenue : base[n]!,
        ),
      );
      const depreciation = base[PROJECTION_LINES.indexOf("depreciation")]!;
      cumulative += monthRevenue - costs + depreciation;
      expect(at(column, p.revenueRow)).toBeCloseTo(monthRevenue, 6);
      expect(at(column, p.totalCostsRow)).toBeCloseTo(costs, 6);
      expect(at(column, p.netProfitRow)).toBeCloseTo(monthRevenue - costs, 6);
      expect(at(column, p.netMarginRow)).toBeCloseTo((monthRevenue - costs) / monthRevenue, 9);
      expect(at(column, p.cumulativeRow)).toBeCloseTo(cumulative, 6);
      expect(at(column, p.workingCapitalLeftRow)).toBeCloseTo(workingCapital + cumulative, 6);
      expect(at(column, p.paybackRow)).toBeCloseTo(cumulative / spent, 9);
    });
    const yearRevenue = sum(levels.map((level) => revenue * level));
    expect(at("P", p.revenueRow)).toBeCloseTo(yearRevenue, 6);
    expect(at("P", p.netProfitRow)).toBeCloseTo(
      at("P", p.revenueRow) - at("P", p.totalCostsRow),
      6,
    );
    expect(book.cell(sheet.name, p.spentFromBudget)).toBe(spent);
    expect(book.cell(sheet.name, p.workingCapitalFromBudget)).toBe(workingCapital);
  });
});

describe("the projection filled in from a forecast", () => {
  const result = forecast(WORKED_EXAMPLE);
  const neutral = result.scenarios.neutral;
  // Beside the forecast's P&L, inside the projection's total (review 2 M13).
  const extras = result.severanceProvision + result.rates + result.otherInsurance;

  it("starts from the neutral scenario's monthly revenue and costs", async () => {
    const prefill = { input: WORKED_EXAMPLE, assumptions: {} };
    const workbook = await readXlsx(await buildPreOpenProjection("en", TEMPLATE_REVISION, prefill));
    const { layout } = buildPreOpenProjectionWorkbook("en", TEMPLATE_REVISION, prefill);
    const sheet = workbook.getWorksheet(layout.projectionSheet)!;
    const p = layout.projection;
    const book = evaluateWorkbook(workbook);
    const at = (address: string) => book.cell(sheet.name, address) as number;

    expect(sheet.getCell(`C${p.revenueRow}`).value).toBe(Math.round(neutral.revenue));
    expect(sheet.getCell(`C${p.lineRows.rent}`).value).toBe(Math.round(neutral.rent));
    expect(sheet.getCell(`C${p.lineRows.foodCost}`).value).toBeCloseTo(
      neutral.foodCost / neutral.revenue,
      3,
    );
    // Whole dollars and tenths of a percent: within a few dollars of the engine's month.
    expect(Math.abs(at(`D${p.totalCostsRow}`) - neutral.totalExpenses - extras)).toBeLessThan(
      neutral.revenue * 0.002,
    );
    expect(Math.abs(at(`D${p.netProfitRow}`) - neutral.netProfit + extras)).toBeLessThan(
      neutral.revenue * 0.002,
    );
    // SP/LSP provision 1.5% of 252,500 of wages; rates 5% of the 120,000 base rent; insurance
    // HK$12,000 a year.
    expect(EXTRA_LINES.map((line) => sheet.getCell(`C${p.lineRows[line]}`).value)).toEqual([
      3_788, 6_000, 1_000,
    ]);
    expect(xlsxStrings(workbook).some((text) => text.includes("1,000 ft²"))).toBe(true);
  });

  it("says nothing about a forecast when none was given", async () => {
    const workbook = await readXlsx(await buildPreOpenProjection("en", TEMPLATE_REVISION));
    expect(xlsxStrings(workbook).some((text) => text.includes("Tablestart forecast"))).toBe(false);
  });
});
