/**
 * Font choices offered to the reader. System stacks only: the product must render well offline
 * and without a web-font download on first paint, and CJK web fonts are several megabytes.
 */
export const FONT_IDS = ["sans", "serif", "rounded"] as const;
export type FontId = (typeof FONT_IDS)[number];

export const DEFAULT_FONT: FontId = "sans";

export interface FontChoice {
  id: FontId;
  /** A CSS `font-family` value. */
  stack: string;
}

// CJK families come before the generic family so Chinese text does not fall back to a
// random system font; Latin text still uses the first (Latin) family of each stack.
export const FONTS: readonly FontChoice[] = [
  {
    id: "sans",
    stack:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans CJK TC", "Noto Sans CJK SC", "PingFang HK", "PingFang TC", "PingFang SC", "Microsoft JhengHei", "Microsoft YaHei", sans-serif',
  },
  {
    id: "serif",
    stack:
      'Georgia, "Times New Roman", "Noto Serif CJK TC", "Noto Serif CJK SC", "Songti TC", "Songti SC", "PMingLiU", "MingLiU", "SimSun", serif',
  },
  {
    id: "rounded",
    stack:
      'ui-rounded, "SF Pro Rounded", "Hiragino Maru Gothic ProN", "Arial Rounded MT Bold", "Nunito", "Noto Sans CJK TC", "Noto Sans CJK SC", "PingFang HK", "Microsoft JhengHei", system-ui, sans-serif',
  },
];

export function isFontId(value: unknown): value is FontId {
  return typeof value === "string" && (FONT_IDS as readonly string[]).includes(value);
}

export function fontStack(id: FontId): string {
  const font = FONTS.find((f) => f.id === id);
  // FONTS covers every FontId (a test checks it), so the fallback only guards against drift.
  return font ? font.stack : FONTS[0]!.stack;
}
