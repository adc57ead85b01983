import ExcelJS from "exceljs";
import {
  type AssumptionOverrides,
  type ForecastInput,
  resolveAssumptions,
} from "../../shared/forecast/index.ts";
import { statutorySummaryVars } from "../../shared/forecast/statutory-text.ts";
import { LANGUAGE_TAG, type Language } from "../../shared/i18n/languages.ts";
import { MESSAGES } from "../../shared/i18n/messages/index.ts";
import { translate } from "../../shared/i18n/translate.ts";
import { evaluateWorkbook } from "../office/xlsx-formulas.ts";
import { writeAssumptions } from "./forecast-workbook-assumptions.ts";
import { formula, MONEY, type Text, title } from "./forecast-workbook-cells.ts";
import { WORKBOOK_NAMES } from "./forecast-workbook-names.ts";
import {
  writeBreakEven,
  writeInputs,
  writeScenarios,
  writeStaffing,
} from "./forecast-workbook-sections.ts";

/*
 * The forecast as an Excel workbook that recalculates: the owner's figures and every constant are
 * input cells (blue), and each line of the P&L is a formula over them that mirrors the engine, so
 * changing the rent in Excel changes the profit. Inputs and constants carry defined names
 * (FloorArea, SAL_CHEF…), which keeps the formulas readable. Every formula cell also stores its
 * result (worked out by office/xlsx-formulas.ts, and checked against the engine in the tests), for
 * viewers that do not recalculate: phone previews, mail attachments.
 */

export interface ForecastWorkbookOptions {
  input: ForecastInput;
  assumptions: AssumptionOverrides;
  language: Language;
  /** The results page the workbook belongs to, linked from its first sheet. */
  pageUrl: string;
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
