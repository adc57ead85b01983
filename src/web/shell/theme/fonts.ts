import type { Language } from "../../../shared/i18n/languages.ts";

/**
 * Font choices offered to the reader. System stacks only: the product must render well offline
 * and without a web-font download on first paint, and CJK web fonts are several megabytes.
 */
export const FONT_IDS = ["sans", "serif", "rounded"] as const;
export type FontId = (typeof FONT_IDS)[number];

export const DEFAULT_FONT: FontId = "sans";

export interface FontChoice {
  id: FontId;
  /** The `font-family` for Traditional Chinese (Hong Kong) and English pages. */
  stack: string;
  /**
   * The same for Simplified Chinese text: the same Latin families, then Simplified Chinese ones,
   * whose glyphs follow the mainland's standard forms (a Traditional font draws 说 or 门 with
   * Hong Kong forms, or falls back to a random system font).
   */
  stackHans: string;
}

// CJK families come before the generic family so Chinese text does not fall back to a random
// system font; Latin text still uses the first (Latin) families of each stack.
export const FONTS: readonly FontChoice[] = [
  {
    id: "sans",
    stack:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "PingFang HK", "PingFang TC", "Noto Sans CJK HK", "Noto Sans CJK TC", "Noto Sans HK", "Noto Sans TC", "Microsoft JhengHei", sans-serif',
    stackHans:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "PingFang SC", "Noto Sans CJK SC", "Noto Sans SC", "Microsoft YaHei", sans-serif',
  },
  {
    id: "serif",
    stack:
      'Georgia, "Times New Roman", "Songti TC", "Noto Serif CJK HK", "Noto Serif CJK TC", "PMingLiU", "MingLiU", serif',
    stackHans: 'Georgia, "Times New Roman", "Songti SC", "Noto Serif CJK SC", "SimSun", serif',
  },
  {
    id: "rounded",
    stack:
      'ui-rounded, "SF Pro Rounded", "Hiragino Maru Gothic ProN", "Arial Rounded MT Bold", "Nunito", "PingFang HK", "Noto Sans CJK HK", "Noto Sans CJK TC", "Microsoft JhengHei", system-ui, sans-serif',
    stackHans:
      'ui-rounded, "SF Pro Rounded", "Hiragino Maru Gothic ProN", "Arial Rounded MT Bold", "Nunito", "PingFang SC", "Noto Sans CJK SC", "Microsoft YaHei", system-ui, sans-serif',
  },
];

export function isFontId(value: unknown): value is FontId {
  return typeof value === "string" && (FONT_IDS as readonly string[]).includes(value);
}

/** A font's stack for a language: Simplified Chinese has its own. */
export function fontStack(id: FontId, language: Language = "tc"): string {
  // FONTS covers every FontId (a test checks it), so the fallback only guards against drift.
  const font = FONTS.find((f) => f.id === id) ?? FONTS[0]!;
  return language === "sc" ? font.stackHans : font.stack;
}
