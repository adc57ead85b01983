import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { firmVars } from "../../site/firm.ts";
import { generateSc, renderScModule, SC_GENERATED_HEADER } from "../generate-sc.ts";
import { LANGUAGES } from "../languages.ts";
import { translate } from "../translate.ts";
import { en } from "./en.ts";
import { MESSAGES, type Messages } from "./index.ts";
import { sc } from "./sc.generated.ts";
import { scOverrides } from "./sc-overrides.ts";
import { tc } from "./tc.ts";

const tcKeys = Object.keys(tc).sort();

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? "").sort();
}

describe.each(LANGUAGES)("the %s catalogue", (language) => {
  const messages = MESSAGES[language];

  it("has exactly the keys of tc", () => {
    expect(Object.keys(messages).sort()).toEqual(tcKeys);
  });

  it("has no empty message", () => {
    const empty = Object.entries(messages).filter(([, text]) => text.trim() === "");
    expect(empty).toEqual([]);
  });

  it("uses the same placeholders as tc for every key", () => {
    const different = tcKeys.filter(
      (key) =>
        placeholders(messages[key as keyof typeof tc]).join() !==
        placeholders(tc[key as keyof typeof tc]).join(),
    );
    expect(different).toEqual([]);
  });
});

describe("the sc catalogue", () => {
  it("is what the generator makes of tc and the overrides today (run `npm run i18n:sc`)", () => {
    expect(sc).toEqual(generateSc(tc, scOverrides));
  });

  it("keeps its do-not-edit header", () => {
    const file = readFileSync(new URL("./sc.generated.ts", import.meta.url), "utf8");
    expect(file.startsWith(SC_GENERATED_HEADER)).toBe(true);
  });

  it("overrides only keys that tc has, and only where the wording changes", () => {
    const converted = generateSc(tc, {});
    const needless = Object.entries(scOverrides).filter(
      ([key, text]) => converted[key as keyof typeof tc] === text,
    );
    expect(needless).toEqual([]);
  });
});

describe("generateSc", () => {
  it("converts Hong Kong Traditional to Simplified and lets an override win", () => {
    const source = { ...tc, "site.title": "免費餐廳開業工具", "common.close": "關閉" };
    const result = generateSc(source, { "common.close": "关上" });
    expect(result["site.title"]).toBe("免费餐厅开业工具");
    expect(result["common.close"]).toBe("关上");
  });

  it("rejects an override for a key tc does not have", () => {
    expect(() => generateSc(tc, { "no.such.key": "x" } as never)).toThrow(/no\.such\.key/);
  });

  it("renders a module that declares the sc catalogue", () => {
    const text = renderScModule(generateSc(tc, scOverrides));
    expect(text).toContain("export const sc: Messages = {");
    expect(text).toContain('"site.title": "免费餐厅开业工具",');
  });
});

describe("the catalogues", () => {
  it("title the site as the design asks", () => {
    expect([tc["site.title"], sc["site.title"], en["site.title"]]).toEqual([
      "免費餐廳開業工具",
      "免费餐厅开业工具",
      "Free restaurant toolkit",
    ]);
  });

  it("give search engines descriptions of a useful length, whatever the firm's settings", () => {
    const firms = [
      { name: null, years: null },
      { name: null, years: 12 },
    ];
    for (const key of ["seo.home.description", "seo.about.description"] as const) {
      for (const firm of firms) {
        const filled = (messages: Messages) =>
          translate(
            messages,
            key,
            firmVars((k, v) => translate(messages, k, v), firm),
          );
        expect(filled(en).length).toBeGreaterThanOrEqual(120);
        expect(filled(en).length).toBeLessThanOrEqual(160);
        for (const chinese of [filled(tc), filled(sc)]) {
          expect(chinese.length).toBeGreaterThanOrEqual(60);
          expect(chinese.length).toBeLessThanOrEqual(95);
        }
      }
    }
  });
});
