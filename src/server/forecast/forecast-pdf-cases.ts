import { scenarioBreakEvens } from "../../shared/forecast/break-even.ts";
import {
  type AssumptionOverrides,
  type ForecastAssumptions,
  type ForecastInput,
  type ForecastResult,
  SCENARIO_NAMES,
  type ScenarioName,
} from "../../shared/forecast/index.ts";
import { scenarioRentCeilings } from "../../shared/forecast/rent-ceiling.ts";
import type { PdfFormats } from "./forecast-pdf-formats.ts";
import {
  BAD,
  BRAND,
  CONTENT_WIDTH,
  GOOD,
  INK,
  MARGIN,
  MUTED,
  type PdfPen,
} from "./forecast-pdf-pen.ts";
import type { PdfMessageKey } from "./forecast-pdf-text.ts";

type PdfText = (key: PdfMessageKey, vars?: Record<string, string | number>) => string;

interface Cell {
  readonly text: string;
  readonly bold?: boolean;
  readonly color?: string;
}

interface CaseRow {
  readonly label: string;
  readonly cells: Cell[];
  readonly strong?: boolean;
}

/** The three cases' table: what moves each case, and a row per figure. */
export interface CaseTable {
  readonly factors: Record<ScenarioName, string>;
  readonly rows: CaseRow[];
}

export interface CaseTableSource {
  readonly input: ForecastInput;
  readonly assumptions: AssumptionOverrides;
  readonly rentShare: number;
  readonly a: ForecastAssumptions;
  readonly result: ForecastResult;
  readonly t: PdfText;
  readonly formats: PdfFormats;
}

export function caseTable(source: CaseTableSource): CaseTable {
  const { input, assumptions, rentShare, a, result, t } = source;
  const { money, percent, threshold, change, number } = source.formats;
  const breakEvens = scenarioBreakEvens(input, assumptions);
  const ceilings = scenarioRentCeilings(result.scenarios, input.turnoverRentPercent, rentShare);
  const factors: Record<ScenarioName, string> = {
    neutral: t("forecast.scenario.asEntered"),
    pessimistic: t("forecast.scenario.factors", {
      visitors: change.format(a.F_V_PESSIMISTIC - 1),
      spend: change.format(a.F_S_PESSIMISTIC - 1),
    }),
    optimistic: t("forecast.scenario.factors", {
      visitors: change.format(a.F_V_OPTIMISTIC - 1),
      spend: change.format(a.F_S_OPTIMISTIC - 1),
    }),
  };
  const perCase = (cell: (name: ScenarioName) => Cell) => SCENARIO_NAMES.map(cell);
  const rows: CaseRow[] = [
    {
      label: t("forecast.pdf.breakEven"),
      strong: true,
      cells: perCase((name) => {
        const visitors = breakEvens[name].breakEven.visitors;
        return visitors === null
          ? { text: t("forecast.breakEven.unreachable"), bold: true, color: BAD }
          : { text: number(Math.ceil(visitors)), bold: true };
      }),
    },
    {
      label: t("forecast.pdf.expected"),
      cells: perCase((name) => ({ text: number(Math.round(breakEvens[name].expectedVisitors)) })),
    },
    {
      label: t("forecast.pdf.gap"),
      cells: perCase((name) => {
        const { breakEven, expectedVisitors } = breakEvens[name];
        if (breakEven.visitors === null) return { text: "—" };
        const gap = Math.round(expectedVisitors) - Math.ceil(breakEven.visitors);
        return gap >= 0
          ? { text: t("forecast.breakEven.spare", { visitors: number(gap) }), color: GOOD }
          : { text: t("forecast.breakEven.short", { visitors: number(-gap) }), color: BAD };
      }),
    },
    {
      label: t("forecast.pdf.revenue"),
      cells: perCase((name) => ({ text: money.format(result.scenarios[name].revenue) })),
    },
    {
      label: t("forecast.pdf.expenses"),
      cells: perCase((name) => ({ text: money.format(result.scenarios[name].totalExpenses) })),
    },
    {
      label: t("forecast.pdf.profit"),
      strong: true,
      cells: perCase((name) => {
        const scenario = result.scenarios[name];
        return {
          text: money.format(scenario.netProfit),
          bold: true,
          color: scenario.netProfit < 0 ? BAD : INK,
        };
      }),
    },
    {
      label: t("forecast.results.netMargin"),
      cells: perCase((name) => ({ text: percent.format(result.scenarios[name].netMargin) })),
    },
    {
      label: t("forecast.pdf.rent"),
      cells: perCase((name) => {
        const scenario = result.scenarios[name];
        return { text: `${money.format(scenario.rent)} (${percent.format(scenario.rentShare)})` };
      }),
    },
    {
      label: t("forecast.pdf.ceiling", { share: threshold.format(rentShare) }),
      strong: true,
      cells: perCase((name) => {
        const ceiling = ceilings[name];
        return ceiling.maxRent === null
          ? { text: t("forecast.pdf.ceilingNone"), bold: true, color: BAD }
          : { text: money.format(ceiling.maxRent), bold: true };
      }),
    },
    {
      label: t("forecast.pdf.headroom"),
      cells: perCase((name) => {
        const ceiling = ceilings[name];
        if (ceiling.maxRent === null) {
          return {
            text: t("forecast.pdf.turnoverAbove", {
              turnover: threshold.format(ceiling.turnoverShare),
            }),
            color: BAD,
          };
        }
        const amount = money.format(Math.abs(ceiling.headroom));
        return ceiling.headroom >= 0
          ? { text: t("forecast.rentCeiling.spare", { amount }), color: GOOD }
          : { text: t("forecast.rentCeiling.over", { amount }), color: BAD };
      }),
    },
  ];
  return { factors, rows };
}

