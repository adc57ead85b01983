import { isLanguage, type Language } from "../../../shared/i18n/languages.ts";
import { type DeviceInfo, mergeDevice, parseDeviceInfo } from "../device/device-info.ts";
import { FONT_IDS, type FontId } from "../theme/fonts.ts";

/** The one localStorage key the client persists under (spec §4). */
export const SETTINGS_STORAGE_KEY = "tablestart";
export const SETTINGS_RESTORE_TIMEOUT_MS = 10_000;

export type Settings = {
  theme: string | null;
  font: FontId | null;
  force_dark: boolean | null;
  language: Language | null;
  device: DeviceInfo | null;
};

export const DEFAULT_SETTINGS: Settings = Object.freeze({
  theme: null,
  font: null,
  force_dark: null,
  language: null,
  device: null,
});

const THEME_MAX = 64;

const isFont = (value: unknown): value is FontId =>
  (FONT_IDS as readonly unknown[]).includes(value);

/**
 * Valid fields of an unknown value; anything unknown or invalid becomes null, field by field, so
 * a bad value costs only that value, not the reader's other choices. Checked by hand: this module
 * loads with every page, and a schema library there would cost every visitor its bytes
 * (decision 054).
 */
export function sanitizeSettings(value: unknown): Settings {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return DEFAULT_SETTINGS;
  const { theme, font, force_dark, language, device } = value as Record<string, unknown>;
  return {
    theme:
      typeof theme === "string" && theme.length >= 1 && theme.length <= THEME_MAX ? theme : null,
    font: isFont(font) ? font : null,
    force_dark: typeof force_dark === "boolean" ? force_dark : null,
    language: isLanguage(language) ? language : null,
    device: parseDeviceInfo(device),
  };
}

/** Settings from the raw text under SETTINGS_STORAGE_KEY (`{"settings": {...}}`). */
export function parseStoredSettings(raw: string | null): Settings {
  if (raw === null || raw === "") return DEFAULT_SETTINGS;
  let root: unknown;
  try {
    root = JSON.parse(raw);
  } catch {
    return DEFAULT_SETTINGS;
  }
  if (typeof root !== "object" || root === null) return DEFAULT_SETTINGS;
  return sanitizeSettings((root as { settings?: unknown }).settings);
}

/** Only the settings section is persisted, so the root holds nothing else. */
export function serializeSettings(settings: Settings): string {
  return JSON.stringify({ settings });
}

/** localStorage, or anything shaped like it that may answer asynchronously (native storage). */
export interface SettingsStorageReader {
  getItem(key: string): string | null | Promise<string | null>;
}

export interface SettingsStorage extends SettingsStorageReader {
  setItem(key: string, value: string): void | Promise<void>;
}

export interface RestoreOptions {
  timeoutMs?: number;
  warn?: (...args: unknown[]) => void;
}

/**
 * The stored settings, or the defaults when reading fails or takes longer than the time-out
 * (spec §4, §8). Never rejects: the app must start either way.
 */
export function restoreSettings(
  storage: SettingsStorageReader | null | undefined,
  { timeoutMs = SETTINGS_RESTORE_TIMEOUT_MS, warn = defaultWarn }: RestoreOptions = {},
): Promise<Settings> {
  return new Promise<Settings>((resolve) => {
    let settled = false;
    const finish = (settings: Settings) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(settings);
    };
    const timer = setTimeout(() => {
      warn(`Tablestart: restoring settings took over ${timeoutMs} ms; using defaults`);
      finish(DEFAULT_SETTINGS);
    }, timeoutMs);
    try {
      if (!storage) {
        finish(DEFAULT_SETTINGS);
        return;
      }
      Promise.resolve(storage.getItem(SETTINGS_STORAGE_KEY)).then(
        (raw) => finish(parseStoredSettings(raw)),
        (error: unknown) => {
          warn("Tablestart: could not restore settings; using defaults", error);
          finish(DEFAULT_SETTINGS);
        },
      );
    } catch (error) {
      warn("Tablestart: could not restore settings; using defaults", error);
      finish(DEFAULT_SETTINGS);
    }
  });
}

/** Writes the settings; a full or refused storage is logged, not thrown (the UI already changed). */
export async function persistSettings(
  storage: SettingsStorage | null | undefined,
  settings: Settings,
  warn: (...args: unknown[]) => void = defaultWarn,
): Promise<void> {
  if (!storage) return;
  try {
    await storage.setItem(SETTINGS_STORAGE_KEY, serializeSettings(settings));
  } catch (error) {
    warn("Tablestart: could not save settings", error);
  }
}

function defaultWarn(...args: unknown[]): void {
  console.warn(...args);
}

export type SettingsChange =
  | { type: "setTheme"; theme: string | null }
  | { type: "setFont"; font: FontId | null }
  | { type: "setForceDark"; forceDark: boolean | null }
  | { type: "setLanguage"; language: Language | null }
  | { type: "saveDevice"; device: Partial<DeviceInfo> }
  | { type: "clear" };

/** One user change applied to the settings (spec §4: each replaces one stored value). */
export function applySettingsChange(settings: Settings, change: SettingsChange): Settings {
  switch (change.type) {
    case "setTheme":
      return { ...settings, theme: change.theme };
    case "setFont":
      return { ...settings, font: change.font };
    case "setForceDark":
      return { ...settings, force_dark: change.forceDark };
    case "setLanguage":
      return { ...settings, language: change.language };
    case "saveDevice":
      return { ...settings, device: mergeDevice(settings.device, change.device) };
    case "clear":
      return DEFAULT_SETTINGS;
  }
}

export interface SettingsState {
  settings: Settings;
  ready: boolean;
  /** Changes made before the restore finished; replayed on top of what was restored. */
  pending: readonly SettingsChange[];
  /** Counts user changes, so only they (never a restore) trigger a write to storage. */
  revision: number;
}

export type SettingsAction =
  | SettingsChange
  | { type: "restored"; settings: Settings }
  /** Another tab wrote new settings: show them without writing them back. */
  | { type: "external"; settings: Settings };

export const INITIAL_SETTINGS_STATE: SettingsState = {
  settings: DEFAULT_SETTINGS,
  ready: false,
  pending: [],
  revision: 0,
};

export function settingsReducer(state: SettingsState, action: SettingsAction): SettingsState {
  switch (action.type) {
    case "restored": {
      if (state.ready) return state;
      const settings = state.pending.reduce(applySettingsChange, action.settings);
      return { settings, ready: true, pending: [], revision: state.revision };
    }
    case "external":
      return { ...state, settings: action.settings };
    default: {
      const settings = applySettingsChange(state.settings, action);
      return {
        settings,
        ready: state.ready,
        pending: state.ready ? state.pending : [...state.pending, action],
        revision: state.revision + 1,
      };
    }
  }
}
