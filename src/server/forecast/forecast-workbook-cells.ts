import type { Cell, CellFormulaValue, Worksheet } from "exceljs";
import type { MessageKey } from "../../shared/i18n/messages/index.ts";
import type { MessageVars } from "../../shared/i18n/translate.ts";

export type Text = (key: MessageKey, vars?: MessageVars) => string;

const INPUT_FONT = { color: { argb: "FF1F4E79" }, bold: true };
const INPUT_FILL = { type: "pattern", pattern: "solid", fgColor: { argb: "FFDDEBF7" } } as const;
const HEADER_FILL = { type: "pattern", pattern: "solid", fgColor: { argb: "FFF2F2F2" } } as const;
export const MONEY = '"HK$"#,##0;[Red]-"HK$"#,##0';
export const PRICE = '"HK$"#,##0.##';
export const PERCENT = "0.0##%";
export const SHARE = "0.0%";
export const DECIMAL = "#,##0.##";

export function input(cell: Cell, value: number | null, numFmt: string, name: string): void {
  cell.value = value;
  cell.numFmt = numFmt;
  cell.font = INPUT_FONT;
  cell.fill = INPUT_FILL;
  cell.name = name;
}

/** A formula cell; its result is stored once the whole workbook is written. */
export function formula(cell: Cell, text: string, numFmt: string): Cell {
  cell.value = { formula: text } as CellFormulaValue;
  cell.numFmt = numFmt;
  return cell;
}

export function header(sheet: Worksheet, row: number, labels: readonly string[]): void {
  labels.forEach((label, index) => {
    const cell = sheet.getCell(row, index + 1);
    cell.value = label;
    cell.font = { bold: true };
    cell.fill = HEADER_FILL;
  });
}

export function title(sheet: Worksheet, row: number, text: string, size = 12): void {
  const cell = sheet.getCell(row, 1);
  cell.value = text;
  cell.font = { bold: true, size };
}
