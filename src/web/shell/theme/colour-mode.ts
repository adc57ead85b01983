import { useOptionalSettings } from "../settings/settings-context-value.ts";
import { PREFERS_DARK_QUERY, useMediaQuery } from "./media-query.ts";
import type { ColourMode } from "./palettes.ts";

export type { ColourMode } from "./palettes.ts";

/** The theme choice the UI offers; it maps one to one onto the stored `force_dark` flag. */
export type ThemeChoice = "light" | "dark" | "system";

export const THEME_CHOICES: readonly ThemeChoice[] = ["light", "dark", "system"];

export function resolveColourMode(
  forceDark: boolean | null,
  systemPrefersDark: boolean,
): ColourMode {
  if (forceDark === true) return "dark";
  if (forceDark === false) return "light";
  return systemPrefersDark ? "dark" : "light";
}

export function themeChoiceOf(forceDark: boolean | null): ThemeChoice {
  if (forceDark === true) return "dark";
  if (forceDark === false) return "light";
  return "system";
}

export function forceDarkOf(choice: ThemeChoice): boolean | null {
  if (choice === "dark") return true;
  if (choice === "light") return false;
  return null;
}

/** Whether the operating system asks for dark mode; follows live changes (false on the server). */
export function useSystemPrefersDark(): boolean {
  return useMediaQuery(PREFERS_DARK_QUERY);
}

/**
 * The colour mode in effect: the stored override when a SettingsProvider is above, otherwise the
 * system preference. Renders "light" on the server and during hydration (the document itself is
 * already painted in the right mode by the boot script and the CSS media query).
 */
export function useColourMode(): ColourMode {
  const settings = useOptionalSettings();
  const systemPrefersDark = useSystemPrefersDark();
  return resolveColourMode(settings?.settings.force_dark ?? null, systemPrefersDark);
}
