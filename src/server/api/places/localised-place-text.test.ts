import { describe, expect, it } from "vitest";
import { excerptOf, generatedSimplified, localisedPlaceText } from "./localised-place-text.ts";

const chinese = {
  title: "灣仔茶餐廳",
  content: "老字號茶餐廳，絲襪奶茶。",
  excerpt: "老字號茶餐廳，絲襪奶茶。",
  titleEn: "",
  contentEn: "",
  titleSc: null,
  contentSc: null,
};
const bilingual = {
  ...chinese,
  titleEn: "Wan Chai Café",
  contentEn: "An old-school café: silk-stocking milk tea.",
};

describe("localisedPlaceText (decision 083)", () => {
  it("reads English in English, and the Traditional where no English was given", () => {
    expect(localisedPlaceText(bilingual, "en")).toEqual({
      title: "Wan Chai Café",
      content: "An old-school café: silk-stocking milk tea.",
      excerpt: "An old-school café: silk-stocking milk tea.",
    });
    expect(localisedPlaceText(chinese, "en")).toEqual({
      title: "灣仔茶餐廳",
      content: "老字號茶餐廳，絲襪奶茶。",
      excerpt: "老字號茶餐廳，絲襪奶茶。",
    });
    // Each text stands alone: an English name over a Chinese-only description.
    expect(localisedPlaceText({ ...chinese, titleEn: "Wan Chai Café" }, "en")).toMatchObject({
      title: "Wan Chai Café",
      content: "老字號茶餐廳，絲襪奶茶。",
    });
  });

  it("reads Traditional in Traditional, the English standing in for an empty description", () => {
    expect(localisedPlaceText(bilingual, "tc")).toEqual({
      title: "灣仔茶餐廳",
      content: "老字號茶餐廳，絲襪奶茶。",
      excerpt: "老字號茶餐廳，絲襪奶茶。",
    });
    expect(localisedPlaceText({ ...bilingual, content: "", excerpt: "" }, "tc")).toEqual({
      title: "灣仔茶餐廳",
      content: "An old-school café: silk-stocking milk tea.",
      excerpt: "An old-school café: silk-stocking milk tea.",
    });
  });

  it("converts the Traditional for Simplified readers unless the owner wrote their own", () => {
    expect(localisedPlaceText(bilingual, "sc")).toEqual({
      title: "湾仔茶餐厅",
      content: "老字号茶餐厅，丝袜奶茶。",
      excerpt: "老字号茶餐厅，丝袜奶茶。",
    });
    const own = { ...bilingual, titleSc: "湾仔冰室", contentSc: "老牌冰室。" };
    expect(localisedPlaceText(own, "sc")).toEqual({
      title: "湾仔冰室",
      content: "老牌冰室。",
      excerpt: "老牌冰室。",
    });
    // An empty override is none.
    expect(localisedPlaceText({ ...bilingual, titleSc: "", contentSc: "" }, "sc").title).toBe(
      "湾仔茶餐厅",
    );
  });

  it("converts the same text the same way every time, however many texts went before", () => {
    // Past the kept texts' budget: the first ones are dropped, and converted again when asked for.
    const many = Array.from({ length: 150 }, (_, index) => ({
      ...chinese,
      title: `茶餐廳 ${index}`,
      content: `${index} ${"絲襪奶茶。".repeat(2_000)}`,
    }));
    for (const place of many) localisedPlaceText(place, "sc");
    for (const index of [0, 149]) {
      const text = localisedPlaceText(many[index]!, "sc");
      expect(text.title).toBe(`茶餐厅 ${index}`);
      expect(text.content).toBe(`${index} ${"丝袜奶茶。".repeat(2_000)}`);
    }
    expect(generatedSimplified(chinese)).toEqual({
      title: "湾仔茶餐厅",
      content: "老字号茶餐厅，丝袜奶茶。",
    });
  });

  it("summarises a description in at most 160 characters, on one line", () => {
    expect(excerptOf("  one\n\ntwo  ")).toBe("one two");
    const long = excerptOf("字".repeat(400));
    expect(long).toHaveLength(160);
    expect(long.endsWith("…")).toBe(true);
    const english = localisedPlaceText({ ...bilingual, contentEn: "word ".repeat(100) }, "en");
    expect(english.excerpt).toHaveLength(160);
    expect(english.content).toHaveLength(500);
  });
});
