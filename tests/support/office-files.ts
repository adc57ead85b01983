import ExcelJS from "exceljs";
import JSZip from "jszip";

const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&apos;": "'",
};
const decode = (xml: string) => xml.replace(/&(amp|lt|gt|quot|apos);/g, (e) => ENTITIES[e] ?? e);

/** The paragraphs of one WordprocessingML part, as plain text (tabs kept as "\t"). */
function paragraphs(xml: string): string[] {
  return xml
    .split(/<\/w:p>/)
    .map((chunk) =>
      [...chunk.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>|<w:tab\/>/g)]
        .map((m) => (m[0] === "<w:tab/>" ? "\t" : decode(m[1] ?? "")))
        .join(""),
    )
    .filter((text) => text.trim() !== "");
}

export interface DocxContent {
  body: string[];
  headers: string[];
  footers: string[];
  /** docProps/core.xml dc:title. */
  title: string;
  /** Every part's raw XML joined, for checks on properties rather than text. */
  xml: string;
}

/** Reads a .docx the way a word processor would: unzip, then the XML parts. */
export async function readDocx(file: Buffer): Promise<DocxContent> {
  const zip = await JSZip.loadAsync(file);
  const read = async (name: string) => (await zip.file(name)?.async("string")) ?? "";
  const names = Object.keys(zip.files);
  const headers = await Promise.all(
    names.filter((n) => /^word\/header\d*\.xml$/.test(n)).map(read),
  );
  const footers = await Promise.all(
    names.filter((n) => /^word\/footer\d*\.xml$/.test(n)).map(read),
  );
  const document = await read("word/document.xml");
  const core = await read("docProps/core.xml");
  return {
    body: paragraphs(document),
    headers: headers.flatMap(paragraphs),
    footers: footers.flatMap(paragraphs),
    title: decode(/<dc:title>([^<]*)<\/dc:title>/.exec(core)?.[1] ?? ""),
    xml: [document, core, ...headers, ...footers].join("\n"),
  };
}

export async function readXlsx(file: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  return workbook;
}

/** Every piece of text in a workbook: cell strings, header and footer. */
export function xlsxStrings(workbook: ExcelJS.Workbook): string[] {
  const strings: string[] = [];
  for (const sheet of workbook.worksheets) {
    strings.push(
      sheet.name,
      sheet.headerFooter.oddHeader ?? "",
      sheet.headerFooter.oddFooter ?? "",
    );
    sheet.eachRow((row) => {
      row.eachCell((cell) => {
        if (typeof cell.value === "string") strings.push(cell.value);
      });
    });
  }
  return strings;
}

/** Text a generated document must never contain: placeholders and leaked code values. */
export const LEFTOVER =
  /TODO|FIXME|[Ll]orem|[Ii]psum|\{\{|\}\}|\{\w+\}|\bTBD\b|\bundefined\b|\bNaN\b|\[object /;
