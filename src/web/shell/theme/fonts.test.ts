import { describe, expect, it } from "vitest";
import { DEFAULT_FONT, FONT_IDS, FONTS, fontStack, isFontId } from "./fonts.ts";

describe("fonts", () => {
  it("offers exactly sans, serif and rounded, with sans the default", () => {
    expect(FONTS.map((f) => f.id)).toEqual(["sans", "serif", "rounded"]);
    expect([...FONT_IDS]).toEqual(FONTS.map((f) => f.id));
    expect(DEFAULT_FONT).toBe("sans");
  });

  it("uses system stacks that cover Traditional and Simplified Chinese", () => {
    expect(fontStack("sans")).toMatch(/^system-ui,/);
    for (const family of ['"Noto Sans CJK HK"', '"PingFang HK"', '"Microsoft JhengHei"']) {
      expect(fontStack("sans")).toContain(family);
      expect(fontStack("sans", "sc")).not.toContain(family);
    }
    for (const family of ['"Noto Sans CJK SC"', '"PingFang SC"', '"Microsoft YaHei"']) {
      expect(fontStack("sans", "sc")).toContain(family);
      expect(fontStack("sans", "tc")).not.toContain(family);
    }
    for (const family of ['"Noto Serif CJK TC"', '"PMingLiU"', "Georgia"]) {
      expect(fontStack("serif")).toContain(family);
    }
    expect(fontStack("serif")).toMatch(/serif$/);
    expect(fontStack("rounded")).toMatch(/^ui-rounded,/);
    for (const font of FONTS) {
      for (const stack of [font.stack, font.stackHans]) {
        expect(stack).not.toMatch(/url\(|@import/);
        expect(stack).toMatch(/(sans-serif|serif)$/);
      }
      // Latin text looks the same on every page: the stacks start with the same families.
      expect(font.stackHans.split(",")[0]).toBe(font.stack.split(",")[0]);
    }
  });

  it("recognises font ids", () => {
    expect(isFontId("serif")).toBe(true);
    expect(isFontId("comic")).toBe(false);
    expect(isFontId(null)).toBe(false);
    expect(isFontId(1)).toBe(false);
  });
});
