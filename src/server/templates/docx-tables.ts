import {
  BorderStyle,
  type FileChild,
  Paragraph,
  ShadingType,
  Table,
  TableBorders,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from "docx";
import { gap, LINE_COLOUR, TEXT_WIDTH } from "./docx-kit.ts";

const NO_BORDER = { style: BorderStyle.NONE, size: 0, color: "FFFFFF" };
const FILL_LINE = { style: BorderStyle.SINGLE, size: 4, color: LINE_COLOUR };

function cellParagraph(text: string, bold = false) {
  return new Paragraph({ children: [new TextRun({ text, bold })] });
}

/**
 * Labels with a line to write on, `perRow` pairs to a row. The lines are cell borders, so they
 * stay put when someone types into the document instead of printing it.
 */
export function fields(labels: readonly string[], perRow: 1 | 2 = 2): FileChild[] {
  const labelShare = perRow === 1 ? 0.34 : 0.22;
  const labelWidth = Math.round(TEXT_WIDTH * labelShare);
  const valueWidth = Math.round(TEXT_WIDTH / perRow - labelWidth);
  const rows: TableRow[] = [];
  for (let i = 0; i < labels.length; i += perRow) {
    const cells: TableCell[] = [];
    for (let j = 0; j < perRow; j++) {
      const label = labels[i + j] ?? "";
      cells.push(
        // Bottom-aligned, so a label that wraps still sits on its line.
        new TableCell({
          width: { size: labelWidth, type: WidthType.DXA },
          verticalAlign: "bottom",
          borders: { top: NO_BORDER, bottom: NO_BORDER, left: NO_BORDER, right: NO_BORDER },
          margins: { top: 60, bottom: 20, left: 0, right: 80 },
          children: [cellParagraph(label ? `${label}` : "")],
        }),
        new TableCell({
          width: { size: valueWidth, type: WidthType.DXA },
          verticalAlign: "bottom",
          borders: {
            top: NO_BORDER,
            bottom: label ? FILL_LINE : NO_BORDER,
            left: NO_BORDER,
            right: NO_BORDER,
          },
          margins: { top: 60, bottom: 20, left: 80, right: 160 },
          children: [cellParagraph("")],
        }),
      );
    }
    rows.push(new TableRow({ children: cells, cantSplit: true }));
  }
  const table = new Table({
    width: { size: TEXT_WIDTH, type: WidthType.DXA },
    columnWidths: Array.from({ length: perRow }, () => [labelWidth, valueWidth]).flat(),
    borders: TableBorders.NONE,
    rows,
  });
  return [table, gap()];
}

/**
 * A ruled table with a shaded header row and one row per entry of `rowLabels` (its first cell
 * filled in, the rest blank), or `rowLabels` blank rows when it is a number.
 */
export function grid(
  headers: readonly string[],
  rowLabels: number | readonly string[],
  shares?: readonly number[],
  options: { lastRowIsTotal?: boolean } = {},
): FileChild[] {
  const weights = shares ?? headers.map(() => 1);
  const total = weights.reduce((sum, w) => sum + w, 0);
  const widths = weights.map((w) => Math.floor((TEXT_WIDTH * w) / total));
  const border = { style: BorderStyle.SINGLE, size: 4, color: LINE_COLOUR };
  const borders = { top: border, bottom: border, left: border, right: border };
  const headerRow = new TableRow({
    tableHeader: true,
    cantSplit: true,
    children: headers.map(
      (text, i) =>
        new TableCell({
          width: { size: widths[i]!, type: WidthType.DXA },
          borders,
          shading: { type: ShadingType.CLEAR, color: "auto", fill: "DEEAF6" },
          margins: { top: 60, bottom: 60, left: 80, right: 80 },
          children: [cellParagraph(text, true)],
        }),
    ),
  });
  const labels = typeof rowLabels === "number" ? Array<string>(rowLabels).fill("") : rowLabels;
  const body = labels.map(
    (label, index) =>
      new TableRow({
        cantSplit: true,
        // About 1 cm: room to write by hand.
        height: { value: 567, rule: "atLeast" },
        children: widths.map(
          (width, column) =>
            new TableCell({
              width: { size: width, type: WidthType.DXA },
              borders,
              margins: { top: 60, bottom: 60, left: 80, right: 80 },
              children: [
                cellParagraph(
                  column === 0 ? label : "",
                  options.lastRowIsTotal === true && index === labels.length - 1,
                ),
              ],
            }),
        ),
      }),
  );
  const table = new Table({
    width: { size: TEXT_WIDTH, type: WidthType.DXA },
    columnWidths: widths,
    borders: {
      top: border,
      bottom: border,
      left: border,
      right: border,
      insideHorizontal: border,
      insideVertical: border,
    },
    rows: [headerRow, ...body],
  });
  return [table, gap()];
}

export interface SignatureParty {
  /** "For and on behalf of the Employer", "Employee"… */
  title: string;
  /** The lines to fill: signature, name, date… */
  lines: readonly string[];
}

/** Side-by-side signature blocks, kept together on one page. */
export function signatures(parties: readonly SignatureParty[]) {
  const width = Math.floor(TEXT_WIDTH / parties.length);
  const labelWidth = Math.round(width * 0.38);
  const cell = (party: SignatureParty) =>
    new TableCell({
      width: { size: width, type: WidthType.DXA },
      borders: { top: NO_BORDER, bottom: NO_BORDER, left: NO_BORDER, right: NO_BORDER },
      margins: { left: 0, right: 280 },
      children: [
        new Paragraph({
          keepNext: true,
          spacing: { before: 120, after: 120 },
          children: [new TextRun({ text: party.title, bold: true })],
        }),
        new Table({
          width: { size: width - 280, type: WidthType.DXA },
          columnWidths: [labelWidth, width - 280 - labelWidth],
          borders: TableBorders.NONE,
          rows: party.lines.map(
            (line, index) =>
              new TableRow({
                cantSplit: true,
                // The signature line is the first and gets room for a real signature.
                height: { value: index === 0 ? 900 : 480, rule: "atLeast" },
                children: [
                  new TableCell({
                    width: { size: labelWidth, type: WidthType.DXA },
                    verticalAlign: "bottom",
                    borders: {
                      top: NO_BORDER,
                      bottom: NO_BORDER,
                      left: NO_BORDER,
                      right: NO_BORDER,
                    },
                    children: [cellParagraph(line)],
                  }),
                  new TableCell({
                    width: { size: width - 280 - labelWidth, type: WidthType.DXA },
                    verticalAlign: "bottom",
                    borders: {
                      top: NO_BORDER,
                      bottom: FILL_LINE,
                      left: NO_BORDER,
                      right: NO_BORDER,
                    },
                    children: [cellParagraph("")],
                  }),
                ],
              }),
          ),
        }),
      ],
    });
  return new Table({
    width: { size: TEXT_WIDTH, type: WidthType.DXA },
    columnWidths: parties.map(() => width),
    borders: TableBorders.NONE,
    rows: [new TableRow({ cantSplit: true, children: parties.map(cell) })],
  });
}
