import { createContext } from "react";
import type { Language } from "../../../shared/i18n/languages.ts";
import type { DeviceInfo } from "../device/device-info.ts";
import type { FontId } from "../theme/fonts.ts";
import type { Settings } from "./settings-store.ts";

export interface SettingsContextValue {
  settings: Settings;
  /** True once the restore succeeded, failed or timed out. */
  ready: boolean;
  setTheme(theme: string | null): void;
  setFont(font: FontId | null): void;
  setForceDark(forceDark: boolean | null): void;
  setLanguage(language: Language | null): void;
  /** Merges the given fields into the stored device record. */
  saveDevice(device: Partial<DeviceInfo>): void;
  /** Resets every setting to its default (null). */
  clear(): void;
}

// Its own module so theme/colour-mode.ts can read settings without an import cycle.
export const SettingsContext = createContext<SettingsContextValue | null>(null);
