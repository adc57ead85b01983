import { createContext, useContext, useSyncExternalStore } from "react";
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

/** What changes the settings; the same functions for the provider's life. */
export type SettingsActions = Omit<SettingsContextValue, "settings" | "ready">;

/**
 * The settings as a store the context hands down unchanged: readers subscribe to it, so a change
 * (the restore at start-up) re-renders them alone. A changed context value would reach into the
 * page's sections whose code has not loaded yet (their server HTML, not hydrated): React would
 * have to hydrate them first, and the restore would wait for code the visitor may never need.
 */
export interface SettingsStoreHandle {
  actions: SettingsActions;
  subscribe(listener: () => void): () => void;
  /** The same object until the settings change. */
  get(): SettingsContextValue;
  /** What the server rendered with: defaults, not ready. */
  initial(): SettingsContextValue;
}

// Its own module so theme/colour-mode.ts can read settings without an import cycle.
export const SettingsContext = createContext<SettingsStoreHandle | null>(null);

/** The settings of the nearest SettingsProvider, or null without one. */
export function useOptionalSettings(): SettingsContextValue | null {
  const store = useContext(SettingsContext);
  return useSyncExternalStore(
    store?.subscribe ?? noSubscription,
    store?.get ?? noSettings,
    store?.initial ?? noSettings,
  );
}

const noSubscription = () => () => {};
const noSettings = () => null;
