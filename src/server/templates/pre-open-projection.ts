import type ExcelJS from "exceljs";
import {
  type AssumptionOverrides,
  EXPENSE_LINES,
  type ExpenseLine,
  type ForecastInput,
  forecast,
} from "../../shared/forecast/index.ts";
import type { Language } from "../../shared/i18n/languages.ts";
import type { TemplateCatalogueText } from "../../shared/templates/template-catalogue.tc.ts";
import { templateEntry } from "../../shared/templates/template-catalogue.ts";
import { COMMON_TEXT } from "./text/common-text.ts";
import { preOpenProjectionEn } from "./text/pre-open-projection.en.ts";
import { preOpenProjectionSc } from "./text/pre-open-projection.sc.generated.ts";
import { type PreOpenProjectionText, preOpenProjectionTc } from "./text/pre-open-projection.tc.ts";
import {
  addSheet,
  createWorkbook,
  PERCENT,
  renderWorkbook,
  type SheetKit,
  WHOLE_MONEY,
  writeSheetHeading,
} from "./xlsx-kit.ts";

const TEXT: Record<Language, PreOpenProjectionText> = {
  tc: preOpenProjectionTc,
  sc: preOpenProjectionSc,
  en: preOpenProjectionEn,
};

/**
 * Costs the forecast shows beside its P&L rather than in it (decision 031, review 2 M13). The
 * projection is the owner's own budget, so here they are ordinary lines in the total.
 */
export const EXTRA_LINES = ["severanceProvision", "rates", "otherInsurance"] as const;
export type ProjectionLine = ExpenseLine | (typeof EXTRA_LINES)[number];
export const PROJECTION_LINES: readonly ProjectionLine[] = [...EXPENSE_LINES, ...EXTRA_LINES];

/** Cost lines that follow sales, entered as a share of revenue; the rest are HK$ a month. */
export const SHARE_LINES: ReadonlySet<ProjectionLine> = new Set([
  "foodCost",
  "onlinePurchasing",
  "marketing",
  "creditCardFee",
]);

const BUDGET_GROUPS = [
  "deposits",
  "fitOut",
  "equipment",
  "licences",
  "preOpeningWages",
  "marketing",
  "workingCapital",
] as const;

const MONTHS = 12;
/** Month columns D to O; P holds the 12-month total. */
const MONTH_COLUMNS = Array.from({ length: MONTHS }, (_, i) => String.fromCharCode(68 + i));
const TOTAL_COLUMN = "P";

/** A forecast to fill the projection from: the owner's inputs and any changed constants. */
export interface ProjectionPrefill {
  input: ForecastInput;
  assumptions: AssumptionOverrides;
}

export interface ProjectionLayout {
  budgetSheet: string;
  projectionSheet: string;
  budget: {
    items: {
      group: (typeof BUDGET_GROUPS)[number];
      label: string;
      budget: string;
      actual: string;
    }[];
    subtotals: Record<(typeof BUDGET_GROUPS)[number], { budget: string; actual: string }>;
    spentTotal: string;
    fundsTotal: string;
  };
  projection: {
    levelRow: number;
    revenueRow: number;
    lineRows: Record<ProjectionLine, number>;
    totalCostsRow: number;
    netProfitRow: number;
    netMarginRow: number;
    spentFromBudget: string;
    workingCapitalFromBudget: string;
    netCashFlowRow: number;
    cumulativeRow: number;
    workingCapitalLeftRow: number;
    paybackRow: number;
  };
}

