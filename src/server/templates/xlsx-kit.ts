import ExcelJS, { type Borders, type Cell, type Style, type Worksheet } from "exceljs";
import type { Language } from "../../shared/i18n/languages.ts";
import { evaluateWorkbook } from "../office/xlsx-formulas.ts";
import { normaliseOfficeZip } from "./office-zip.ts";
import type { CommonText } from "./text/common.tc.ts";

/*
 * The building blocks of the spreadsheet templates. Cells to fill in are pale yellow, cells that a
 * formula works out are grey, so an owner sees at a glance what to type and what not to overwrite.
 */

const BRAND = "FF2F6496";
const MUTED = "FF595959";
const INPUT_FILL = "FFFFF8DC";
const FORMULA_FILL = "FFF2F2F2";
const HEADER_FILL = "FFDEEAF6";
const LINE = { style: "thin", color: { argb: "FFBFBFBF" } } as const;
const BOX: Partial<Borders> = { top: LINE, bottom: LINE, left: LINE, right: LINE };

/** HK$ with two decimals; a negative amount in red with a minus sign, not only by colour. */
export const MONEY = "#,##0.00;[Red]-#,##0.00";
export const WHOLE_MONEY = "#,##0;[Red]-#,##0";
export const PERCENT = "0.0%";
export const COUNT = "#,##0";

// Fonts Office installs; other spreadsheet programs substitute their own CJK font.
const FONT_NAME: Record<Language, string> = {
  tc: "Microsoft JhengHei",
  sc: "Microsoft YaHei",
  en: "Arial",
};

export interface SheetKit {
  sheet: Worksheet;
  font: string;
  /** Writes a label. */
  label(
    address: string,
    text: string,
    style?: { bold?: boolean; muted?: boolean; wrap?: boolean },
  ): Cell;
  /** A cell to fill in, with a number format (and an optional starting value). */
  input(address: string, format: string, value?: number | string | null): Cell;
  /** A cell a formula works out. */
  formula(address: string, formula: string, format: string, options?: { total?: boolean }): Cell;
  /** A shaded table header cell. */
  header(address: string, text: string): Cell;
  /** A section title across `toColumn`. */
  section(row: number, text: string, toColumn: string): void;
}

export function createWorkbook(common: CommonText, title: string, revision: string) {
  const workbook = new ExcelJS.Workbook();
  const stamp = new Date(`${revision}T00:00:00Z`);
  workbook.creator = common.brand;
  workbook.lastModifiedBy = common.brand;
  workbook.title = title;
  workbook.description = common.disclaimer;
  workbook.created = stamp;
  workbook.modified = stamp;
  // Excel recalculates on opening; the stored results serve viewers that cannot.
  workbook.calcProperties.fullCalcOnLoad = true;
  return workbook;
}

export interface SheetOptions {
  name: string;
  language: Language;
  common: CommonText;
  revision: string;
  /** Column widths in characters, from column A. */
  widths: readonly number[];
  orientation: "portrait" | "landscape";
  /** Print on one page (true) or one page wide (false). */
  onePage: boolean;
}

