import type { Worksheet } from "exceljs";
import {
  EXPENSE_LINES,
  type ExpenseLine,
  type ForecastInput,
  SCENARIO_NAMES,
  type ScenarioName,
  STAFF_ROLES,
  type StaffRole,
} from "../../shared/forecast/index.ts";
import type { MessageKey } from "../../shared/i18n/messages/index.ts";
import {
  DECIMAL,
  formula,
  header,
  input,
  MONEY,
  PERCENT,
  PRICE,
  SHARE,
  type Text,
  title,
} from "./forecast-workbook-cells.ts";
import { INPUT_NAMES, WORKBOOK_NAMES } from "./forecast-workbook-names.ts";
import {
  breakEvenFormula,
  EXPENSE_FORMULAS,
  FIXED_COSTS,
  FIXED_LINES,
  KIOSKS,
  type LineFormulaContext,
  POSITIONS,
  REVENUE_PER_VISITOR,
  SALARY,
  VARIABLE_COST_PER_VISITOR,
} from "./workbook-formulas.ts";

const SCENARIO_COLUMNS: Record<ScenarioName, { amount: string; share: string }> = {
  neutral: { amount: "B", share: "C" },
  pessimistic: { amount: "D", share: "E" },
  optimistic: { amount: "F", share: "G" },
};

const SCENARIO_FACTORS: Record<ScenarioName, { visitors: string; spend: string }> = {
  neutral: { visitors: "", spend: "" },
  pessimistic: { visitors: "*F_V_PESSIMISTIC", spend: "*F_S_PESSIMISTIC" },
  optimistic: { visitors: "*F_V_OPTIMISTIC", spend: "*F_S_OPTIMISTIC" },
};

type TableRow = "visitors" | "spend" | "revenue" | ExpenseLine | "totalExpenses" | "netProfit";
const TABLE_ROWS: readonly TableRow[] = [
  "visitors",
  "spend",
  "revenue",
  ...EXPENSE_LINES,
  "totalExpenses",
  "netProfit",
];

export function writeInputs(sheet: Worksheet, values: ForecastInput, t: Text, row: number): number {
  title(sheet, row++, t("forecast.results.inputs"));
  const rows: readonly [keyof ForecastInput, number | null, string, string][] = [
    ["floorArea", values.floorArea, DECIMAL, t("forecast.unit.ft²")],
    ["baseRent", values.baseRent, MONEY, t("forecast.unit.HKD/month")],
    ["managementFee", values.managementFee, MONEY, t("forecast.unit.HKD/month")],
    ["perCapitaSpend", values.perCapitaSpend, PRICE, t("forecast.unit.HKD/cover")],
    ["dailyVisitors", values.dailyVisitors, DECIMAL, t("forecast.unit.visitors/day")],
    [
      "turnoverRentPercent",
      values.turnoverRentPercent === null ? null : values.turnoverRentPercent / 100,
      PERCENT,
      t("forecast.unit.ofTurnover"),
    ],
    ["selfServiceKiosk", values.selfServiceKiosk ? 1 : 0, "0", t("forecast.workbook.yesNo")],
    ["lightFood", values.lightFood ? 1 : 0, "0", t("forecast.workbook.yesNo")],
  ];
  for (const [field, value, numFmt, unit] of rows) {
    sheet.getCell(row, 1).value = t(`forecast.field.${field}`);
    const cell = sheet.getCell(row, 2);
    input(cell, value, numFmt, INPUT_NAMES[field]);
    if (field === "selfServiceKiosk" || field === "lightFood") {
      cell.dataValidation = {
        type: "whole",
        operator: "between",
        formulae: [0, 1],
        allowBlank: false,
        showErrorMessage: true,
        error: t("forecast.workbook.yesNo"),
      };
    }
    sheet.getCell(row, 3).value = unit;
    row++;
  }
  return row + 1;
}

export function writeStaffing(
  sheet: Worksheet,
  t: Text,
  row: number,
): { wages: Record<StaffRole, string>; nextRow: number } {
  title(sheet, row++, t("forecast.workbook.plan"));
  header(sheet, row++, [
    t("forecast.staffing.role"),
    t("forecast.staffing.positions"),
    t("forecast.staffing.fte"),
    t("forecast.staffing.salary"),
    t("forecast.staffing.wages"),
    t("forecast.staffing.mpf"),
  ]);
  const first = row;
  const wages = {} as Record<StaffRole, string>;
  for (const role of STAFF_ROLES) {
    sheet.getCell(row, 1).value = t(`forecast.role.${role}`);
    formula(sheet.getCell(row, 2), POSITIONS[role], "0");
    formula(sheet.getCell(row, 3), `B${row}*RELIEF_FACTOR`, "0.0");
    formula(sheet.getCell(row, 4), SALARY[role], MONEY);
    formula(sheet.getCell(row, 5), `C${row}*D${row}`, MONEY);
    formula(sheet.getCell(row, 6), `C${row}*MIN(MPF_RATE*D${row},MPF_CAP)`, MONEY);
    wages[role] = `$E$${row}`;
    row++;
  }
  const last = row - 1;
  title(sheet, row, t("forecast.staffing.total"), 11);
  formula(sheet.getCell(row, 2), `SUM(B${first}:B${last})`, "0");
  formula(sheet.getCell(row, 3), `SUM(C${first}:C${last})`, "0.0");
  formula(sheet.getCell(row, 5), `SUM(E${first}:E${last})`, MONEY).name = "TotalWages";
  formula(sheet.getCell(row, 6), `SUM(F${first}:F${last})`, MONEY).name = "TotalMPF";
  row++;
  sheet.getCell(row, 1).value = t("forecast.workbook.kiosks");
  formula(sheet.getCell(row, 2), KIOSKS, "0").name = "Kiosks";
  return { wages, nextRow: row + 2 };
}

