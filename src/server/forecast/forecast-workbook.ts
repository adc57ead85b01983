import ExcelJS, { type Cell, type CellFormulaValue, type Worksheet } from "exceljs";
import { ASSUMPTION_GROUPS } from "../../shared/forecast/assumption-groups.ts";
import {
  ASSUMPTION_META,
  type AssumptionName,
  type AssumptionOverrides,
  EXPENSE_LINES,
  type ExpenseLine,
  FORECAST_SOURCES,
  type ForecastAssumptions,
  type ForecastInput,
  type ForecastSource,
  resolveAssumptions,
  SCENARIO_NAMES,
  type ScenarioName,
  type SourceId,
  STAFF_ROLES,
  type StaffRole,
} from "../../shared/forecast/index.ts";
import { statutoryStatus, statutorySummaryVars } from "../../shared/forecast/statutory-text.ts";
import { LANGUAGE_TAG, type Language } from "../../shared/i18n/languages.ts";
import { MESSAGES, type MessageKey } from "../../shared/i18n/messages/index.ts";
import { type MessageVars, translate } from "../../shared/i18n/translate.ts";
import { writtenDate } from "../../shared/i18n/written-date.ts";
import { evaluateWorkbook } from "../office/xlsx-formulas.ts";
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

/*
 * The forecast as an Excel workbook that recalculates: the owner's figures and every constant are
 * input cells (blue), and each line of the P&L is a formula over them that mirrors the engine, so
 * changing the rent in Excel changes the profit. Inputs and constants carry defined names
 * (FloorArea, SAL_CHEF…), which keeps the formulas readable. Every formula cell also stores its
 * result (worked out by office/xlsx-formulas.ts, and checked against the engine in the tests), for
 * viewers that do not recalculate: phone previews, mail attachments.
 */

/** Defined names of the cells that readers (and tests) look for. */
export const WORKBOOK_NAMES = {
  netProfit: {
    neutral: "NetProfitNeutral",
    pessimistic: "NetProfitPessimistic",
    optimistic: "NetProfitOptimistic",
  },
  breakEvenVisitors: "BreakEvenVisitors",
  severanceProvision: "SeveranceProvision",
  rates: "Rates",
  otherInsurance: "OtherInsurance",
} as const satisfies {
  netProfit: Record<ScenarioName, string>;
  breakEvenVisitors: string;
  severanceProvision: string;
  rates: string;
  otherInsurance: string;
};

/** The defined name of each input cell. */
export const INPUT_NAMES = {
  floorArea: "FloorArea",
  baseRent: "BaseRent",
  managementFee: "ManagementFee",
  perCapitaSpend: "PerCapitaSpend",
  dailyVisitors: "DailyVisitors",
  turnoverRentPercent: "TurnoverRent",
  selfServiceKiosk: "SelfServiceKiosk",
  lightFood: "LightFood",
} as const satisfies Record<keyof ForecastInput, string>;

export interface ForecastWorkbookOptions {
  input: ForecastInput;
  assumptions: AssumptionOverrides;
  language: Language;
  /** The results page the workbook belongs to, linked from its first sheet. */
  pageUrl: string;
}

type Text = (key: MessageKey, vars?: MessageVars) => string;

const INPUT_FONT = { color: { argb: "FF1F4E79" }, bold: true };
const INPUT_FILL = { type: "pattern", pattern: "solid", fgColor: { argb: "FFDDEBF7" } } as const;
const HEADER_FILL = { type: "pattern", pattern: "solid", fgColor: { argb: "FFF2F2F2" } } as const;
const MONEY = '"HK$"#,##0;[Red]-"HK$"#,##0';
const PRICE = '"HK$"#,##0.##';
const PERCENT = "0.0##%";
const SHARE = "0.0%";
const DECIMAL = "#,##0.##";

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

function input(cell: Cell, value: number | null, numFmt: string, name: string): void {
  cell.value = value;
  cell.numFmt = numFmt;
  cell.font = INPUT_FONT;
  cell.fill = INPUT_FILL;
  cell.name = name;
}

/** A formula cell; its result is stored once the whole workbook is written. */
function formula(cell: Cell, text: string, numFmt: string): Cell {
  cell.value = { formula: text } as CellFormulaValue;
  cell.numFmt = numFmt;
  return cell;
}

function header(sheet: Worksheet, row: number, labels: readonly string[]): void {
  labels.forEach((label, index) => {
    const cell = sheet.getCell(row, index + 1);
    cell.value = label;
    cell.font = { bold: true };
    cell.fill = HEADER_FILL;
  });
}

function title(sheet: Worksheet, row: number, text: string, size = 12): void {
  const cell = sheet.getCell(row, 1);
  cell.value = text;
  cell.font = { bold: true, size };
}

function assumptionFormat(name: AssumptionName): string {
  const unit = ASSUMPTION_META[name].unit;
  if (unit === "%") return PERCENT;
  return unit.startsWith("HKD") ? PRICE : DECIMAL;
}

/** A source as an owner reads it: its kind and its name in the workbook's language, no code. */
function sourceName(id: SourceId, t: Text): string {
  const kind = t(`forecast.sourceKind.${FORECAST_SOURCES[id].kind}`);
  // Our bare estimate needs no name beside its kind: both say "our estimate".
  return id === "A" ? kind : `${kind}: ${t(`forecast.source.${id}`)}`;
}