function writeBudget(
  kit: SheetKit,
  text: PreOpenProjectionText,
  sections: Sections,
  startRow: number,
) {
  const { sheet } = kit;
  let row = startRow;
  text.budgetColumns.forEach((header, i) => {
    kit.header(`${"ABCDE"[i]}${row}`, header);
  });
  sheet.getRow(row).height = 30;
  row++;
  const items: ProjectionLayout["budget"]["items"] = [];
  const subtotals = {} as ProjectionLayout["budget"]["subtotals"];
  BUDGET_GROUPS.forEach((group, index) => {
    kit.section(row++, `${index + 1}. ${sections[group]}`, "E");
    const first = row;
    for (const label of text.budgetItems[group]) {
      kit.label(`A${row}`, label, { wrap: true });
      kit.input(`B${row}`, WHOLE_MONEY);
      kit.input(`C${row}`, WHOLE_MONEY);
      kit.formula(`D${row}`, `C${row}-B${row}`, WHOLE_MONEY);
      kit.input(`E${row}`, "@");
      items.push({ group, label, budget: `B${row}`, actual: `C${row}` });
      row++;
    }
    kit.label(`A${row}`, text.subtotal, { bold: true });
    for (const column of ["B", "C", "D"]) {
      kit.formula(`${column}${row}`, `SUM(${column}${first}:${column}${row - 1})`, WHOLE_MONEY, {
        total: true,
      });
    }
    subtotals[group] = { budget: `B${row}`, actual: `C${row}` };
    row += 2;
  });
  const spentRow = row;
  const fundsRow = row + 1;
  kit.label(`A${spentRow}`, text.spentTotal, { bold: true, wrap: true });
  kit.label(`A${fundsRow}`, text.fundsTotal, { bold: true });
  for (const column of ["B", "C", "D"]) {
    const spent = BUDGET_GROUPS.filter((g) => g !== "workingCapital")
      .map((g) => `${column}${subtotals[g].budget.slice(1)}`)
      .join("+");
    kit.formula(`${column}${spentRow}`, spent, WHOLE_MONEY, { total: true });
    kit.formula(
      `${column}${fundsRow}`,
      `${column}${spentRow}+${column}${subtotals.workingCapital.budget.slice(1)}`,
      WHOLE_MONEY,
      { total: true },
    );
  }
  sheet.getRow(spentRow).height = 30;
  sheet.pageSetup.printArea = `A1:E${fundsRow}`;
  return { items, subtotals, spentTotal: `B${spentRow}`, fundsTotal: `B${fundsRow}` };
}

type Sections = TemplateCatalogueText["pre-open-projection"]["sections"];

/** What the neutral scenario of a forecast puts in the "monthly base" column, line by line. */
export function projectionBases(prefill: ProjectionPrefill) {
  const result = forecast(prefill.input, prefill.assumptions);
  const neutral = result.scenarios.neutral;
  const revenue = Math.round(neutral.revenue);
  const lines = {} as Record<ProjectionLine, number>;
  for (const line of EXPENSE_LINES) {
    lines[line] = SHARE_LINES.has(line)
      ? // Shares to a tenth of a percent, the precision the sheet shows.
        Math.round((neutral[line] / neutral.revenue) * 1000) / 1000
      : Math.round(neutral[line]);
  }
  for (const line of EXTRA_LINES) lines[line] = Math.round(result[line]);
  return { revenue, lines };
}

const formatNumber = (value: number) => value.toLocaleString("en-US", { maximumFractionDigits: 2 });

