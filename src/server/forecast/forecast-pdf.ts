import { readFile } from "node:fs/promises";
import { gunzipSync } from "node:zlib";
import PDFDocument from "pdfkit";
import { scenarioBreakEvens } from "../../shared/forecast/break-even.ts";
import {
  type AssumptionOverrides,
  type ForecastInput,
  forecast,
  resolveAssumptions,
  SCENARIO_NAMES,
  type ScenarioName,
} from "../../shared/forecast/index.ts";
import { scenarioRentCeilings } from "../../shared/forecast/rent-ceiling.ts";
import { DATE_LOCALE, LANGUAGE_TAG, type Language } from "../../shared/i18n/languages.ts";
import { MESSAGES } from "../../shared/i18n/messages/index.ts";
import { translate } from "../../shared/i18n/translate.ts";
import { type PdfFontFamily, type PdfMessageKey, pdfFontFamily } from "./forecast-pdf-text.ts";

/**
 * The one-page A4 summary of a forecast's three cases to take to a landlord or agent (#31 item 1):
 * the inputs, then per case break-even customers a day beside the owner's figure, turnover,
 * expenses, profit or loss, rent and the rent ceiling at the chosen share, the costs kept beside
 * the P&L, and the results page's assumptions and "a guide, not advice" notes.
 *
 * This module (and pdfkit with it) is imported on the first PDF request only. Text is set in Noto
 * Sans TC or SC cut down to the characters of the PDF's messages (scripts/build-pdf-fonts.ts), and
 * pdfkit embeds only the glyphs a document uses.
 */
export interface ForecastPdfOptions {
  readonly input: ForecastInput;
  readonly assumptions: AssumptionOverrides;
  readonly language: Language;
  /** The rent ceiling's share of turnover, a fraction (0.15 for 15%). */
  readonly rentShare: number;
  /** The site's address, printed at the foot. */
  readonly siteUrl: string;
  /** When the PDF is made; now unless a test fixes it. */
  readonly now?: Date;
}

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 40;
const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;
const INK = "#1f2933";
const MUTED = "#52606d";
const BRAND = "#2f6496";
const RULE = "#c7d2dd";
const SHADE = "#eef4fa";
const GOOD = "#1e6b45";
const BAD = "#b42318";

const fonts = new Map<PdfFontFamily, Promise<{ regular: Buffer; bold: Buffer }>>();

/** A family's two weights, read once per process. */
function fontFiles(family: PdfFontFamily) {
  let files = fonts.get(family);
  if (!files) {
    const read = (weight: string) =>
      readFile(new URL(`./pdf-fonts/${family}-${weight}.ttf.gz`, import.meta.url)).then((packed) =>
        gunzipSync(packed),
      );
    files = Promise.all([read("regular"), read("bold")]).then(([regular, bold]) => ({
      regular,
      bold,
    }));
    // A failed read is not cached: the next request tries again.
    files.catch(() => fonts.delete(family));
    fonts.set(family, files);
  }
  return files;
}

interface Cell {
  readonly text: string;
  readonly bold?: boolean;
  readonly color?: string;
}