function writeAssumptions(
  sheet: Worksheet,
  a: ForecastAssumptions,
  t: Text,
  language: Language,
): void {
  const date = (iso: string) => writtenDate(iso, language);
  sheet.columns = [{ width: 56 }, { width: 14 }, { width: 30 }, { width: 18 }, { width: 40 }];
  title(sheet, 1, t("forecast.assumptions.toggle"), 14);
  sheet.getCell("A2").value = t("forecast.workbook.instructions");
  header(sheet, 4, [
    t("forecast.assumptions.item"),
    t("forecast.assumptions.value"),
    t("forecast.workbook.unit"),
    t("forecast.assumptions.source"),
  ]);
  let row = 5;
  for (const group of ASSUMPTION_GROUPS) {
    title(sheet, row++, t(`forecast.group.${group.id}`));
    for (const name of group.names) {
      const meta = ASSUMPTION_META[name];
      sheet.getCell(row, 1).value = t(`forecast.assumption.${name}`);
      input(sheet.getCell(row, 2), a[name], assumptionFormat(name), name);
      sheet.getCell(row, 3).value = t(`forecast.unit.${meta.unit}`);
      sheet.getCell(row, 4).value = meta.sources
        .map((id) => sourceName(id, t))
        .join(t("forecast.assumptions.listSeparator"));
      const statutory = meta.statutory;
      if (statutory) {
        const status = statutoryStatus(statutory, date);
        sheet.getCell(row, 5).value = t(status.key, status.params);
      }
      row++;
    }
  }
  title(sheet, ++row, t("forecast.assumptions.sources"));
  for (const id of Object.keys(FORECAST_SOURCES) as SourceId[]) {
    if (id === "A" || id === "SPEC") continue;
    const source: ForecastSource = FORECAST_SOURCES[id];
    row++;
    // Named as the website's panel names it, with the document's own title for looking it up.
    sheet.getCell(row, 1).value = `${sourceName(id, t)} (${source.title})`;
    if (source.url) sheet.getCell(row, 3).value = { text: source.url, hyperlink: source.url };
    if (source.checked) {
      sheet.getCell(row, 5).value = t("forecast.assumptions.checked", {
        date: date(source.checked),
      });
    }
  }
}

function writeInputs(sheet: Worksheet, values: ForecastInput, t: Text, row: number): number {
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

function writeStaffing(
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

function writeScenarios(
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

function writeBreakEven(
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

/** The forecast of `input` and `assumptions` as an .xlsx file in the given language. */
export async function buildForecastWorkbook(options: ForecastWorkbookOptions): Promise<Buffer> {
  const { input: values, assumptions, language, pageUrl } = options;
  const messages = MESSAGES[language];
  const t: Text = (key, vars) => translate(messages, key, vars);
  const a = resolveAssumptions(assumptions);

  const workbook = new ExcelJS.Workbook();
  workbook.creator = "Tablestart";
  workbook.title = t("forecast.title");
  // Excel recalculates on opening; the stored results serve viewers that cannot.
  workbook.calcProperties.fullCalcOnLoad = true;

  const sheet = workbook.addWorksheet(t("forecast.workbook.sheetForecast"), {
    views: [{ state: "frozen", xSplit: 1 }],
  });
  sheet.columns = [{ width: 40 }, ...Array.from({ length: 6 }, () => ({ width: 15 }))];
  title(sheet, 1, `Tablestart | ${t("forecast.title")}`, 14);
  sheet.getCell("A2").value = t("forecast.workbook.instructions");
  sheet.getCell("A3").value = t("forecast.workbook.url");
  sheet.getCell("B3").value = { text: pageUrl, hyperlink: pageUrl };

  let row = writeInputs(sheet, values, t, 5);
  const staff = writeStaffing(sheet, t, row);
  const table = writeScenarios(sheet, staff.wages, t, staff.nextRow);
  row = table.nextRow;
  writeBreakEven(sheet, table.rowOf, t, row);
  // Beside the P&L, not in it (decision 031).
  sheet.getCell(row + 6, 1).value = t("forecast.assumption.SP_LSP_PROVISION_PCT");
  formula(sheet.getCell(row + 6, 2), "TotalWages*SP_LSP_PROVISION_PCT", MONEY).name =
    WORKBOOK_NAMES.severanceProvision;
  sheet.getCell(row + 6, 3).value = t("forecast.unit.HKD/month");
  // Rates and other insurance sit beside it too (decision 030).
  const beside = [
    ["RATES_PCT_OF_RENT", "BaseRent*RATES_PCT_OF_RENT", WORKBOOK_NAMES.rates],
    ["OTHER_INSURANCE_YR", "OTHER_INSURANCE_YR/12", WORKBOOK_NAMES.otherInsurance],
  ] as const;
  beside.forEach(([name, expression, cellName], index) => {
    sheet.getCell(row + 7 + index, 1).value = t(`forecast.assumption.${name}`);
    formula(sheet.getCell(row + 7 + index, 2), expression, MONEY).name = cellName;
    sheet.getCell(row + 7 + index, 3).value = t("forecast.unit.HKD/month");
  });
  const money = new Intl.NumberFormat(LANGUAGE_TAG[language], {
    style: "currency",
    currency: "HKD",
    minimumFractionDigits: 0,
    maximumFractionDigits: 1,
  });
  const rate = new Intl.NumberFormat(LANGUAGE_TAG[language], {
    style: "percent",
    maximumFractionDigits: 1,
  });
  const notes = [
    t("forecast.results.notes"),
    t("forecast.results.excluded"),
    t(
      "forecast.statutory.summary",
      statutorySummaryVars(
        language,
        (value) => money.format(value),
        (value) => rate.format(value),
      ),
    ),
  ];
  notes.forEach((text, index) => {
    sheet.getCell(row + 10 + index, 1).value = text;
  });

  writeAssumptions(workbook.addWorksheet(t("forecast.workbook.sheetAssumptions")), a, t, language);
  // A scenario with no turnover (a factor of 0) gets #DIV/0! shares, as Excel would show.
  evaluateWorkbook(workbook, { store: true });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
