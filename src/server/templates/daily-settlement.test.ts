import { describe, expect, it } from "vitest";
import { readXlsx } from "../../../tests/support/office-files.ts";
import { LANGUAGES } from "../../shared/i18n/languages.ts";
import { TEMPLATE_REVISION } from "../../shared/templates/template-ids.ts";
import { evaluateWorkbook } from "../office/xlsx-formulas.ts";
import {
  buildDailySettlement,
  buildDailySettlementWorkbook,
  COINS,
  NOTES,
} from "./daily-settlement.ts";

// One evening's figures, worked out by hand below.
// The second last method is booking deposits applied to bills, counted from the booking records.
const TILL = [4_210.5, 3_120, 12_480.4, 860, 1_500, 740, 320, 2_050, 600, 300];
const TERMINALS = [3_120, 12_480.4, 860, 1_480, 740, 320, 2_050, 600, 300]; // all but cash
const QUANTITIES = [1, 2, 15, 4, 10, 5, 3, 4, 5, 7, 3, 4, 6]; // $1000 … 10¢
const FLOAT = 2_000;
const PAID_OUT = 85.5;
const NEXT_FLOAT = 2_000;
const GROSS_SALES = 26_150.9;
const ADJUSTMENTS = [120, 350, 90, 40]; // voids, discounts, complimentary, refunds

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

describe.each(LANGUAGES)("the daily settlement sheet's formulas (%s)", (language) => {
  it("work out the totals, cash count, variance and banking for sample figures", async () => {
    const workbook = await readXlsx(await buildDailySettlement(language, TEMPLATE_REVISION));
    const { layout } = buildDailySettlementWorkbook(language, TEMPLATE_REVISION);
    const sheet = workbook.worksheets[0]!;
    const set = (address: string, value: number) => {
      sheet.getCell(address).value = value;
    };

    layout.methods.forEach((method, i) => {
      expect(sheet.getCell(method.till).row).toBeGreaterThan(0);
      expect(sheet.getCell(`A${sheet.getCell(method.till).row}`).value).toBe(method.label);
      set(method.till, TILL[i]!);
      if (i > 0) set(method.counted, TERMINALS[i - 1]!);
    });
    for (const [i, d] of layout.denominations.entries()) set(d.quantity, QUANTITIES[i]!);
    for (const [i, a] of layout.adjustments.entries()) set(a.amount, ADJUSTMENTS[i]!);
    set(layout.openingFloat, FLOAT);
    set(layout.paidOut, PAID_OUT);
    set(layout.nextFloat, NEXT_FLOAT);
    set(layout.grossSales, GROSS_SALES);

    const book = evaluateWorkbook(workbook);
    const at = (address: string) => book.cell(sheet.name, address) as number;

    const denominations = [...NOTES, ...COINS];
    const counted = sum(denominations.map((value, i) => value * QUANTITIES[i]!));
    expect(counted).toBeCloseTo(4_019.9, 6);
    expect(at(layout.countedTotal)).toBeCloseTo(counted, 6);
    expect(at(layout.counted)).toBeCloseTo(counted, 6);

    const actualCash = counted - FLOAT + PAID_OUT;
    expect(at(layout.actualCash)).toBeCloseTo(actualCash, 6);
    expect(at(layout.systemCash)).toBe(TILL[0]);
    expect(at(layout.cashVariance)).toBeCloseTo(actualCash - TILL[0]!, 6);
    expect(at(layout.toBank)).toBeCloseTo(counted - NEXT_FLOAT, 6);

    // The cash row takes its counted figure from the reconciliation.
    expect(at(layout.methods[0]!.counted)).toBeCloseTo(actualCash, 6);
    expect(at(layout.methods[4]!.difference)).toBeCloseTo(1_480 - 1_500, 6);
    expect(at(layout.totals.till)).toBeCloseTo(sum(TILL), 6);
    expect(at(layout.totals.counted)).toBeCloseTo(actualCash + sum(TERMINALS), 6);
    expect(at(layout.totals.difference)).toBeCloseTo(actualCash + sum(TERMINALS) - sum(TILL), 6);

    const deductions = ADJUSTMENTS[1]! + ADJUSTMENTS[2]! + ADJUSTMENTS[3]!; // voids are not sales
    expect(at(layout.deductions)).toBe(deductions);
    expect(at(layout.netSales)).toBeCloseTo(GROSS_SALES - deductions, 6);
    expect(at(layout.salesCheck)).toBeCloseTo(sum(TILL) - (GROSS_SALES - deductions), 6);
  });

  it("has a line for booking deposits and prepayments applied to bills (review 2 M13)", () => {
    const { layout } = buildDailySettlementWorkbook(language, TEMPLATE_REVISION);
    const labels = layout.methods.map((method) => method.label);
    const deposit = { tc: "訂座訂金", sc: "订座订金", en: "Booking deposits" }[language];
    expect(labels.filter((label) => label.includes(deposit))).toHaveLength(1);
    expect(labels.at(-1)).toMatch(/禮券|礼券|Vouchers/);
  });

  it("prints on one A4 page, portrait", async () => {
    const workbook = await readXlsx(await buildDailySettlement(language, TEMPLATE_REVISION));
    const { pageSetup } = workbook.worksheets[0]!;
    expect(pageSetup).toMatchObject({
      paperSize: 9,
      orientation: "portrait",
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 1,
    });
    const { layout } = buildDailySettlementWorkbook(language, TEMPLATE_REVISION);
    expect(pageSetup.printArea).toBe(`A1:E${layout.lastRow}`);
  });
});
