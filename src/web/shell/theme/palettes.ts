/** A theme as the spec defines it (§3 "Theme definition", colours from §9). */
export type ColourMode = "light" | "dark";

export interface Palette {
  mode: ColourMode;
  primary: string;
  secondary: string;
  action: string;
  background: string;
  card: string;
  text: string;
  textSecondary: string;
  border: string;
  error: string;
}

export interface ThemeDefinition {
  id: string;
  light: Palette;
  dark: Palette;
  info: { category: "main" };
}

export const DEFAULT_THEME_ID = "tablestart";

export const TABLESTART_THEME: ThemeDefinition = {
  id: DEFAULT_THEME_ID,
  light: {
    mode: "light",
    primary: "#407cb9",
    secondary: "#f1f6fa",
    action: "#2c5681",
    background: "#fbfbfb",
    card: "#ffffff",
    text: "#303030",
    textSecondary: "#666666",
    border: "#e8e8e8",
    error: "#e13c41",
  },
  dark: {
    mode: "dark",
    primary: "#407cb9",
    secondary: "#212224",
    action: "#336393",
    background: "#1b1b1b",
    card: "#1f1f20",
    text: "#EFEFEF",
    textSecondary: "#BBBBBB",
    border: "#333333",
    error: "#e13c41",
  },
  info: { category: "main" },
};

export const THEMES: readonly ThemeDefinition[] = [TABLESTART_THEME];

export function findTheme(id: string | null | undefined): ThemeDefinition {
  return THEMES.find((t) => t.id === id) ?? TABLESTART_THEME;
}

/**
 * Colours the spec's palettes lack but accessible text needs: the spec's primary and error
 * colours reach only about 4.3:1 and 4:1 as small text (WCAG AA asks 4.5:1), so links and
 * error messages use these tints instead. theme.css carries the same values (a test checks).
 */
export const TEXT_ACCENTS: Record<
  ColourMode,
  { link: string; errorText: string; onAction: string }
> = {
  light: { link: "#2c5681", errorText: "#c4262c", onAction: "#ffffff" },
  dark: { link: "#8cb8e6", errorText: "#f27c80", onAction: "#ffffff" },
};
