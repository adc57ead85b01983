import { readFile } from "node:fs/promises";
import { gunzipSync } from "node:zlib";
import PDFDocument from "pdfkit";
import {
  type AssumptionOverrides,
  type ForecastInput,
  forecast,
  resolveAssumptions,
} from "../../shared/forecast/index.ts";
import { LANGUAGE_TAG, type Language } from "../../shared/i18n/languages.ts";
import { MESSAGES } from "../../shared/i18n/messages/index.ts";
import { translate } from "../../shared/i18n/translate.ts";
import { caseTable, writeCaseTable } from "./forecast-pdf-cases.ts";
import { pdfFormats } from "./forecast-pdf-formats.ts";
import { BRAND, CONTENT_WIDTH, INK, MARGIN, MUTED, PAGE, pdfPen } from "./forecast-pdf-pen.ts";
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

export async function buildForecastPdf(options: ForecastPdfOptions): Promise<Buffer> {
  const { input, assumptions, language, rentShare, siteUrl } = options;
  const now = options.now ?? new Date();
  const messages = MESSAGES[language];
  const t = (key: PdfMessageKey, vars?: Record<string, string | number>) =>
    translate(messages, key, vars);
  const tag = LANGUAGE_TAG[language];
  const formats = pdfFormats(language);
  const { money, threshold, number, date } = formats;

  const a = resolveAssumptions(assumptions);
  const result = forecast(input, assumptions);
  const table = caseTable({ input, assumptions, rentShare, a, result, t, formats });
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

  const pen = pdfPen(doc);
  const { gap, write, rule } = pen;

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
    y = writeCaseTable(pen, y, table, t);
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
  while (pen.k > 0.5 && layout() > bottom) pen.k -= 0.05;
  pen.draw = true;
  layout();
  pen.k = 1;
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
