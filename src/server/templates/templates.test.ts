import { describe, expect, it } from "vitest";
import { LEFTOVER, readDocx, readXlsx, xlsxStrings } from "../../../tests/support/office-files.ts";
import { simplifyDeep } from "../../shared/i18n/generate-sc.ts";
import { LANGUAGES, type Language } from "../../shared/i18n/languages.ts";
import { templateEntry, templateSections } from "../../shared/templates/template-catalogue.ts";
import { TEMPLATE_IDS, TEMPLATE_REVISION } from "../../shared/templates/template-ids.ts";
import { TEMPLATE_REGISTRY } from "./template-registry.ts";
import { COMMON_TEXT } from "./text/common-text.ts";

const DOCX_IDS = TEMPLATE_IDS.filter((id) => TEMPLATE_REGISTRY[id].format === "docx");
const XLSX_IDS = TEMPLATE_IDS.filter((id) => TEMPLATE_REGISTRY[id].format === "xlsx");
const CJK = /[\u3400-\u9fff]/;

const build = (id: (typeof TEMPLATE_IDS)[number], language: Language) =>
  TEMPLATE_REGISTRY[id].build(language, TEMPLATE_REVISION);

/** The document is written in its language: English has no Chinese; sc is all Simplified. */
function expectLanguage(text: string, language: Language) {
  if (language === "en") {
    expect(text).not.toMatch(CJK);
    return;
  }
  expect(text).toMatch(CJK);
  const simplified = simplifyDeep(text);
  if (language === "sc") expect(simplified).toBe(text);
  else expect(simplified).not.toBe(text);
}

/**
 * A Hong Kong identity card number is asked for only in part, or explained as something not to
 * write: every mention carries one of these qualifiers.
 */
const HKID_MENTION = /身份證號碼|身份证号码|identity card number|HKID|identity document/i;
const HKID_SAFE =
  /首四個字元|首四个字符|first 4|first four|請不要|请不要|do not write|Do not write|記錄其號碼|记录其号码|record its number|查看其身份證明文件|查看其身份证明文件|inspect the identity document|inspect your identity document|inspect the employee's identity/i;

describe.each(DOCX_IDS)("the %s Word template", (id) => {
  describe.each(LANGUAGES)("in %s", (language) => {
    it("opens as a .docx titled in its language, with the brand and the not-legal-advice note", async () => {
      const doc = await readDocx(await build(id, language));
      const { title } = templateEntry(id, language);
      const common = COMMON_TEXT[language];
      expect(doc.body[0]).toBe(title);
      expect(doc.title).toBe(title);
      expect(doc.body).toContain(common.disclaimer);
      expect(doc.headers.join(" ")).toContain(common.brand);
      expect(doc.footers.join(" ")).toContain(common.footerNote);
      expect(doc.footers.join(" ")).toContain(TEMPLATE_REVISION);
      expectLanguage(doc.body.join("\n"), language);
    });

    it("has every section of the preview, numbered in order", async () => {
      const doc = await readDocx(await build(id, language));
      const headings = templateSections(id, language).map((section, i) => `${i + 1}. ${section}`);
      const found = headings.map((heading) => doc.body.indexOf(heading));
      expect(found.every((index) => index > 0)).toBe(true);
      expect([...found].sort((a, b) => a - b)).toEqual(found);
    });

    it("leaves no placeholder behind and never asks for a full HKID number", async () => {
      const doc = await readDocx(await build(id, language));
      const text = [...doc.body, ...doc.headers, ...doc.footers];
      expect(text.filter((line) => LEFTOVER.test(line))).toEqual([]);
      const unsafe = text.filter((line) => HKID_MENTION.test(line) && !HKID_SAFE.test(line));
      expect(unsafe).toEqual([]);
    });
  });
});

describe.each(XLSX_IDS)("the %s Excel template", (id) => {
  describe.each(LANGUAGES)("in %s", (language) => {
    it("opens with exceljs, titled in its language, with the brand and the note", async () => {
      const workbook = await readXlsx(await build(id, language));
      const { title } = templateEntry(id, language);
      const common = COMMON_TEXT[language];
      const first = workbook.worksheets[0]!;
      expect(workbook.title).toBe(title);
      expect(first.getCell("A1").value).toBe(title);
      expect(first.getCell("A2").value).toBe(common.brand);
      expect(first.getCell("A3").value).toBe(common.disclaimer);
      for (const sheet of workbook.worksheets) {
        expect(sheet.headerFooter.oddHeader).toContain(common.brand);
        expect(sheet.headerFooter.oddFooter).toContain(common.footerNote);
        expect(sheet.pageSetup.paperSize).toBe(9);
        expect(sheet.pageSetup.fitToPage).toBe(true);
        expect(sheet.pageSetup.printArea).toMatch(/^A1:[A-Z]+\d+$/);
      }
      expectLanguage(xlsxStrings(workbook).join("\n"), language);
    });

    it("has every section of the preview", async () => {
      const strings = xlsxStrings(await readXlsx(await build(id, language)));
      for (const section of templateSections(id, language)) {
        expect(
          strings.some((text) => text.includes(section)),
          section,
        ).toBe(true);
      }
    });

    it("leaves no placeholder behind and stores a result, never an error, for every formula", async () => {
      const workbook = await readXlsx(await build(id, language));
      expect(xlsxStrings(workbook).filter((text) => LEFTOVER.test(text))).toEqual([]);
      let formulas = 0;
      for (const sheet of workbook.worksheets) {
        sheet.eachRow((row) =>
          row.eachCell((cell) => {
            if (!cell.formula) return;
            formulas++;
            // An IF that shows nothing stores an empty result, which reads back as none.
            if (cell.formula.includes('""')) return;
            expect(cell.result, `${sheet.name}!${cell.address}`).not.toBeUndefined();
            // A blank template shows no #DIV/0!: every division is guarded.
            expect(typeof cell.result, `${sheet.name}!${cell.address}`).not.toBe("object");
          }),
        );
      }
      expect(formulas).toBeGreaterThan(20);
    });
  });
});

describe("the generated files", () => {
  it("are the same bytes every time, so their ETag survives a restart", async () => {
    for (const id of ["application-form", "daily-settlement"] as const) {
      const [a, b] = await Promise.all([build(id, "tc"), build(id, "tc")]);
      expect(a.equals(b)).toBe(true);
    }
  });
});
