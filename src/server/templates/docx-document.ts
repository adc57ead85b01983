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
  TextRun,
} from "docx";
import type { Language } from "../../shared/i18n/languages.ts";
import { BRAND_COLOUR, MUTED_COLOUR, PAGE, paragraph, TEXT_WIDTH } from "./docx-kit.ts";
import { normaliseOfficeZip } from "./office-zip.ts";
import type { CommonText } from "./text/common.tc.ts";

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
