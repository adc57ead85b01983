import type ExcelJS from "exceljs";
import type { Language } from "../../shared/i18n/languages.ts";
import { templateEntry } from "../../shared/templates/template-catalogue.ts";
import { COMMON_TEXT } from "./text/common-text.ts";
import { dailySettlementEn } from "./text/daily-settlement.en.ts";
import { dailySettlementSc } from "./text/daily-settlement.sc.generated.ts";
import { type DailySettlementText, dailySettlementTc } from "./text/daily-settlement.tc.ts";
import {
  addSheet,
  COUNT,
  createWorkbook,
  MONEY,
  renderWorkbook,
  writeSheetHeading,
} from "./xlsx-kit.ts";

const TEXT: Record<Language, DailySettlementText> = {
  tc: dailySettlementTc,
  sc: dailySettlementSc,
  en: dailySettlementEn,
};

/** Hong Kong currency in circulation: notes, then coins (HK$10 exists as both). */
export const NOTES = [1000, 500, 100, 50, 20, 10] as const;
export const COINS = [10, 5, 2, 1, 0.5, 0.2, 0.1] as const;
const CENT_COINS: readonly number[] = [0.5, 0.2, 0.1];

/** Where the cells that matter are, for the tests and for anyone extending the sheet. */
export interface SettlementLayout {
  /** Per payment method: the till figure, the counted figure and the difference. */
  methods: { label: string; till: string; counted: string; difference: string }[];
  totals: { till: string; counted: string; difference: string };
  adjustments: { label: string; amount: string }[];
  grossSales: string;
  deductions: string;
  netSales: string;
  salesCheck: string;
  denominations: { value: number; quantity: string; amount: string }[];
  countedTotal: string;
  openingFloat: string;
  counted: string;
  paidOut: string;
  actualCash: string;
  systemCash: string;
  cashVariance: string;
  nextFloat: string;
  toBank: string;
  lastRow: number;
}

