export const PAGE = { width: 595.28, height: 841.89 };
export const MARGIN = 40;
export const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;
export const INK = "#1f2933";
export const MUTED = "#52606d";
export const BRAND = "#2f6496";
export const RULE = "#c7d2dd";
export const SHADE = "#eef4fa";
export const GOOD = "#1e6b45";
export const BAD = "#b42318";

export interface TextStyle {
  size: number;
  bold?: boolean;
  color?: string;
  align?: "left" | "right" | "center";
}

/**
 * The page is laid out twice or more: measured at a scale `k` of every type size and gap until
 * it fits (long translations, huge figures), then drawn at that scale. pdfkit would otherwise
 * start a second page on its own.
 */
export interface PdfPen {
  /** Whether this pass draws, or only measures. */
  draw: boolean;
  k: number;
  gap(points: number): number;
  /** Writes (when drawing) and returns the text's height. */
  write(text: string, x: number, y: number, width: number, style: TextStyle): number;
  measure(text: string, width: number, size: number, bold?: boolean): number;
  rule(y: number, color?: string): void;
  shade(x: number, y: number, width: number, height: number): void;
}

// The type comes from @types/pdfkit's global namespace: only forecast-pdf.ts imports pdfkit.
export function pdfPen(doc: PDFKit.PDFDocument): PdfPen {
  const pen: PdfPen = {
    draw: false,
    k: 1,
    gap: (points) => points * pen.k,
    write(text, x, y, width, style) {
      doc
        .font(style.bold ? "bold" : "regular")
        .fontSize(style.size * pen.k)
        .fillColor(style.color ?? INK);
      const height = doc.heightOfString(text, { width, lineGap: 1 });
      if (pen.draw) doc.text(text, x, y, { width, lineGap: 1, align: style.align ?? "left" });
      return height;
    },
    measure: (text, width, size, bold = false) =>
      doc
        .font(bold ? "bold" : "regular")
        .fontSize(size * pen.k)
        .heightOfString(text, { width, lineGap: 1 }),
    rule(y, color = RULE) {
      if (!pen.draw) return;
      doc
        .moveTo(MARGIN, y)
        .lineTo(MARGIN + CONTENT_WIDTH, y)
        .lineWidth(0.6)
        .strokeColor(color)
        .stroke();
    },
    shade(x, y, width, height) {
      if (pen.draw) doc.rect(x, y, width, height).fillColor(SHADE).fill();
    },
  };
  return pen;
}
