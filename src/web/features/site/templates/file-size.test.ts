import { describe, expect, it } from "vitest";
import { formatFileSize } from "./file-size.ts";

describe("formatFileSize", () => {
  it("shows kilobytes, with a decimal only below ten", () => {
    expect(formatFileSize(36_412, "en")).toBe("36 kB");
    expect(formatFileSize(8_460, "en")).toBe("8.5 kB");
  });

  it("switches to megabytes from a million bytes", () => {
    expect(formatFileSize(1_250_000, "en")).toBe("1.3 MB");
  });

  it("formats in the page's language", () => {
    expect(formatFileSize(36_412, "zh-Hant-HK")).toMatch(/^36\s?kB$/);
  });
});