/** Draws the table at `y` (when the pen draws) and returns the `y` below it. */
export function writeCaseTable(pen: PdfPen, y: number, table: CaseTable, t: PdfText): number {
  const { write, measure, rule } = pen;
  const { factors, rows } = table;
  const firstWidth = 170;
  const columnWidth = (CONTENT_WIDTH - firstWidth) / 3;
  const columnX = (index: number) => MARGIN + firstWidth + index * columnWidth;
  const pad = 6;

  // Header row: each case's name and what moves it. The neutral column is shaded throughout.
  const headerHeight =
    Math.max(
      ...SCENARIO_NAMES.map(
        (name) =>
          measure(t(`forecast.scenario.${name}`), columnWidth - 2 * pad, 11, true) +
          measure(factors[name], columnWidth - 2 * pad, 8),
      ),
    ) +
    2 * pad +
    2;
  const bodyHeights = rows.map(
    (row) =>
      Math.max(
        measure(row.label, firstWidth - 2 * pad, 10.5, row.strong),
        ...row.cells.map((cell) => measure(cell.text, columnWidth - 2 * pad, 10.5, cell.bold)),
      ) +
      2 * pad,
  );
  const tableHeight = headerHeight + bodyHeights.reduce((sum, height) => sum + height, 0);
  pen.shade(columnX(0), y, columnWidth, tableHeight);
  SCENARIO_NAMES.forEach((name, index) => {
    const x = columnX(index) + pad;
    const nameHeight = write(t(`forecast.scenario.${name}`), x, y + pad, columnWidth - 2 * pad, {
      size: 11,
      bold: true,
      color: name === "neutral" ? BRAND : INK,
    });
    write(factors[name], x, y + pad + nameHeight + 2, columnWidth - 2 * pad, {
      size: 8,
      color: MUTED,
    });
  });
  y += headerHeight;
  rule(y, INK);
  rows.forEach((row, index) => {
    write(row.label, MARGIN + pad, y + pad, firstWidth - 2 * pad, {
      size: 10.5,
      bold: row.strong,
      color: row.strong ? INK : MUTED,
    });
    row.cells.forEach((cell, column) => {
      write(cell.text, columnX(column) + pad, y + pad, columnWidth - 2 * pad, {
        size: 10.5,
        bold: cell.bold,
        color: cell.color,
        align: "right",
      });
    });
    y += bodyHeights[index] ?? 0;
    rule(y);
  });
  return y;
}
