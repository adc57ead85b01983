import { describe, expect, it } from "vitest";
import { applyDocumentAttributes, documentAttributesFor } from "./document-attributes.ts";

describe("documentAttributesFor", () => {
  it("resolves the colour mode and font for <html>", () => {
    expect(documentAttributesFor({ force_dark: null, font: null }, false)).toEqual({
      "data-color-mode": "light",
      "data-font": "sans",
    });
    expect(documentAttributesFor({ force_dark: null, font: "serif" }, true)).toEqual({
      "data-color-mode": "dark",
      "data-font": "serif",
    });
    expect(
      documentAttributesFor({ force_dark: false, font: "rounded" }, true)["data-color-mode"],
    ).toBe("light");
    expect(documentAttributesFor({ force_dark: true, font: null }, false)["data-color-mode"]).toBe(
      "dark",
    );
  });

  it("sets them on an element", () => {
    const set: Record<string, string> = {};
    applyDocumentAttributes(
      { setAttribute: (n, v) => (set[n] = v) },
      { "data-color-mode": "dark", "data-font": "sans" },
    );
    expect(set).toEqual({ "data-color-mode": "dark", "data-font": "sans" });
  });
});
