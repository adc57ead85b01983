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
    for (const family of [
      '"Noto Sans CJK TC"',
      '"Noto Sans CJK SC"',
      '"PingFang HK"',
      '"Microsoft JhengHei"',
    ]) {
      expect(fontStack("sans")).toContain(family);
    }
    for (const family of ['"Noto Serif CJK TC"', '"PMingLiU"', "Georgia"]) {
      expect(fontStack("serif")).toContain(family);
    }
    expect(fontStack("serif")).toMatch(/serif$/);
    expect(fontStack("rounded")).toMatch(/^ui-rounded,/);
    for (const font of FONTS) {
      expect(font.stack).not.toMatch(/url\(|@import/);
      expect(font.stack).toMatch(/(sans-serif|serif)$/);
    }
  });

  it("recognises font ids", () => {
    expect(isFontId("serif")).toBe(true);
    expect(isFontId("comic")).toBe(false);
    expect(isFontId(null)).toBe(false);
    expect(isFontId(1)).toBe(false);
  });
});
