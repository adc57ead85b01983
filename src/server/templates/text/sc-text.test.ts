import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { simplifyDeep } from "../../../shared/i18n/generate-sc.ts";
import { SC_TEXT_MODULES, scGeneratedHeader, scTextOfModule } from "./sc-text-modules.ts";
import {
  applyScOverrides,
  applyScVocabulary,
  entryAt,
  overrideEntries,
  SC_TEMPLATE_VOCABULARY,
  scTextOf,
} from "./sc-text-overrides.ts";

const root = new URL("../../../../", import.meta.url);

const generatedText = async (module: (typeof SC_TEXT_MODULES)[number]) =>
  ((await import(new URL(module.target, root).href)) as Record<string, unknown>)[module.exportName];

/** Every string of a text object. */
const stringsOf = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : value !== null && typeof value === "object"
      ? Object.values(value).flatMap(stringsOf)
      : [];

/**
 * Hong Kong vocabulary the review (§3.3, S1–S2) found in the generated sc, or that a mainland reader
 * would misread (劳保: work gloves, not employees' compensation insurance).
 */
const HONG_KONG_TERMS = [
  "劳保",
  "纪录",
  "家私",
  "雪柜",
  "冷气",
  "天花",
  "地台",
  "按金",
  "上期租金",
  "程式",
  "资讯",
  "平方呎",
  "落单",
  "毫",
  "覆核",
  "字元",
  "应征",
  "多谢",
  "手提电话",
  "电邮",
  "联络",
  "更表",
  "楼面",
  "水吧",
  "替更",
  "核数",
  "范本",
  "试算表",
  "连结",
  "铺位",
  "台椅",
  "「",
  "」",
];

describe.each(SC_TEXT_MODULES)("the generated sc text $target", (module) => {
  it("is what OpenCC, the vocabulary list and the overrides make of the tc source today (run `npm run i18n:sc`)", async () => {
    expect(await generatedText(module)).toEqual(scTextOfModule(module));
  });

  it("keeps its do-not-edit header", () => {
    const text = readFileSync(new URL(module.target, root), "utf8");
    expect(text.startsWith(scGeneratedHeader(module.sourceModule))).toBe(true);
  });

  it("reads as mainland Simplified Chinese: none of the Hong Kong words the review listed", async () => {
    const strings = stringsOf(await generatedText(module));
    for (const term of HONG_KONG_TERMS) {
      expect(
        strings.filter((text) => text.includes(term)),
        term,
      ).toEqual([]);
    }
    // Every string is still all Simplified characters.
    expect(strings.filter((text) => simplifyDeep(text) !== text)).toEqual([]);
  });

  it("carries each per-entry override, which changes the converted text and keeps its figures", async () => {
    const generated = await generatedText(module);
    const plain = scTextOf(module.source);
    for (const [path, override] of overrideEntries(module.overrides)) {
      // Fails if the generator ignores the overrides.
      expect(entryAt(generated, path), path).toBe(override);
      const converted = entryAt(plain, path);
      expect(typeof converted, path).toBe("string");
      expect(override, `${path} changes nothing`).not.toBe(converted);
      // A tc edit that changes a figure must be followed in the override.
      const figures = (text: unknown) => String(text).match(/\d[\d,.]*/g) ?? [];
      expect(figures(override), path).toEqual(figures(converted));
    }
  });
});

describe("the template sc overrides", () => {
  it("exist for some template texts", () => {
    expect(
      SC_TEXT_MODULES.filter((module) => module.overrides !== undefined).length,
    ).toBeGreaterThan(1);
  });

  it("replace an entry at any depth and refuse one the text does not have", () => {
    const text = { a: ["一", "二"], b: { c: "三" } };
    expect(applyScOverrides(text, { a: { 1: "贰" }, b: { c: "叁" } })).toEqual({
      a: ["一", "贰"],
      b: { c: "叁" },
    });
    expect(text.a[1]).toBe("二");
    expect(() => applyScOverrides(text, { d: "x" })).toThrow(/d, which tc does not have/);
    expect(() => applyScOverrides(text, { a: { 5: "x" } })).toThrow(/a\.5/);
    expect(() => applyScOverrides(text, { b: "x" })).toThrow(/replaces a group/);
  });

  it("apply after the vocabulary list, which turns Hong Kong words into mainland ones", () => {
    expect(applyScVocabulary("雇员纪录及电邮")).toBe("雇员记录及电子邮件");
    expect(scTextOf({ x: "請填「不適用」", y: "僱傭紀錄" }, { y: "覆盖" })).toEqual({
      x: "请填“不适用”",
      y: "覆盖",
    });
    for (const [hongKong, mainland] of SC_TEMPLATE_VOCABULARY) {
      expect(simplifyDeep(mainland), hongKong).toBe(mainland);
    }
  });
});
