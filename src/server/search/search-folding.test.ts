import fc from "fast-check";
import OpenCC from "opencc-js";
import { describe, expect, it } from "vitest";
import { foldForSearch, searchWords } from "./search-folding.ts";

const RUNS = { numRuns: 500 };
/** OpenCC as the sc catalogue uses it, phrases included (src/shared/i18n/generate-sc.ts). */
const toSimplified = OpenCC.Converter({ from: "hk", to: "cn" });
const toTraditional = OpenCC.Converter({ from: "cn", to: "hk" });

/** Han characters of the Basic block: Traditional, Simplified and shared ones alike. */
const han = fc.string({
  unit: fc.integer({ min: 0x4e00, max: 0x9fff }).map((code) => String.fromCodePoint(code)),
  maxLength: 12,
});
/** Mixed text: Han, Latin, full-width forms, punctuation, spaces. */
const mixed = fc.string({
  unit: fc.oneof(
    fc.integer({ min: 0x4e00, max: 0x9fff }).map((code) => String.fromCodePoint(code)),
    fc.constantFrom(..."AbcÉéßİ ,.!?'’-「」、。（）　ＡＢＣａｂｃ１２３＆·"),
  ),
  maxLength: 20,
});

describe("foldForSearch", () => {
  it("folds the same phrase in Traditional and Simplified Chinese to one form", () => {
    const pairs: [string, string][] = [
      ["茶餐廳", "茶餐厅"],
      ["灣仔", "湾仔"],
      ["燒味", "烧味"],
      ["咖啡店", "咖啡店"],
      ["銅鑼灣", "铜锣湾"],
      ["觀塘海濱", "观塘海滨"],
      ["雲吞麵", "云吞面"],
      ["點心", "点心"],
      ["髮型屋", "发型屋"],
      ["會盡快回覆", "会尽快回复"],
      ["颱風", "台风"],
    ];
    for (const [traditional, simplified] of pairs) {
      expect(foldForSearch(traditional), traditional).toBe(foldForSearch(simplified));
    }
    expect(foldForSearch("茶餐廳")).toBe("茶餐厅");
  });

  it("folds full-width forms, case, accents and spacing", () => {
    expect(foldForSearch("ＡＢＣ")).toBe("abc");
    expect(foldForSearch("ＡＢＣ")).toBe(foldForSearch("abc"));
    expect(foldForSearch("ｃａｆé　１２３")).toBe("cafe 123");
    expect(foldForSearch("  Café   de\tCoral\n")).toBe("cafe de coral");
    expect(foldForSearch("STRASSE")).toBe(foldForSearch("straße"));
  });

  it("drops punctuation between words and joins apostrophes", () => {
    expect(foldForSearch("「大家樂」")).toBe("大家乐");
    expect(foldForSearch("旺角／Mong-Kok")).toBe("旺角 mong kok");
    expect(foldForSearch("Bar & Grill!")).toBe("bar grill");
    expect(foldForSearch("McDonald’s")).toBe("mcdonalds");
    expect(foldForSearch("McDonald's")).toBe("mcdonalds");
    expect(foldForSearch("灣仔・銅鑼灣，中環。")).toBe("湾仔 铜锣湾 中环");
    expect(foldForSearch("?!…")).toBe("");
  });

  it("keeps text that needs no folding", () => {
    expect(foldForSearch("wan chai 2")).toBe("wan chai 2");
    expect(foldForSearch("かふぇ 카페")).toBe("かふぇ 카페");
  });

  it("is idempotent", () => {
    fc.assert(
      fc.property(fc.oneof(mixed, fc.string({ unit: "binary" })), (text) => {
        const once = foldForSearch(text);
        expect(foldForSearch(once)).toBe(once);
      }),
      RUNS,
    );
  });

  it("folds a substring of Chinese text to a substring of its fold", () => {
    fc.assert(
      fc.property(han, fc.nat(), fc.nat(), (text, a, b) => {
        const characters = [...text];
        const start = a % (characters.length + 1);
        const end = start + (b % (characters.length - start + 1));
        const part = characters.slice(start, end).join("");
        expect(foldForSearch(text)).toContain(foldForSearch(part));
      }),
      RUNS,
    );
  });

  it("folds OpenCC's conversions either way like the original", () => {
    fc.assert(
      fc.property(han, (text) => {
        expect(foldForSearch(toSimplified(text))).toBe(foldForSearch(text));
        expect(foldForSearch(toTraditional(text))).toBe(foldForSearch(text));
      }),
      RUNS,
    );
  });

  it("leaves no doubled, leading or trailing spaces", () => {
    fc.assert(
      fc.property(mixed, (text) => {
        const folded = foldForSearch(text);
        expect(folded).toBe(folded.trim());
        expect(folded).not.toMatch(/\s{2}|[^\S ]/);
      }),
      RUNS,
    );
  });
});

describe("searchWords", () => {
  it("splits a folded query into distinct words", () => {
    expect(searchWords("Wan Chai 灣仔 wan CHAI")).toEqual(["wan", "chai", "湾仔"]);
    expect(searchWords("  ，。 ")).toEqual([]);
  });
});
