import {
  AlignmentType,
  BorderStyle,
  Document,
  type FileChild,
  Footer,
  Header,
  HeadingLevel,
  Packer,
  PageNumber,
  Paragraph,
  ShadingType,
  Table,
  TableBorders,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from "docx";
import type { Language } from "../../shared/i18n/languages.ts";
import { normaliseOfficeZip } from "./office-zip.ts";
import type { CommonText } from "./text/common.tc.ts";

/*
 * The building blocks of the Word templates. Numbering is written into the text ("3.2") rather
 * than left to Word's list numbering, so it survives copy and paste and reads the same in every
 * word processor an owner may open the file with.
 */

const BRAND_COLOUR = "2F6496";
const MUTED_COLOUR = "595959";
const LINE_COLOUR = "7F7F7F";

/** A4 in twips, with 2 cm margins. */
const PAGE = { width: 11906, height: 16838, margin: 1134 };
export const TEXT_WIDTH = PAGE.width - 2 * PAGE.margin;

// Fonts Office installs on Windows and macOS; other word processors substitute their own CJK font.
const EAST_ASIAN_FONT: Record<Language, string> = {
  tc: "Microsoft JhengHei",
  sc: "Microsoft YaHei",
  en: "Microsoft JhengHei",
};
const LANGUAGE_TAG: Record<Language, { value: string; eastAsia: string }> = {
  tc: { value: "zh-HK", eastAsia: "zh-HK" },
  sc: { value: "zh-CN", eastAsia: "zh-CN" },
  en: { value: "en-GB", eastAsia: "zh-HK" },
};

const NO_BORDER = { style: BorderStyle.NONE, size: 0, color: "FFFFFF" };
const FILL_LINE = { style: BorderStyle.SINGLE, size: 4, color: LINE_COLOUR };

export function paragraph(text: string, options: { bold?: boolean; muted?: boolean } = {}) {
  return new Paragraph({
    spacing: { after: 120 },
    children: [
      new TextRun({
        text,
        bold: options.bold,
        color: options.muted ? MUTED_COLOUR : undefined,
      }),
    ],
  });
}

/** A numbered section heading, "3. Wages"; the number is part of the text on purpose. */
export function heading(number: number, text: string) {
  return new Paragraph({
    heading: HeadingLevel.HEADING_1,
    keepNext: true,
    children: [new TextRun(`${number}. ${text}`)],
  });
}

/** Numbered clauses under a section: "3.1 …", "3.2 …" (from `first` when a list is split). */
export function clauses(sectionNumber: number, items: readonly string[], first = 1) {
  return items.map(
    (text, index) =>
      new Paragraph({
        spacing: { after: 100 },
        indent: { left: 567, hanging: 567 },
        children: [new TextRun(`${sectionNumber}.${index + first}\t${text}`)],
        tabStops: [{ type: "left", position: 567 }],
      }),
  );
}

/** Unnumbered points, for lists inside a clause. */
export function bullets(items: readonly string[]) {
  return items.map(
    (text) =>
      new Paragraph({
        spacing: { after: 60 },
        indent: { left: 851, hanging: 284 },
        children: [new TextRun(`•\t${text}`)],
        tabStops: [{ type: "left", position: 851 }],
      }),
  );
}

/** Tick boxes on one line: "Employment type: ☐ Full-time ☐ Part-time". */
export function checkboxes(label: string, options: readonly string[]) {
  const boxes = options.map((option) => `☐ ${option}`).join("    ");
  return new Paragraph({
    spacing: { after: 120 },
    children: [new TextRun({ text: label ? `${label}  ` : "" }), new TextRun(boxes)],
  });
}

/** Alternatives to tick, one to a line, for choices too long to share a line. */
export function checkboxList(options: readonly string[]) {
  return options.map(
    (text) =>
      new Paragraph({
        spacing: { after: 80 },
        indent: { left: 851, hanging: 284 },
        children: [new TextRun(`☐\t${text}`)],
        tabStops: [{ type: "left", position: 851 }],
      }),
  );
}

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

/** A small gap between blocks that have no spacing of their own (tables). */
export function gap() {
  return new Paragraph({ spacing: { after: 80 }, children: [] });
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

/** The employer and employee of an employment document, each with the fields that identify them. */
export interface EmploymentParties {
  employerTitle: string;
  employerFields: readonly string[];
  employeeTitle: string;
  employeeFields: readonly string[];
  hkidNote: string;
}

/** The parties block of an employment document: employer, employee and the HKID note. */
export function employmentParties(parties: EmploymentParties): FileChild[] {
  return [
    paragraph(parties.employerTitle, { bold: true }),
    ...fields(parties.employerFields),
    paragraph(parties.employeeTitle, { bold: true }),
    ...fields(parties.employeeFields),
    paragraph(parties.hkidNote, { muted: true }),
  ];
}

/** Employer (with position and company chop) and employee signature blocks side by side. */
export function employmentSignatures(
  common: CommonText,
  titles: { employer: string; employee: string },
) {
  return signatures([
    {
      title: titles.employer,
      lines: [common.signature, common.name, common.position, common.companyChop, common.date],
    },
    { title: titles.employee, lines: [common.signature, common.name, common.date] },
  ]);
}

/** The shaded "template, not legal advice" note under the title. */
function noteBox(text: string) {
  const border = { style: BorderStyle.SINGLE, size: 6, color: "BDD7EE", space: 4 };
  return new Paragraph({
    spacing: { before: 120, after: 240 },
    shading: { type: ShadingType.CLEAR, color: "auto", fill: "F2F7FC" },
    border: { top: border, bottom: border, left: border, right: border },
    children: [new TextRun({ text, size: 19, color: MUTED_COLOUR })],
  });
}

export interface DocxTemplate {
  language: Language;
  common: CommonText;
  title: string;
  /** Said once under the title: what the document is for and how to fill it in. */
  intro: readonly string[];
  body: readonly FileChild[];
}

/** A branded A4 Word document: header with the brand, title, note, body, footer with page numbers. */
export async function renderDocx(template: DocxTemplate, revision: string): Promise<Buffer> {
  const { language, common, title } = template;
  const font = { ascii: "Arial", hAnsi: "Arial", cs: "Arial", eastAsia: EAST_ASIAN_FONT[language] };
  const small = { size: 16, color: MUTED_COLOUR };
  const document = new Document({
    title,
    creator: common.brand,
    lastModifiedBy: common.brand,
    description: common.disclaimer,
    styles: {
      default: {
        document: {
          run: { font, size: 21, language: LANGUAGE_TAG[language] },
          paragraph: { spacing: { line: 300 } },
        },
        title: {
          run: { font, size: 36, bold: true, color: BRAND_COLOUR },
          paragraph: { spacing: { after: 80 } },
        },
        heading1: {
          run: { font, size: 25, bold: true, color: BRAND_COLOUR },
          paragraph: { spacing: { before: 300, after: 120 } },
        },
      },
    },
    sections: [
      {
        properties: {
          page: {
            size: { width: PAGE.width, height: PAGE.height },
            margin: {
              top: PAGE.margin,
              bottom: PAGE.margin,
              left: PAGE.margin,
              right: PAGE.margin,
              header: 567,
              footer: 567,
            },
          },
        },
        headers: {
          default: new Header({
            children: [
              new Paragraph({
                alignment: AlignmentType.RIGHT,
                children: [
                  new TextRun({ text: common.brand, bold: true, size: 16, color: BRAND_COLOUR }),
                ],
              }),
            ],
          }),
        },
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                children: [new TextRun({ text: common.footerNote, ...small })],
              }),
              new Paragraph({
                tabStops: [{ type: "right", position: TEXT_WIDTH }],
                children: [
                  new TextRun({ text: common.revision.replace("{date}", revision), ...small }),
                  new TextRun({ text: "\t", ...small }),
                  new TextRun({ children: [common.page.before, PageNumber.CURRENT], ...small }),
                  new TextRun({
                    children: [common.page.middle, PageNumber.TOTAL_PAGES, common.page.after],
                    ...small,
                  }),
                ],
              }),
            ],
          }),
        },
        children: [
          new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(title)] }),
          new Paragraph({
            spacing: { after: 120 },
            children: [new TextRun({ text: common.brand, color: MUTED_COLOUR })],
          }),
          noteBox(common.disclaimer),
          ...template.intro.map((text) => paragraph(text)),
          ...template.body,
        ],
      },
    ],
  });
  return normaliseOfficeZip(await Packer.toBuffer(document), revision);
}