/** A worksheet with A4 print setup, the brand in the printed header and the note in the footer. */
export function addSheet(workbook: ExcelJS.Workbook, options: SheetOptions): SheetKit {
  const font = FONT_NAME[options.language];
  const sheet = workbook.addWorksheet(options.name, {
    views: [{ showGridLines: false }],
    properties: { defaultRowHeight: 18 },
    pageSetup: {
      paperSize: 9, // A4
      orientation: options.orientation,
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: options.onePage ? 1 : 0,
      horizontalCentered: true,
      margins: { left: 0.5, right: 0.5, top: 0.6, bottom: 0.6, header: 0.3, footer: 0.3 },
    },
    headerFooter: {
      oddHeader: `&R&8${escapeHeader(options.common.brand)}`,
      oddFooter: `&L&8${escapeHeader(options.common.footerNote)} ${escapeHeader(
        options.common.revision.replace("{date}", options.revision),
      )}&R&8&P / &N`,
    },
  });
  options.widths.forEach((width, index) => {
    sheet.getColumn(index + 1).width = width;
  });

  const base: Partial<Style> = {
    font: { name: font, size: 10 },
    alignment: { vertical: "middle" },
  };
  const kit: SheetKit = {
    sheet,
    font,
    label(address, text, style = {}) {
      const cell = sheet.getCell(address);
      cell.value = text;
      cell.font = {
        name: font,
        size: 10,
        bold: style.bold,
        color: style.muted ? { argb: MUTED } : undefined,
      };
      cell.alignment = { vertical: "middle", wrapText: style.wrap ?? false };
      return cell;
    },
    input(address, format, value = null) {
      const cell = sheet.getCell(address);
      cell.value = value;
      cell.style = {
        ...base,
        numFmt: format,
        fill: { type: "pattern", pattern: "solid", fgColor: { argb: INPUT_FILL } },
        border: BOX,
      };
      return cell;
    },
    formula(address, formula, format, options = {}) {
      const cell = sheet.getCell(address);
      cell.value = { formula } as ExcelJS.CellFormulaValue;
      cell.style = {
        ...base,
        font: { name: font, size: 10, bold: options.total },
        numFmt: format,
        fill: { type: "pattern", pattern: "solid", fgColor: { argb: FORMULA_FILL } },
        border: options.total ? { ...BOX, top: { style: "medium", color: { argb: MUTED } } } : BOX,
      };
      return cell;
    },
    header(address, text) {
      const cell = sheet.getCell(address);
      cell.value = text;
      cell.style = {
        font: { name: font, size: 10, bold: true },
        alignment: { vertical: "middle", horizontal: "center", wrapText: true },
        fill: { type: "pattern", pattern: "solid", fgColor: { argb: HEADER_FILL } },
        border: BOX,
      };
      return cell;
    },
    section(row, text, toColumn) {
      sheet.mergeCells(`A${row}:${toColumn}${row}`);
      const cell = sheet.getCell(`A${row}`);
      cell.value = text;
      cell.font = { name: font, size: 12, bold: true, color: { argb: BRAND } };
      cell.border = { bottom: { style: "medium", color: { argb: BRAND } } };
      sheet.getRow(row).height = 24;
    },
  };
  return kit;
}

/** Title, brand and the "template, not legal advice" note at the top of a sheet (rows 1 to 4). */
export function writeSheetHeading(
  kit: SheetKit,
  title: string,
  common: CommonText,
  lastColumn: string,
  notes: readonly string[],
) {
  const { sheet, font } = kit;
  sheet.getCell("A1").value = title;
  sheet.getCell("A1").font = { name: font, size: 16, bold: true, color: { argb: BRAND } };
  sheet.getRow(1).height = 28;
  kit.label("A2", common.brand, { muted: true });
  const lines = [common.disclaimer, ...notes];
  lines.forEach((text, index) => {
    const row = 3 + index;
    sheet.mergeCells(`A${row}:${lastColumn}${row}`);
    const cell = kit.label(`A${row}`, text, { muted: true, wrap: true });
    cell.font = { name: font, size: 9, color: { argb: MUTED } };
    // Merged cells do not grow with their text, so size the row for the lines it will take.
    sheet.getRow(row).height = 4 + 13 * estimateLines(text, mergedWidth(sheet, lastColumn));
  });
  return 3 + lines.length;
}

/** The width in characters of columns A to `lastColumn`. */
function mergedWidth(sheet: Worksheet, lastColumn: string) {
  let width = 0;
  for (let column = 1; column <= lastColumn.charCodeAt(0) - 64; column++) {
    width += sheet.getColumn(column).width ?? 9;
  }
  return width;
}

/**
 * Lines a 9 pt note takes in a merged cell `width` characters wide (column widths are counted in
 * 10 pt digits); a Chinese character takes two.
 */
function estimateLines(text: string, width: number) {
  let units = 0;
  for (const char of text) units += char.charCodeAt(0) > 0x2e80 ? 2 : 1;
  return Math.max(1, Math.ceil((units * 0.95) / width));
}

// "&" starts a code in Excel's header and footer text.
function escapeHeader(text: string) {
  return text.replace(/&/g, "&&");
}

/** Stores every formula's result, then writes the file with normalised zip dates. */
export async function renderWorkbook(
  workbook: ExcelJS.Workbook,
  revision: string,
): Promise<Buffer> {
  evaluateWorkbook(workbook, { store: true });
  const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
  return normaliseOfficeZip(buffer, revision);
}
