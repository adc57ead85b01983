import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { evaluateFormula, evaluateWorkbook, type FormulaValue } from "./xlsx-formulas.ts";

/** A resolver over a few cells of one or two sheets, given as "Sheet!A1" or "A1". */
function cells(values: Record<string, FormulaValue>) {
  return (sheet: string | undefined, column: number, row: number) => {
    const address = `${String.fromCharCode(64 + column)}${row}`;
    return values[sheet ? `${sheet}!${address}` : address] ?? null;
  };
}

describe("evaluateFormula", () => {
  it("does arithmetic with Excel's precedence", () => {
    expect(evaluateFormula("1+2*3", cells({}))).toBe(7);
    expect(evaluateFormula("(1+2)*3", cells({}))).toBe(9);
    expect(evaluateFormula("-2*3+10/4", cells({}))).toBe(-3.5);
  });

  it("reads relative, absolute and other-sheet references, empty cells as 0", () => {
    const resolve = cells({ B2: 10, C3: 4, "Opening budget!D5": 100 });
    expect(evaluateFormula("B2-$C$3", resolve)).toBe(6);
    expect(evaluateFormula("$B2*C$3", resolve)).toBe(40);
    expect(evaluateFormula("'Opening budget'!D5+B2", resolve)).toBe(110);
    expect(evaluateFormula("Z99", resolve)).toBe(0);
  });

  it("sums ranges, skipping text", () => {
    const resolve = cells({ A1: 1, A2: 2, A3: "note", B1: 10, B3: 30 });
    expect(evaluateFormula("SUM(A1:B3)", resolve)).toBe(43);
    expect(evaluateFormula("SUM(A1:A3,5)", resolve)).toBe(8);
  });

  it("takes only IF's chosen branch, so a guarded division never fails", () => {
    const resolve = cells({ A1: 0, B1: 50 });
    expect(evaluateFormula('IF(A1=0,"",B1/A1)', resolve)).toBe("");
    expect(evaluateFormula('IF(B1=0,"",A1/B1)', resolve)).toBe(0);
    expect(() => evaluateFormula("B1/A1", resolve)).toThrow("#DIV/0!");
  });

  it("refuses what it cannot read rather than guessing", () => {
    expect(() => evaluateFormula("VLOOKUP(A1)", cells({}))).toThrow(/unknown function/);
    expect(() => evaluateFormula("1+", cells({}))).toThrow();
  });
});

describe("evaluateWorkbook", () => {
  it("follows chains across sheets and stores the results in the cells", () => {
    const workbook = new ExcelJS.Workbook();
    const budget = workbook.addWorksheet("Budget");
    const plan = workbook.addWorksheet("Plan");
    budget.getCell("B1").value = 1000;
    budget.getCell("B2").value = 250;
    budget.getCell("B3").value = { formula: "SUM(B1:B2)" } as ExcelJS.CellFormulaValue;
    plan.getCell("A1").value = { formula: "'Budget'!B3*2" } as ExcelJS.CellFormulaValue;
    plan.getCell("A2").value = { formula: "A1-50" } as ExcelJS.CellFormulaValue;

    const resolve = evaluateWorkbook(workbook, { store: true });
    expect(resolve("Plan", 1, 2)).toBe(2450);
    expect(plan.getCell("A2").result).toBe(2450);
    expect(budget.getCell("B3").result).toBe(1250);
  });

  it("reports a circular reference", () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("S");
    sheet.getCell("A1").value = { formula: "A2+1" } as ExcelJS.CellFormulaValue;
    sheet.getCell("A2").value = { formula: "A1+1" } as ExcelJS.CellFormulaValue;
    expect(() => evaluateWorkbook(workbook)).toThrow(/circular/);
  });
});
