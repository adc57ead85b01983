import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { evaluateFormula } from "./xlsx-formula-evaluator.ts";
import { type CellRange, parseReference } from "./xlsx-formula-parser.ts";
import { ExcelError, FormulaError, type FormulaValue } from "./xlsx-formula-values.ts";
import { evaluateWorkbook } from "./xlsx-formulas.ts";

/** A resolver over a few cells of one or two sheets, given as "Sheet!A1" or "A1". */
function cells(values: Record<string, FormulaValue>) {
  return (sheet: string | undefined, column: number, row: number) => {
    const address = `${String.fromCharCode(64 + column)}${row}`;
    return values[sheet ? `${sheet}!${address}` : address] ?? null;
  };
}

const none = cells({});
const formula = (text: string) => ({ formula: text }) as ExcelJS.CellFormulaValue;

describe("evaluateFormula", () => {
  it("does arithmetic with Excel's precedence", () => {
    expect(evaluateFormula("1+2*3", none)).toBe(7);
    expect(evaluateFormula("=(1+2)*3", none)).toBe(9);
    expect(evaluateFormula("-2*3+10/4", none)).toBe(-3.5);
    // Negation binds tighter than ^, and ^ groups from the left.
    expect(evaluateFormula("-2^2", none)).toBe(4);
    expect(evaluateFormula("2^3^2", none)).toBe(64);
    expect(evaluateFormula("2*3^2", none)).toBe(18);
    expect(evaluateFormula("1-1E-9", none)).toBe(1 - 1e-9);
    expect(evaluateFormula(" 1.5e3 + .5 ", none)).toBe(1500.5);
  });

  it("reads relative, absolute and other-sheet references, blank cells as 0", () => {
    const resolve = cells({ B2: 10, C3: 4, "Opening budget!D5": 100, "It's!A1": 7, "2024!A1": 3 });
    expect(evaluateFormula("B2-$C$3", resolve)).toBe(6);
    expect(evaluateFormula("$B2*C$3", resolve)).toBe(40);
    expect(evaluateFormula("'Opening budget'!D5+B2", resolve)).toBe(110);
    expect(evaluateFormula("'It''s'!A1+2024!A1", resolve)).toBe(10);
    expect(evaluateFormula("Z99", resolve)).toBe(0);
  });

  it("reads text and TRUE/FALSE, with doubled quotes inside text", () => {
    expect(evaluateFormula('"say ""hi"""', none)).toBe('say "hi"');
    expect(evaluateFormula("TRUE", none)).toBe(true);
    expect(evaluateFormula("false+1", none)).toBe(1);
    expect(evaluateFormula('"12"*2', none)).toBe(24);
  });

  it("reads defined names, which may point at a cell or a range", () => {
    const names: Record<string, CellRange> = {
      FLOORAREA: parseReference("'Inputs'!$B$2"),
      COSTS: parseReference("Inputs!B3:B4"),
    };
    const resolve = cells({ "Inputs!B2": 800, "Inputs!B3": 5, "Inputs!B4": 6 });
    const byName = (name: string) => names[name.toUpperCase()];
    expect(evaluateFormula("FloorArea*2", resolve, byName)).toBe(1600);
    expect(evaluateFormula("SUM(Costs)+floorarea", resolve, byName)).toBe(811);
    expect(() => evaluateFormula("Nowhere+1", resolve, byName)).toThrow(FormulaError);
  });

  it("sums ranges, skipping text; MIN and MAX take only numbers from cells", () => {
    const resolve = cells({ A1: 1, A2: 2, A3: "note", B1: 10, B3: 30, C1: "9", C2: true });
    expect(evaluateFormula("SUM(A1:B3)", resolve)).toBe(43);
    expect(evaluateFormula("SUM(A1:A3,5)", resolve)).toBe(8);
    expect(evaluateFormula("SUM(B3:A1)", resolve)).toBe(43);
    // From cells, "9" and TRUE are not numbers; typed into the formula they are.
    expect(evaluateFormula("SUM(C1:C2)", resolve)).toBe(0);
    expect(evaluateFormula('SUM("9",TRUE)', resolve)).toBe(10);
    expect(evaluateFormula("MAX(A1:A3,-4)", resolve)).toBe(2);
    expect(evaluateFormula("MIN(B1:B3,A2)", resolve)).toBe(2);
    expect(evaluateFormula("MAX(C1:C2)", resolve)).toBe(0);
    expect(evaluateFormula("MAX(1,ROUNDUP(A2/3,0))", resolve)).toBe(1);
  });

  it("rounds halves away from zero, without binary noise, and ROUNDUP away from zero", () => {
    expect(evaluateFormula("ROUND(2.5,0)", none)).toBe(3);
    expect(evaluateFormula("ROUND(-2.5,0)", none)).toBe(-3);
    expect(evaluateFormula("ROUND(2.675,2)", none)).toBe(2.68);
    expect(evaluateFormula("ROUND(1234.5,-2)", none)).toBe(1200);
    expect(evaluateFormula("ROUNDUP(1.01,0)", none)).toBe(2);
    expect(evaluateFormula("ROUNDUP(-1.01,0)", none)).toBe(-2);
    expect(evaluateFormula("ROUNDUP(3.141,2)", none)).toBe(3.15);
    // An exact count stays exact: 400 visitors at 400 a head is one head.
    expect(evaluateFormula("ROUNDUP((400/400)*(1-1E-9),0)", none)).toBe(1);
    expect(evaluateFormula("ABS(-3)", none)).toBe(3);
  });

  it("compares as Excel does: blanks, text without case, numbers before text", () => {
    const resolve = cells({ A1: "Yes" });
    expect(evaluateFormula("B1=0", resolve)).toBe(true);
    expect(evaluateFormula('B1=""', resolve)).toBe(true);
    expect(evaluateFormula('A1="yes"', resolve)).toBe(true);
    expect(evaluateFormula('A1<>"no"', resolve)).toBe(true);
    expect(evaluateFormula('5<"4"', resolve)).toBe(true);
    expect(evaluateFormula("2>=2", resolve)).toBe(true);
    expect(evaluateFormula("TRUE>1", resolve)).toBe(true);
  });

  it("takes only IF's chosen branch, so a guarded division never fails", () => {
    const resolve = cells({ A1: 0, B1: 50 });
    expect(evaluateFormula('IF(A1=0,"",B1/A1)', resolve)).toBe("");
    expect(evaluateFormula('IF(B1=0,"",A1/B1)', resolve)).toBe(0);
    expect(evaluateFormula("IF(B1,C1)", resolve)).toBe(0);
    expect(evaluateFormula("IF(A1,1)", resolve)).toBe(false);
    expect(() => evaluateFormula("B1/A1", resolve)).toThrow("#DIV/0!");
  });

  it("gives Excel's errors as ExcelError, with their code", () => {
    const resolve = cells({ A1: "note" });
    const code = (text: string) => {
      try {
        evaluateFormula(text, resolve);
      } catch (error) {
        return error instanceof ExcelError ? error.code : error;
      }
      return "no error";
    };
    expect(code("1/0")).toBe("#DIV/0!");
    expect(code("A1+1")).toBe("#VALUE!");
    expect(code('""+1')).toBe("#VALUE!");
    expect(code('IF("maybe",1,2)')).toBe("#VALUE!");
    expect(code("10^400")).toBe("#NUM!");
    // An error in the branch not taken is no error.
    expect(code("IF(TRUE,1,1/0)")).toBe("no error");
  });

  it("refuses what it cannot read rather than guessing", () => {
    expect(() => evaluateFormula("VLOOKUP(A1)", none)).toThrow(/unsupported function/);
    expect(() => evaluateFormula("1+", none)).toThrow(FormulaError);
    expect(() => evaluateFormula("(1", none)).toThrow(FormulaError);
    expect(() => evaluateFormula('"open', none)).toThrow(FormulaError);
    expect(() => evaluateFormula("1 2", none)).toThrow(FormulaError);
    expect(() => evaluateFormula("ROUND(1)", none)).toThrow(/ROUND takes 2/);
    expect(() => evaluateFormula("A1:A2+1", none)).toThrow(/range/);
  });
});