export function buildPreOpenProjectionWorkbook(
  language: Language,
  revision: string,
  prefill?: ProjectionPrefill,
) {
  const text = TEXT[language];
  const common = COMMON_TEXT[language];
  const { title, sections } = templateEntry("pre-open-projection", language);
  const workbook = createWorkbook(common, title, revision);
  const sheetOptions = { language, common, revision };

  const budgetKit = addSheet(workbook, {
    ...sheetOptions,
    name: text.budgetSheet,
    widths: [48, 15, 15, 17, 30],
    orientation: "portrait",
    onePage: false,
  });
  const budgetStart = writeSheetHeading(budgetKit, title, common, "E", text.budgetNotes) + 1;
  const budget = writeBudget(budgetKit, text, sections, budgetStart);

  const kit = addSheet(workbook, {
    ...sheetOptions,
    name: text.projectionSheet,
    widths: [34, 13, 13, ...MONTH_COLUMNS.map(() => 11), 14],
    orientation: "landscape",
    onePage: false,
  });
  const { sheet } = kit;
  const bases = prefill ? projectionBases(prefill) : null;
  const notes = [...text.projectionNotes];
  if (prefill) {
    const { floorArea, baseRent, perCapitaSpend, dailyVisitors } = prefill.input;
    const figures = { floorArea, baseRent, perCapitaSpend, dailyVisitors };
    notes.push(
      text.prefilledNote.replace(/\{(\w+)\}/g, (_, name: keyof typeof figures) =>
        formatNumber(figures[name]),
      ),
      text.prefilledExtrasNote,
    );
  }
  let row = writeSheetHeading(kit, sections.projection, common, "P", notes) + 1;

  // Header
  const headerRow = row;
  kit.header(`A${row}`, text.columns.line);
  kit.header(`B${row}`, text.columns.basis);
  kit.header(`C${row}`, text.columns.base);
  MONTH_COLUMNS.forEach((column, i) => {
    kit.header(`${column}${row}`, text.columns.month.replace("{n}", String(i + 1)));
  });
  kit.header(`${TOTAL_COLUMN}${row}`, text.columns.total);
  sheet.getRow(row).height = 30;
  row++;

  const levelRow = row++;
  kit.label(`A${levelRow}`, text.salesLevel);
  kit.label(`B${levelRow}`, text.basis.level, { muted: true });
  for (const column of MONTH_COLUMNS) kit.input(`${column}${levelRow}`, "0%", 1);

  const revenueRow = row++;
  kit.label(`A${revenueRow}`, text.revenue, { bold: true });
  kit.label(`B${revenueRow}`, text.basis.amount, { muted: true });
  kit.input(`C${revenueRow}`, WHOLE_MONEY, bases?.revenue ?? null);
  for (const column of MONTH_COLUMNS) {
    kit.formula(`${column}${revenueRow}`, `$C${revenueRow}*${column}$${levelRow}`, WHOLE_MONEY);
  }
  const sumAcross = (r: number, options?: { total?: boolean }) =>
    kit.formula(`${TOTAL_COLUMN}${r}`, `SUM(D${r}:O${r})`, WHOLE_MONEY, options);
  sumAcross(revenueRow, { total: true });

  kit.section(row++, text.costs, TOTAL_COLUMN);
  const lineRows = {} as Record<ProjectionLine, number>;
  const firstLine = row;
  for (const line of PROJECTION_LINES) {
    const share = SHARE_LINES.has(line);
    lineRows[line] = row;
    kit.label(`A${row}`, text.lines[line]);
    kit.label(`B${row}`, share ? text.basis.share : text.basis.amount, { muted: true });
    kit.input(`C${row}`, share ? PERCENT : WHOLE_MONEY, bases?.lines[line] ?? null);
    for (const column of MONTH_COLUMNS) {
      const formula = share ? `$C${row}*${column}${revenueRow}` : `$C${row}`;
      kit.formula(`${column}${row}`, formula, WHOLE_MONEY);
    }
    sumAcross(row);
    row++;
  }
  const lastLine = row - 1;

  const totalCostsRow = row++;
  kit.label(`A${totalCostsRow}`, text.totalCosts, { bold: true });
  for (const column of [...MONTH_COLUMNS, TOTAL_COLUMN]) {
    kit.formula(
      `${column}${totalCostsRow}`,
      `SUM(${column}${firstLine}:${column}${lastLine})`,
      WHOLE_MONEY,
      {
        total: true,
      },
    );
  }
  const netProfitRow = row++;
  kit.label(`A${netProfitRow}`, text.netProfit, { bold: true });
  const netMarginRow = row++;
  kit.label(`A${netMarginRow}`, text.netMargin);
  for (const column of [...MONTH_COLUMNS, TOTAL_COLUMN]) {
    kit.formula(
      `${column}${netProfitRow}`,
      `${column}${revenueRow}-${column}${totalCostsRow}`,
      WHOLE_MONEY,
      { total: true },
    );
    kit.formula(
      `${column}${netMarginRow}`,
      `IF(${column}${revenueRow}=0,"",${column}${netProfitRow}/${column}${revenueRow})`,
      PERCENT,
    );
  }
  row++;

  // Cash position and payback, against the opening budget on the first sheet.
  kit.section(row++, sections.cashPosition, TOTAL_COLUMN);
  const budgetRef = (address: string) => `'${text.budgetSheet}'!${address}`;
  const spentRow = row++;
  kit.label(`A${spentRow}`, text.spentFromBudget);
  kit.formula(`C${spentRow}`, budgetRef(budget.spentTotal), WHOLE_MONEY);
  const workingCapitalRow = row++;
  kit.label(`A${workingCapitalRow}`, text.workingCapitalFromBudget);
  kit.formula(
    `C${workingCapitalRow}`,
    budgetRef(budget.subtotals.workingCapital.budget),
    WHOLE_MONEY,
  );

  const netCashFlowRow = row++;
  const cumulativeRow = row++;
  const workingCapitalLeftRow = row++;
  const paybackRow = row++;
  kit.label(`A${netCashFlowRow}`, text.netCashFlow);
  kit.label(`A${cumulativeRow}`, text.cumulativeCash, { bold: true });
  kit.label(`A${workingCapitalLeftRow}`, text.workingCapitalLeft);
  kit.label(`A${paybackRow}`, text.payback);
  MONTH_COLUMNS.forEach((column, i) => {
    kit.formula(
      `${column}${netCashFlowRow}`,
      `${column}${netProfitRow}+${column}${lineRows.depreciation}`,
      WHOLE_MONEY,
    );
    const previous = MONTH_COLUMNS[i - 1];
    kit.formula(
      `${column}${cumulativeRow}`,
      previous
        ? `${previous}${cumulativeRow}+${column}${netCashFlowRow}`
        : `${column}${netCashFlowRow}`,
      WHOLE_MONEY,
      { total: true },
    );
    kit.formula(
      `${column}${workingCapitalLeftRow}`,
      `$C$${workingCapitalRow}+${column}${cumulativeRow}`,
      WHOLE_MONEY,
    );
    kit.formula(
      `${column}${paybackRow}`,
      `IF($C$${spentRow}=0,"",${column}${cumulativeRow}/$C$${spentRow})`,
      PERCENT,
    );
  });
  sumAcross(netCashFlowRow);

  sheet.views = [{ state: "frozen", xSplit: 1, ySplit: headerRow, showGridLines: false }];
  sheet.pageSetup.printArea = `A1:${TOTAL_COLUMN}${paybackRow}`;
  sheet.pageSetup.printTitlesRow = `${headerRow}:${headerRow}`;

  const layout: ProjectionLayout = {
    budgetSheet: text.budgetSheet,
    projectionSheet: text.projectionSheet,
    budget,
    projection: {
      levelRow,
      revenueRow,
      lineRows,
      totalCostsRow,
      netProfitRow,
      netMarginRow,
      spentFromBudget: `C${spentRow}`,
      workingCapitalFromBudget: `C${workingCapitalRow}`,
      netCashFlowRow,
      cumulativeRow,
      workingCapitalLeftRow,
      paybackRow,
    },
  };
  return { workbook: workbook as ExcelJS.Workbook, layout };
}

/** The pre-opening budget and 12-month projection (.xlsx), blank or filled from a forecast. */
export function buildPreOpenProjection(
  language: Language,
  revision: string,
  prefill?: ProjectionPrefill,
): Promise<Buffer> {
  return renderWorkbook(
    buildPreOpenProjectionWorkbook(language, revision, prefill).workbook,
    revision,
  );
}
