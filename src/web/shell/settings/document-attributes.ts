import { resolveColourMode } from "../theme/colour-mode.ts";
import { DEFAULT_FONT } from "../theme/fonts.ts";
import type { ColourMode } from "../theme/palettes.ts";
import type { Settings } from "./settings-store.ts";

export interface DocumentAttributes {
  "data-color-mode": ColourMode;
  "data-font": string;
}

/** What `<html>` carries for the given settings, so CSS can pick palette and font. */
export function documentAttributesFor(
  settings: Pick<Settings, "force_dark" | "font">,
  systemPrefersDark: boolean,
): DocumentAttributes {
  return {
    "data-color-mode": resolveColourMode(settings.force_dark, systemPrefersDark),
    "data-font": settings.font ?? DEFAULT_FONT,
  };
}

export function applyDocumentAttributes(
  element: { setAttribute(name: string, value: string): void },
  attributes: DocumentAttributes,
): void {
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
}
