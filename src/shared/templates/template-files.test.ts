import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../i18n/languages.ts";
import { templateSections } from "./template-catalogue.ts";
import { type TemplateSizes, templateFiles, templateHref } from "./template-files.ts";
import { TEMPLATE_IDS } from "./template-ids.ts";

describe("templateHref", () => {
  it("points at the download route with the language", () => {
    expect(templateHref("daily-settlement", "sc")).toBe("/templates/daily-settlement.xlsx?lang=sc");
  });

  it("carries a forecast's query, but never a second language", () => {
    const extra = new URLSearchParams({ fa: "800", rent: "60000", lang: "en" });
    expect(templateHref("pre-open-projection", "tc", extra)).toBe(
      "/templates/pre-open-projection.xlsx?lang=tc&fa=800&rent=60000",
    );
  });
});

describe("templateFiles", () => {
  const sizes = Object.fromEntries(
    TEMPLATE_IDS.map((id) => [id, { tc: 3, sc: 2, en: 1 }]),
  ) as TemplateSizes;

  it.each(LANGUAGES)("describes every template in %s with links in all languages", (language) => {
    const files = templateFiles(language, sizes);
    expect(files.map((f) => f.id)).toEqual([...TEMPLATE_IDS]);
    for (const file of files) {
      expect(file.sections).toEqual(templateSections(file.id, language));
      expect(Object.keys(file.hrefs)).toEqual([...LANGUAGES]);
      expect(file.sizes).toEqual({ tc: 3, sc: 2, en: 1 });
    }
  });
});
