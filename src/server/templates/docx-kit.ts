import { HeadingLevel, Paragraph, TextRun } from "docx";

/*
 * The building blocks of the Word templates. Numbering is written into the text ("3.2") rather
 * than left to Word's list numbering, so it survives copy and paste and reads the same in every
 * word processor an owner may open the file with.
 */

export const BRAND_COLOUR = "2F6496";
export const MUTED_COLOUR = "595959";
export const LINE_COLOUR = "7F7F7F";

/** A4 in twips, with 2 cm margins. */
export const PAGE = { width: 11906, height: 16838, margin: 1134 };
export const TEXT_WIDTH = PAGE.width - 2 * PAGE.margin;

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

/** A small gap between blocks that have no spacing of their own (tables). */
export function gap() {
  return new Paragraph({ spacing: { after: 80 }, children: [] });
}
