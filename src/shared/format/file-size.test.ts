import { describe, expect, it } from "vitest";
import { formatFileSize } from "./file-size.ts";

describe("formatFileSize", () => {
  it("shows kilobytes, with a decimal only below ten", () => {
    expect(formatFileSize(36_412, "en")).toBe("36\u00a0kB");
    expect(formatFileSize(8_460, "en")).toBe("8.5\u00a0kB");
  });

  it("switches to megabytes from a million bytes", () => {
    expect(formatFileSize(1_250_000, "en")).toBe("1.3\u00a0MB");
  });

  it("formats in the page's language", () => {
    expect(formatFileSize(36_412, "zh-Hant-HK")).toMatch(/^36\u00a0?kB$/);
  });

  it("never lets a line break between the number and its unit", () => {
    for (const tag of ["en", "zh-Hant-HK", "zh-Hans-CN"]) {
      expect(formatFileSize(16_000, tag)).not.toMatch(/[ \t\n]/);
    }
  });
});
