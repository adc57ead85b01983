import { describe, expect, it } from "vitest";
import { LEGAL_SC_MODULES, legalScText, renderLegalScModule } from "./legal-sc.ts";
import { type LegalBlock, type LegalText, resolveLegalText } from "./legal-text.ts";
import { privacyEn } from "./privacy.en.ts";
import { privacySc } from "./privacy.sc.generated.ts";
import { privacyTc } from "./privacy.tc.ts";
import { termsEn } from "./terms.en.ts";
import { termsSc } from "./terms.sc.generated.ts";
import { termsTc } from "./terms.tc.ts";

const TEXTS = {
  privacy: { tc: privacyTc, sc: privacySc, en: privacyEn },
  terms: { tc: termsTc, sc: termsSc, en: termsEn },
};
const ALL = Object.values(TEXTS).flatMap((byLanguage) => Object.values(byLanguage));

/** Every block kind, section and anchor, in order: the languages must match one for one. */
const outline = (text: LegalText) => ({
  intro: text.intro.map(kind),
  sections: text.sections.map((section) => ({ id: section.id, blocks: section.blocks.map(kind) })),
});
function kind(block: LegalBlock): string {
  if ("ul" in block) return `ul×${block.ul.length}`;
  if ("h3" in block) return `h3#${block.id ?? ""}`;
  return ["p", block.ifNoName ? "name" : "", block.ifNoEmail ? "email" : "", block.link ?? ""].join(
    "|",
  );
}
const paragraphs = (text: LegalText) =>
  [...text.intro, ...text.sections.flatMap((section) => section.blocks)].flatMap((block) =>
    "p" in block ? [block] : [],
  );
const strings = (text: LegalText) => JSON.stringify(text);

describe.each(Object.entries(TEXTS))("the %s text", (_name, byLanguage) => {
  it("has the same sections, anchors and blocks in every language", () => {
    expect(outline(byLanguage.sc)).toEqual(outline(byLanguage.tc));
    expect(outline(byLanguage.en)).toEqual(outline(byLanguage.tc));
  });

  it.each(Object.entries(byLanguage))("in %s, says when it was last updated", (_language, text) => {
    expect(text.updated).toMatch(/2026|23/);
    expect(text.updated).toMatch(/11|November/);
  });

  it("gives every paragraph that shows the e-mail address a wording for no address", () => {
    for (const text of Object.values(byLanguage)) {
      for (const paragraph of paragraphs(text)) {
        if (paragraph.p.includes("{email}")) expect(paragraph.ifNoEmail).toBeDefined();
        expect(paragraph.ifNoEmail ?? "").not.toContain("{email}");
      }
    }
  });
});

describe("the privacy policy", () => {
  it("has the collection statement as its own section, anchored #pics", () => {
    for (const text of Object.values(TEXTS.privacy)) {
      expect(text.sections.map((section) => section.id)).toContain("pics");
    }
  });

  it("tells what DPP1(3) asks for, in each language", () => {
    const pics = (text: LegalText) => strings({ ...text, sections: text.sections.slice(0, 1) });
    expect(pics(privacyTc)).toMatch(/必須還是自願[\s\S]*資料會交給誰[\s\S]*查閱及改正[\s\S]*聯絡/);
    expect(pics(privacyEn)).toMatch(
      /Obligatory or voluntary[\s\S]*Who we pass your data to[\s\S]*Access and correction[\s\S]*Whom to contact/,
    );
  });

  it("says what bookings and the questionnaire collect, and that a place's owner receives a booking", () => {
    const pics = (text: LegalText) => strings({ ...text, sections: text.sections.slice(0, 1) });
    expect(pics(privacyEn)).toMatch(
      /Bookings: [\s\S]*owner questionnaire: [\s\S]*the owner of a place you book/,
    );
    expect(pics(privacyTc)).toMatch(/預約：[\s\S]*開業問卷：[\s\S]*你所預約地點的店主/);
    expect(pics(privacyEn)).not.toContain("is not shown to other users");
  });

  it("states the retention the product keeps to", () => {
    expect(strings(privacyTc)).toContain("24 個月");
    expect(strings(privacyTc)).toContain("12 個月");
    expect(strings(privacyEn)).toContain("24 months");
    expect(strings(privacyEn)).toContain("12 months after deactivation");
    expect(strings(privacyEn)).toContain(
      "uploads never saved with a place are deleted after 7 days",
    );
    expect(strings(privacyTc)).toContain("7 日後刪除");
  });
});

describe("resolveLegalText", () => {
  it("names the configured consultancy and links the configured address", () => {
    const text = resolveLegalText(privacyEn, { operatorName: "Good Food Ltd", email: "a@b.hk" });
    expect(strings(text)).toContain("run by Good Food Ltd");
    expect(strings(text)).not.toContain("{operator}");
    expect(strings(text)).toContain("{email}");
  });

  it.each(ALL.map((text) => [text.title, text] as const))(
    "%s: without configuration, names no one and offers no address",
    (_title, source) => {
      const text = resolveLegalText(source, { operatorName: null, email: null });
      expect(strings(text)).not.toContain("{operator}");
      expect(strings(text)).not.toContain("{email}");
      expect(strings(text)).not.toMatch(/"ifNo(Name|Email)"/);
    },
  );
});

describe("the Simplified Chinese texts", () => {
  const generated: Record<string, LegalText> = { privacySc, termsSc };
  it.each(LEGAL_SC_MODULES)("$target is up to date (run `npm run i18n:sc`)", (module) => {
    expect(generated[module.exportName]).toEqual(legalScText(module.source));
    expect(renderLegalScModule(module)).toContain(`export const ${module.exportName}`);
  });

  it("uses mainland words but keeps the Ordinance's name", () => {
    const text = strings(privacySc);
    expect(text).toContain("隐私政策");
    expect(text).toContain("《个人资料（私隐）条例》");
    for (const hongKong of ["电邮", "伺服器", "上载", "帐户", "「"])
      expect(text).not.toContain(hongKong);
  });
});