describe("evaluateWorkbook", () => {
  function budgetAndPlan() {
    const workbook = new ExcelJS.Workbook();
    const budget = workbook.addWorksheet("Budget");
    const plan = workbook.addWorksheet("Plan");
    budget.getCell("B1").value = 1000;
    budget.getCell("B1").name = "Rent";
    budget.getCell("B2").value = 250;
    budget.getCell("B3").value = formula("SUM(B1:B2)");
    plan.getCell("A1").value = formula("'Budget'!B3*2");
    plan.getCell("A2").value = formula("A1-50");
    plan.getCell("A3").value = formula("Rent/12");
    plan.getCell("A3").name = "MonthlyRent";
    return { workbook, budget, plan };
  }

  it("follows chains across sheets and names, and stores the results in the cells", () => {
    const { workbook, budget, plan } = budgetAndPlan();
    const book = evaluateWorkbook(workbook, { store: true });
    expect(book.cell("Plan", "A2")).toBe(2450);
    expect(book.cell("Plan", "$A$2")).toBe(2450);
    expect(book.name("monthlyrent")).toBeCloseTo(1000 / 12, 12);
    expect(plan.getCell("A2").result).toBe(2450);
    expect(budget.getCell("B3").result).toBe(1250);
    expect(book.formulaCells()).toEqual([
      { sheet: "Budget", address: "B3", formula: "SUM(B1:B2)", stored: 1250 },
      { sheet: "Plan", address: "A1", formula: "'Budget'!B3*2", stored: 2500 },
      { sheet: "Plan", address: "A2", formula: "A1-50", stored: 2450 },
      { sheet: "Plan", address: "A3", formula: "Rent/12", stored: 1000 / 12 },
    ]);
  });

  it("recalculates after an input is changed through its name", () => {
    const { workbook } = budgetAndPlan();
    const book = evaluateWorkbook(workbook);
    book.set("Rent", 1200);
    expect(book.cell("Plan", "A2")).toBe(2850);
    expect(book.name("MonthlyRent")).toBe(100);
    book.set("rent", null);
    expect(book.cell("Budget", "B3")).toBe(250);
    expect(() => book.set("Nothing", 1)).toThrow(/unknown name/);
  });

  it("reads back a saved file, stored results and all", async () => {
    const { workbook } = budgetAndPlan();
    evaluateWorkbook(workbook, { store: true });
    const loaded = new ExcelJS.Workbook();
    await loaded.xlsx.load(
      (await workbook.xlsx.writeBuffer()) as unknown as ExcelJS.Buffer as ArrayBuffer,
    );
    const book = evaluateWorkbook(loaded);
    expect(book.name("MonthlyRent")).toBeCloseTo(1000 / 12, 12);
    for (const cell of book.formulaCells()) {
      expect(cell.stored).toBe(book.cell(cell.sheet, cell.address));
    }
  });

  it("stores Excel's error where a formula gives one, and spreads it to formulas that use it", () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("S");
    sheet.getCell("A1").value = 0;
    sheet.getCell("A2").value = formula("10/A1");
    sheet.getCell("A3").value = formula("A2+1");
    sheet.getCell("A4").value = formula('IF(A1=0,"",A2)');
    const book = evaluateWorkbook(workbook, { store: true });
    expect(sheet.getCell("A2").result).toEqual({ error: "#DIV/0!" });
    expect(sheet.getCell("A3").result).toEqual({ error: "#DIV/0!" });
    expect(sheet.getCell("A4").result).toBe("");
    expect(() => book.cell("S", "A3")).toThrow(ExcelError);
  });

  it("reads a merged area's value from its top-left cell only", () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("S");
    sheet.getCell("A1").value = 5;
    sheet.mergeCells("A1:B1");
    sheet.getCell("C1").value = formula("A1+B1");
    expect(evaluateWorkbook(workbook).cell("S", "C1")).toBe(5);
  });

  it("does not add the blank cells it reads to the sheet", () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("S");
    sheet.getCell("A1").value = formula("SUM(B1:B50)");
    evaluateWorkbook(workbook, { store: true });
    expect(sheet.rowCount).toBe(1);
    expect(sheet.findCell(1, 2)).toBeUndefined();
  });

  it("reports a circular reference and what it cannot read, when it is created", () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("S");
    sheet.getCell("A1").value = formula("A2+1");
    sheet.getCell("A2").value = formula("A1+1");
    expect(() => evaluateWorkbook(workbook)).toThrow(/circular/);
    sheet.getCell("A2").value = formula("VLOOKUP(1,B1:C2,2)");
    expect(() => evaluateWorkbook(workbook)).toThrow(FormulaError);
    sheet.getCell("A2").value = formula("'Missing'!A1");
    expect(() => evaluateWorkbook(workbook)).toThrow(/no sheet/);
  });
});
