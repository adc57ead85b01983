import type { Cell, CellValue, Workbook } from "exceljs";
import { evaluateFormula } from "./xlsx-formula-evaluator.ts";
import { type CellRange, parseReference } from "./xlsx-formula-parser.ts";
import {
  ExcelError,
  type ExcelErrorCode,
  FormulaError,
  type FormulaValue,
} from "./xlsx-formula-values.ts";

/*
 * exceljs writes and reads formulas but does not compute them. This evaluates the subset our
 * generators write (the spreadsheet templates and the forecast workbook): numbers, "strings",
 * TRUE/FALSE, cell references and ranges (optionally on another sheet), defined names,
 * + - * / ^, comparisons, and SUM, MIN, MAX, IF, ROUND, ROUNDUP, ABS.
 *
 * The generators use it to store each formula's result in the file, so viewers that do not
 * recalculate (phone previews, mail attachments) show the figures; the tests use it to check the
 * formulas against figures worked out by hand or by the forecast engine, also after an input is
 * changed "in Excel".
 *
 * Formulas are read in xlsx-formula-parser.ts, computed in xlsx-formula-evaluator.ts with the
 * conversions and errors of xlsx-formula-values.ts; this module runs them over a workbook.
 */

/** A formula cell of a workbook, with the result the file holds for it. */
export interface FormulaCell {
  sheet: string;
  address: string;
  formula: string;
  stored: unknown;
}

export interface WorkbookEvaluator {
  /** The value of a cell ("B3", "$B$3"), computing its formula and those it depends on. */
  cell(sheet: string, address: string): FormulaValue;
  /** The value of the cell a defined name points at. */
  name(name: string): FormulaValue;
  /** Changes the input cell a defined name points at, as an owner would in Excel. */
  set(name: string, value: FormulaValue): void;
  /** Every formula cell, with the result stored in the file. */
  formulaCells(): FormulaCell[];
}

/** A stored cell value as a formula sees it, or the formula to evaluate. */
function plainValue(cell: Cell): FormulaValue | { formula: string } {
  // Only the top-left cell of a merged area holds a value; Excel reads the others as blank.
  if (cell.isMerged && cell.master.address !== cell.address) return null;
  if (cell.formula) return { formula: cell.formula };
  const value: CellValue = cell.value;
  if (value === null || value === undefined) return null;
  if (typeof value === "number" || typeof value === "string" || typeof value === "boolean") {
    return value;
  }
  // Excel keeps a date as days since 1899-12-30.
  if (value instanceof Date) return value.getTime() / 86_400_000 + 25_569;
  if ("richText" in value) return value.richText.map((part) => part.text).join("");
  if ("hyperlink" in value) {
    const text = value.text as unknown;
    return typeof text === "string"
      ? text
      : (text as { richText: { text: string }[] }).richText.map((part) => part.text).join("");
  }
  if ("error" in value) throw new ExcelError(value.error as ExcelErrorCode);
  throw new FormulaError(`unsupported value in ${cell.address}`);
}

function definedNames(workbook: Workbook): Map<string, CellRange> {
  const names = new Map<string, CellRange>();
  const model = workbook.definedNames.model as { name: string; ranges: string[] }[];
  for (const { name, ranges } of model) {
    if (ranges.length !== 1) throw new FormulaError(`${name} refers to ${ranges.length} ranges`);
    const range = parseReference(ranges[0]!);
    if (range.sheet === undefined) throw new FormulaError(`${name} names no sheet`);
    names.set(name.toUpperCase(), range);
  }
  return names;
}

/**
 * Evaluates every formula in the workbook (so one it cannot read fails here, not later) and
 * returns an evaluator over the results. With `store`, each formula cell keeps its result, as
 * Excel would have saved it: a number, text, or the error Excel would show.
 */
export function evaluateWorkbook(
  workbook: Workbook,
  options: { store?: boolean } = {},
): WorkbookEvaluator {
  const names = definedNames(workbook);
  const results = new Map<string, FormulaValue | ExcelError>();
  const inProgress = new Set<string>();

  const worksheet = (name: string) => {
    const sheet = workbook.getWorksheet(name);
    if (!sheet) throw new FormulaError(`no sheet "${name}"`);
    return sheet;
  };
  const nameRange = (name: string) => names.get(name.toUpperCase());

  const resolve = (sheetName: string, column: number, row: number): FormulaValue => {
    const sheet = worksheet(sheetName);
    const key = `${sheet.name}!${column},${row}`;
    const known = results.get(key);
    if (known instanceof ExcelError) throw known;
    if (known !== undefined) return known;
    // findCell, not getCell: reading a blank cell must not add it to the sheet.
    const cell = sheet.findCell(row, column);
    if (!cell) return null;
    const value = plainValue(cell);
    if (value === null || typeof value !== "object") return value;

    if (inProgress.has(key))
      throw new FormulaError(`circular reference at ${sheet.name}!${cell.address}`);
    inProgress.add(key);
    let result: FormulaValue | ExcelError;
    try {
      // A reference without a sheet name is on the formula's own sheet.
      result = evaluateFormula(
        value.formula,
        (s, c, r) => resolve(s ?? sheet.name, c, r),
        nameRange,
      );
    } catch (error) {
      if (!(error instanceof ExcelError)) throw error;
      result = error;
    } finally {
      inProgress.delete(key);
    }
    results.set(key, result);
    if (options.store) {
      const stored = result instanceof ExcelError ? { error: result.code } : result;
      cell.value = { ...(cell.value as object), result: stored } as CellValue;
    }
    if (result instanceof ExcelError) throw result;
    return result;
  };

  const cellValue = (sheet: string, address: string): FormulaValue => {
    const { from, to } = parseReference(address);
    if (from.column !== to.column || from.row !== to.row) {
      throw new FormulaError(`${address} is a range, not a cell`);
    }
    return resolve(sheet, from.column, from.row);
  };
  const namedCell = (name: string) => {
    const range = nameRange(name);
    if (!range) throw new FormulaError(`unknown name ${name}`);
    if (range.from.column !== range.to.column || range.from.row !== range.to.row) {
      throw new FormulaError(`${name} names a range, not a cell`);
    }
    return { sheet: range.sheet!, ...range.from };
  };

  const formulaCells = (): FormulaCell[] => {
    const cells: FormulaCell[] = [];
    for (const sheet of workbook.worksheets) {
      sheet.eachRow((row) => {
        row.eachCell((cell) => {
          if (cell.formula && !(cell.isMerged && cell.master.address !== cell.address)) {
            cells.push({
              sheet: sheet.name,
              address: cell.address,
              formula: cell.formula,
              stored: cell.result,
            });
          }
        });
      });
    }
    return cells;
  };

  for (const { sheet, address } of formulaCells()) {
    try {
      cellValue(sheet, address);
    } catch (error) {
      // Excel shows the error in the cell; the file is still good.
      if (!(error instanceof ExcelError)) throw error;
    }
  }

  return {
    cell: cellValue,
    name(name) {
      const { sheet, column, row } = namedCell(name);
      return resolve(sheet, column, row);
    },
    set(name, value) {
      const { sheet, column, row } = namedCell(name);
      worksheet(sheet).getCell(row, column).value = value;
      results.clear();
    },
    formulaCells,
  };
}