/** The settlement sheet and where its cells are; one A4 page, portrait. */
export function buildDailySettlementWorkbook(language: Language, revision: string) {
  const text = TEXT[language];
  const common = COMMON_TEXT[language];
  const { title, sections } = templateEntry("daily-settlement", language);
  const workbook = createWorkbook(common, title, revision);
  const kit = addSheet(workbook, {
    name: text.sheetName,
    language,
    common,
    revision,
    widths: [36, 17, 19, 14, 13],
    orientation: "portrait",
    onePage: true,
  });
  const { sheet } = kit;
  let row = writeSheetHeading(kit, title, common, "E", text.notes) + 1;

  // Details
  kit.section(row++, `1. ${sections.details}`, "E");
  for (const [left, right] of [
    [text.details.restaurant, text.details.date],
    [text.details.shift, text.details.till],
  ] as const) {
    kit.label(`A${row}`, left);
    sheet.mergeCells(`B${row}:C${row}`);
    kit.input(`B${row}`, "@");
    kit.label(`D${row}`, right);
    kit.input(`E${row}`, "@");
    row++;
  }
  row++;

  // Takings by payment method
  kit.section(row++, `2. ${sections.sales}`, "E");
  text.sales.columns.forEach((header, i) => {
    kit.header(`${"ABCDE"[i]}${row}`, header);
  });
  sheet.getRow(row).height = 30;
  row++;
  const firstMethodRow = row;
  const methods: SettlementLayout["methods"] = [];
  for (const method of text.sales.methods) {
    kit.label(`A${row}`, method, { wrap: true });
    kit.input(`B${row}`, MONEY);
    // The cash row's counted figure is filled in by the reconciliation below.
    if (methods.length > 0) kit.input(`C${row}`, MONEY);
    kit.formula(`D${row}`, `C${row}-B${row}`, MONEY);
    kit.input(`E${row}`, COUNT);
    methods.push({ label: method, till: `B${row}`, counted: `C${row}`, difference: `D${row}` });
    row++;
  }
  const lastMethodRow = row - 1;
  kit.label(`A${row}`, text.sales.total, { bold: true });
  for (const column of ["B", "C", "D", "E"]) {
    kit.formula(
      `${column}${row}`,
      `SUM(${column}${firstMethodRow}:${column}${lastMethodRow})`,
      column === "E" ? COUNT : MONEY,
      { total: true },
    );
  }
  const totals = { till: `B${row}`, counted: `C${row}`, difference: `D${row}` };
  row++;
  kit.label(`A${row++}`, text.sales.cashNote, { muted: true });
  kit.label(`A${row++}`, text.sales.depositNote, { muted: true });
  row++;

  // Voids, discounts and refunds
  kit.section(row++, `3. ${sections.adjustments}`, "E");
  text.adjustments.columns.forEach((header, i) => {
    kit.header(`${"ABCD"[i]}${row}`, header);
  });
  row++;
  const adjustments: SettlementLayout["adjustments"] = [];
  for (const item of text.adjustments.items) {
    kit.label(`A${row}`, item);
    kit.input(`B${row}`, COUNT);
    kit.input(`C${row}`, MONEY);
    kit.input(`D${row}`, "@");
    adjustments.push({ label: item, amount: `C${row}` });
    row++;
  }
  const [, discounts, complimentary, refunds] = adjustments;
  const money = (label: string, address: string, formula: string | null, total = false) => {
    sheet.mergeCells(`A${row}:B${row}`);
    kit.label(`A${row}`, label, { bold: total });
    if (formula === null) kit.input(address, MONEY);
    else kit.formula(address, formula, MONEY, { total });
    row++;
    return address;
  };
  const grossSales = money(text.adjustments.grossSales, `C${row}`, null);
  const deductions = money(
    text.adjustments.deductions,
    `C${row}`,
    `${discounts!.amount}+${complimentary!.amount}+${refunds!.amount}`,
  );
  const netSales = money(text.adjustments.netSales, `C${row}`, `${grossSales}-${deductions}`, true);
  const salesCheck = money(text.adjustments.check, `C${row}`, `${totals.till}-${netSales}`);
  kit.label(`A${row++}`, text.adjustments.voidNote, { muted: true });
  row++;

  // Cash count by denomination
  kit.section(row++, `4. ${sections.cashCount}`, "E");
  text.cashCount.columns.forEach((header, i) => {
    kit.header(`${"ABC"[i]}${row}`, header);
  });
  row++;
  const denominations: SettlementLayout["denominations"] = [];
  const firstCountRow = row;
  for (const [kind, values] of [
    [text.cashCount.notes, NOTES],
    [text.cashCount.coins, COINS],
  ] as const) {
    for (const value of values) {
      const name = value < 1 ? text.cashCount.centCoins[CENT_COINS.indexOf(value)] : `$${value}`;
      kit.label(`A${row}`, `${kind}  ${name}`);
      kit.input(`B${row}`, COUNT);
      kit.formula(`C${row}`, `${value}*B${row}`, MONEY);
      denominations.push({ value, quantity: `B${row}`, amount: `C${row}` });
      row++;
    }
  }
  kit.label(`A${row}`, text.cashCount.total, { bold: true });
  kit.formula(`C${row}`, `SUM(C${firstCountRow}:C${row - 1})`, MONEY, { total: true });
  const countedTotal = `C${row}`;
  row += 2;

  // Cash reconciliation and variance
  kit.section(row++, `5. ${sections.reconciliation}`, "E");
  const openingFloat = money(text.reconciliation.openingFloat, `C${row}`, null);
  const counted = money(text.reconciliation.counted, `C${row}`, countedTotal);
  const paidOut = money(text.reconciliation.paidOut, `C${row}`, null);
  const actualCash = money(
    text.reconciliation.actualCash,
    `C${row}`,
    `${counted}-${openingFloat}+${paidOut}`,
    true,
  );
  const systemCash = money(text.reconciliation.systemCash, `C${row}`, methods[0]!.till);
  const cashVariance = money(
    text.reconciliation.variance,
    `C${row}`,
    `${actualCash}-${systemCash}`,
    true,
  );
  const nextFloat = money(text.reconciliation.nextFloat, `C${row}`, null);
  const toBank = money(text.reconciliation.toBank, `C${row}`, `${counted}-${nextFloat}`);
  // The cash row of the takings table shows what was really taken in cash.
  kit.formula(methods[0]!.counted, actualCash, MONEY);
  kit.label(`A${row}`, text.reconciliation.explanation);
  sheet.mergeCells(`B${row}:E${row + 1}`);
  kit.input(`B${row}`, "@").alignment = { vertical: "top", wrapText: true };
  row += 3;

  // Sign-off by two people
  kit.section(row++, `6. ${sections.signOff}`, "E");
  text.signOff.columns.forEach((header, i) => {
    if (header) kit.header(`${["A", "B", "D"][i]}${row}`, header);
  });
  sheet.mergeCells(`B${row}:C${row}`);
  sheet.mergeCells(`D${row}:E${row}`);
  row++;
  for (const line of text.signOff.rows) {
    kit.label(`A${row}`, line);
    sheet.mergeCells(`B${row}:C${row}`);
    sheet.mergeCells(`D${row}:E${row}`);
    kit.input(`B${row}`, "@");
    kit.input(`D${row}`, "@");
    sheet.getRow(row).height = line === text.signOff.rows[2] ? 32 : 20;
    row++;
  }

  sheet.pageSetup.printArea = `A1:E${row - 1}`;
  const layout: SettlementLayout = {
    methods,
    totals,
    adjustments,
    grossSales,
    deductions,
    netSales,
    salesCheck,
    denominations,
    countedTotal,
    openingFloat,
    counted,
    paidOut,
    actualCash,
    systemCash,
    cashVariance,
    nextFloat,
    toBank,
    lastRow: row - 1,
  };
  return { workbook: workbook as ExcelJS.Workbook, layout };
}

/** The daily settlement sheet (.xlsx): takings, cash count, variance, two signatures. */
export function buildDailySettlement(language: Language, revision: string): Promise<Buffer> {
  return renderWorkbook(buildDailySettlementWorkbook(language, revision).workbook, revision);
}
