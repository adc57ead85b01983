import { describe, expect, it } from "vitest";
import { contrastRatio, relativeLuminance } from "./contrast.ts";

describe("contrast", () => {
  it("computes WCAG luminance and ratios", () => {
    expect(relativeLuminance("#000000")).toBe(0);
    expect(relativeLuminance("#ffffff")).toBeCloseTo(1, 5);
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#777777", "#777777")).toBe(1);
    // Symmetric, and case does not matter.
    expect(contrastRatio("#407cb9", "#FFFFFF")).toBeCloseTo(
      contrastRatio("#ffffff", "#407CB9"),
      10,
    );
    expect(contrastRatio("#407cb9", "#ffffff")).toBeCloseTo(4.37, 2);
  });

  it("rejects anything but #rrggbb", () => {
    expect(() => relativeLuminance("red")).toThrow();
    expect(() => relativeLuminance("#fff")).toThrow();
  });
});