export async function buildForecastPdf(options: ForecastPdfOptions): Promise<Buffer> {
  const { input, assumptions, language, rentShare, siteUrl } = options;
  const now = options.now ?? new Date();
  const messages = MESSAGES[language];
  const t = (key: PdfMessageKey, vars?: Record<string, string | number>) =>
    translate(messages, key, vars);
  const tag = LANGUAGE_TAG[language];
  const money = new Intl.NumberFormat(tag, {
    style: "currency",
    currency: "HKD",
    maximumFractionDigits: 0,
    signDisplay: "negative",
  });
  const percent = new Intl.NumberFormat(tag, {
    style: "percent",
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const threshold = new Intl.NumberFormat(tag, { style: "percent", maximumFractionDigits: 1 });
  const change = new Intl.NumberFormat(tag, {
    style: "percent",
    maximumFractionDigits: 1,
    signDisplay: "exceptZero",
  });
  const number = (value: number, digits = 0) =>
    new Intl.NumberFormat(tag, { maximumFractionDigits: digits }).format(value);
  const date = new Intl.DateTimeFormat(DATE_LOCALE[language], {
    dateStyle: "long",
    timeZone: "Asia/Hong_Kong",
  });

  const a = resolveAssumptions(assumptions);
  const result = forecast(input, assumptions);
  const breakEvens = scenarioBreakEvens(input, assumptions);
  const ceilings = scenarioRentCeilings(result.scenarios, input.turnoverRentPercent, rentShare);
  const changed = Object.keys(assumptions).length;

  const files = await fontFiles(pdfFontFamily(language));
  const doc = new PDFDocument({
    size: "A4",
    // Every block is placed by hand; the document's own margins are small so that pdfkit never
    // breaks a page on its own. The test checks that the page count stays at one.
    margins: { top: 10, bottom: 10, left: MARGIN, right: MARGIN },
    lang: tag,
    displayTitle: true,
    info: {
      Title: `${t("site.brand")} | ${t("forecast.pdf.title")}`,
      Author: t("site.brand"),
      Subject: t("forecast.pdf.purpose"),
      CreationDate: now,
    },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  doc.registerFont("regular", files.regular);
  doc.registerFont("bold", files.bold);

  // The page is laid out twice or more: measured at a scale `k` of every type size and gap until
  // it fits (long translations, huge figures), then drawn at that scale. pdfkit would otherwise
  // start a second page on its own.
  let draw = false;
  let k = 1;
  const gap = (points: number) => points * k;
  const write = (
    text: string,
    x: number,
    y: number,
    width: number,
    style: { size: number; bold?: boolean; color?: string; align?: "left" | "right" | "center" },
  ): number => {
    doc
      .font(style.bold ? "bold" : "regular")
      .fontSize(style.size * k)
      .fillColor(style.color ?? INK);
    const height = doc.heightOfString(text, { width, lineGap: 1 });
    if (draw) doc.text(text, x, y, { width, lineGap: 1, align: style.align ?? "left" });
    return height;
  };
  const measure = (text: string, width: number, size: number, bold = false) =>
    doc
      .font(bold ? "bold" : "regular")
      .fontSize(size * k)
      .heightOfString(text, { width, lineGap: 1 });
  const rule = (y: number, color = RULE) =>
    draw &&
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + CONTENT_WIDTH, y)
      .lineWidth(0.6)
      .strokeColor(color)
      .stroke();

  const layout = (): number => {
    // Heading.
    let y = 36;
    write(`${t("site.brand")} · ${t("site.brandLocal")}`, MARGIN, y, CONTENT_WIDTH / 2, {
      size: 9,
      bold: true,
      color: BRAND,
    });
    write(t("forecast.pdf.made", { date: date.format(now) }), MARGIN, y, CONTENT_WIDTH, {
      size: 9,
      color: MUTED,
      align: "right",
    });
    y += gap(18);
    y += write(t("forecast.pdf.title"), MARGIN, y, CONTENT_WIDTH, { size: 19, bold: true });
    y += gap(2);
    y += write(t("forecast.pdf.purpose"), MARGIN, y, CONTENT_WIDTH, { size: 10.5, color: MUTED });
    y += gap(10);

    // The inputs, in two columns.
    y += write(t("forecast.results.inputs"), MARGIN, y, CONTENT_WIDTH, { size: 12, bold: true });
    y += gap(4);
    const yesNo = (value: boolean) => t(value ? "forecast.yes" : "forecast.no");
    const perMonth = (value: number) => t("forecast.pdf.perMonth", { amount: money.format(value) });
    const inputs: [PdfMessageKey, string][] = [
      ["forecast.field.floorArea", `${number(input.floorArea, 2)} ${t("forecast.unit.sqft")}`],
      ["forecast.field.baseRent", perMonth(input.baseRent)],
      ["forecast.field.managementFee", perMonth(input.managementFee)],
      [
        "forecast.field.perCapitaSpend",
        new Intl.NumberFormat(tag, {
          style: "currency",
          currency: "HKD",
          maximumFractionDigits: 2,
        }).format(input.perCapitaSpend),
      ],
      ["forecast.field.dailyVisitors", number(input.dailyVisitors, 1)],
      [
        "forecast.field.turnoverRentPercent",
        input.turnoverRentPercent === null
          ? "—"
          : threshold.format(input.turnoverRentPercent / 100),
      ],
      ["forecast.field.selfServiceKiosk", yesNo(input.selfServiceKiosk)],
      ["forecast.field.lightFood", yesNo(input.lightFood)],
    ];
    const half = CONTENT_WIDTH / 2;
    const labelWidth = half * 0.5;
    const rows = Math.ceil(inputs.length / 2);
    for (let row = 0; row < rows; row++) {
      let height = 0;
      for (let column = 0; column < 2; column++) {
        const item = inputs[column * rows + row];
        if (!item) continue;
        const x = MARGIN + column * half;
        const [label, value] = item;
        height = Math.max(
          height,
          write(t(label), x, y, labelWidth - 6, { size: 10, color: MUTED }),
          write(value, x + labelWidth, y, half - labelWidth - 10, { size: 10, bold: true }),
        );
      }
      y += height + gap(3);
    }
    if (changed > 0) {
      y += write(
        t("forecast.results.changedAssumptions", { count: changed }),
        MARGIN,
        y,
        CONTENT_WIDTH,
        {
          size: 9,
          color: MUTED,
        },
      );
    }
    y += gap(10);

    // The three cases.
    const firstWidth = 170;
    const columnWidth = (CONTENT_WIDTH - firstWidth) / 3;
    const columnX = (index: number) => MARGIN + firstWidth + index * columnWidth;
    const pad = 6;
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
    const tableRows: { label: string; cells: Cell[]; strong?: boolean }[] = [
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
    const bodyHeights = tableRows.map(
      (row) =>
        Math.max(
          measure(row.label, firstWidth - 2 * pad, 10.5, row.strong),
          ...row.cells.map((cell) => measure(cell.text, columnWidth - 2 * pad, 10.5, cell.bold)),
        ) +
        2 * pad,
    );
    const tableHeight = headerHeight + bodyHeights.reduce((sum, height) => sum + height, 0);
    if (draw) doc.rect(columnX(0), y, columnWidth, tableHeight).fillColor(SHADE).fill();
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
    tableRows.forEach((row, index) => {
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
    y += gap(12);

    // Costs the forecast keeps beside the P&L (decisions 030, 031).
    y += write(t("forecast.pdf.besideTitle"), MARGIN, y, CONTENT_WIDTH, { size: 12, bold: true });
    y += gap(4);
    const beside: [string, number][] = [
      [t("forecast.pdf.rates", { rate: threshold.format(a.RATES_PCT_OF_RENT) }), result.rates],
      [
        t("forecast.pdf.insurance", { amount: money.format(a.OTHER_INSURANCE_YR) }),
        result.otherInsurance,
      ],
      [
        t("forecast.pdf.provision", { rate: threshold.format(a.SP_LSP_PROVISION_PCT) }),
        result.severanceProvision,
      ],
    ];
    const amountWidth = 150;
    for (const [label, amount] of beside) {
      const height = Math.max(
        write(label, MARGIN, y, CONTENT_WIDTH - amountWidth, { size: 10.5 }),
        write(perMonth(amount), MARGIN + CONTENT_WIDTH - amountWidth, y, amountWidth, {
          size: 10.5,
          bold: true,
          align: "right",
        }),
      );
      y += height + gap(3);
    }
    y += gap(10);

    // The assumptions and the results page's own caveats, small.
    rule(y);
    y += gap(6);
    const notes = [
      t("forecast.pdf.assumptions", {
        food: threshold.format(a.FOOD_COST_PCT),
        days: number(a.DAYS_PER_MONTH),
        positions: number(result.staffing.totalPositions),
        fte: number(result.staffing.totalFte, 1),
      }),
      t("forecast.results.excluded"),
      t("forecast.results.notes"),
    ];
    notes.forEach((note, index) => {
      y += write(note, MARGIN, y, CONTENT_WIDTH, {
        size: 9,
        // The last note says "a guide, not advice": set it apart.
        bold: index === notes.length - 1,
        color: index === notes.length - 1 ? INK : MUTED,
      });
      y += gap(4);
    });

    return y;
  };

  const bottom = PAGE.height - 48;
  while (k > 0.5 && layout() > bottom) k -= 0.05;
  draw = true;
  layout();
  k = 1;
  write(
    `${t("site.brand")} · ${t("site.brandLocal")} · ${siteUrl}`,
    MARGIN,
    PAGE.height - 34,
    CONTENT_WIDTH,
    { size: 8, color: MUTED, align: "center" },
  );

  doc.end();
  return done;
}
