import { describe, expect, it } from "vitest";
import { uploadPercent } from "./xhr-upload.ts";

describe("uploadPercent", () => {
  it("is the whole percent sent, capped at 100", () => {
    expect(uploadPercent(0, 200)).toBe(0);
    expect(uploadPercent(99, 200)).toBe(49);
    expect(uploadPercent(200, 200)).toBe(100);
    expect(uploadPercent(250, 200)).toBe(100);
  });

  it("is 0 while the size is unknown", () => {
    expect(uploadPercent(10, 0)).toBe(0);
    expect(uploadPercent(10, Number.NaN)).toBe(0);
  });
});