export function writeScenarios(
  sheet: Worksheet,
  wages: Record<StaffRole, string>,
  t: Text,
  row: number,
): { rowOf: Record<TableRow, number>; nextRow: number } {
  title(sheet, row++, t("forecast.table.title"));
  header(sheet, row++, [
    t("forecast.table.line"),
    ...SCENARIO_NAMES.flatMap((name) => [
      t(`forecast.scenario.${name}`),
      t("forecast.table.share"),
    ]),
  ]);
  const rowOf = {} as Record<TableRow, number>;
  for (const key of TABLE_ROWS) rowOf[key] = row++;

  for (const key of TABLE_ROWS) {
    const label: MessageKey =
      key === "visitors"
        ? "forecast.line.visitorsPerDay"
        : key === "spend"
          ? "forecast.line.perCapitaSpend"
          : `forecast.line.${key}`;
    const cell = sheet.getCell(rowOf[key], 1);
    cell.value = t(label);
    if (key === "revenue" || key === "totalExpenses" || key === "netProfit") {
      cell.font = { bold: true };
    }
  }

  for (const scenario of SCENARIO_NAMES) {
    const { amount, share } = SCENARIO_COLUMNS[scenario];
    const factors = SCENARIO_FACTORS[scenario];
    const at = (key: TableRow) => `${amount}${rowOf[key]}`;
    const context: LineFormulaContext = {
      revenue: at("revenue"),
      visitors: at("visitors"),
      neutralRevenue: `$B$${rowOf.revenue}`,
      wages,
    };
    const cell = (key: TableRow) => sheet.getCell(at(key));
    formula(cell("visitors"), `DailyVisitors${factors.visitors}`, DECIMAL);
    formula(cell("spend"), `PerCapitaSpend${factors.spend}`, PRICE);
    formula(cell("revenue"), `${at("visitors")}*DAYS_PER_MONTH*${at("spend")}`, MONEY);
    for (const line of EXPENSE_LINES) {
      formula(cell(line), EXPENSE_FORMULAS[line](context), MONEY);
    }
    formula(cell("totalExpenses"), `SUM(${at("rent")}:${at("depreciation")})`, MONEY);
    const net = formula(cell("netProfit"), `${at("revenue")}-${at("totalExpenses")}`, MONEY);
    net.name = WORKBOOK_NAMES.netProfit[scenario];
    net.font = { bold: true };
    for (const key of TABLE_ROWS) {
      if (key === "visitors" || key === "spend") continue;
      formula(
        sheet.getCell(`${share}${rowOf[key]}`),
        `${at(key)}/${amount}$${rowOf.revenue}`,
        SHARE,
      );
    }
  }
  return { rowOf, nextRow: rowOf.netProfit + 2 };
}

export function writeBreakEven(
  sheet: Worksheet,
  rowOf: Record<TableRow, number>,
  t: Text,
  row: number,
): void {
  title(sheet, row, t("forecast.breakEven.title"));
  const cells = { a: `B${row + 1}`, c: `B${row + 2}`, k: `B${row + 3}` };
  sheet.getCell(row + 1, 1).value = t("forecast.workbook.revenuePerVisitor");
  formula(sheet.getCell(cells.a), REVENUE_PER_VISITOR, PRICE);
  sheet.getCell(row + 2, 1).value = t("forecast.workbook.variableCostPerVisitor");
  formula(sheet.getCell(cells.c), VARIABLE_COST_PER_VISITOR(cells.a), PRICE);
  sheet.getCell(row + 3, 1).value = t("forecast.workbook.fixedCosts");
  formula(
    sheet.getCell(cells.k),
    FIXED_COSTS(FIXED_LINES.map((line) => `$B$${rowOf[line]}`)),
    MONEY,
  );
  title(sheet, row + 4, t("forecast.breakEven.title"), 11);
  const cell = formula(
    sheet.getCell(row + 4, 2),
    breakEvenFormula(cells, t("forecast.breakEven.unreachable")),
    "#,##0.0",
  );
  cell.name = WORKBOOK_NAMES.breakEvenVisitors;
  cell.font = { bold: true };
  sheet.getCell(row + 4, 3).value = t("forecast.unit.visitors/day");
}
