import {
  type ReactNode,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import type { DeviceInfo } from "../device/device-info.ts";
import { useSystemPrefersDark } from "../theme/colour-mode.ts";
import { applyDocumentAttributes, documentAttributesFor } from "./document-attributes.ts";
import {
  type SettingsActions,
  SettingsContext,
  type SettingsContextValue,
  type SettingsStoreHandle,
  useOptionalSettings,
} from "./settings-context-value.ts";
import {
  INITIAL_SETTINGS_STATE,
  parseStoredSettings,
  persistSettings,
  restoreSettings,
  SETTINGS_RESTORE_TIMEOUT_MS,
  SETTINGS_STORAGE_KEY,
  type Settings,
  type SettingsState,
  type SettingsStorage,
  settingsReducer,
} from "./settings-store.ts";

export type { SettingsContextValue } from "./settings-context-value.ts";

export interface SettingsProviderProps {
  children: ReactNode;
  /**
   * Where settings live. Defaults to the browser's localStorage (looked up after mount, so the
   * server render never touches it); pass null to keep settings in memory only.
   */
  storage?: SettingsStorage | null;
  timeoutMs?: number;
}

function browserStorage(): SettingsStorage | null {
  try {
    // Reading the property itself throws when the browser blocks site data.
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

type SettingsAction = Parameters<typeof settingsReducer>[1];

/** One provider's settings: the reducer's state, and the value readers get, rebuilt on change. */
function createSettingsStore(): SettingsStoreHandle & {
  state(): SettingsState;
  dispatch(action: SettingsAction): void;
} {
  let state = INITIAL_SETTINGS_STATE;
  const listeners = new Set<() => void>();
  const dispatch = (action: SettingsAction) => {
    const next = settingsReducer(state, action);
    if (next === state) return;
    state = next;
    value = readerValue(state);
    for (const listener of listeners) listener();
  };
  const actions: SettingsActions = {
    setTheme: (theme: Settings["theme"]) => dispatch({ type: "setTheme", theme }),
    setFont: (font: Settings["font"]) => dispatch({ type: "setFont", font }),
    setForceDark: (forceDark: boolean | null) => dispatch({ type: "setForceDark", forceDark }),
    setLanguage: (language: Settings["language"]) => dispatch({ type: "setLanguage", language }),
    saveDevice: (device: Partial<DeviceInfo>) => dispatch({ type: "saveDevice", device }),
    clear: () => dispatch({ type: "clear" }),
  };
  const readerValue = (from: SettingsState): SettingsContextValue => ({
    settings: from.settings,
    ready: from.ready,
    ...actions,
  });
  const initial = readerValue(INITIAL_SETTINGS_STATE);
  let value = initial;
  return {
    actions,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get: () => value,
    initial: () => initial,
    state: () => state,
    dispatch,
  };
}

export function SettingsProvider(props: SettingsProviderProps) {
  const { children, timeoutMs = SETTINGS_RESTORE_TIMEOUT_MS } = props;
  const [store] = useState(createSettingsStore);
  const state = useSyncExternalStore(store.subscribe, store.state, () => INITIAL_SETTINGS_STATE);
  const usesBrowserStorage = props.storage === undefined;
  const storageRef = useRef<SettingsStorage | null>(null);
  const writtenRevision = useRef(0);
  const systemPrefersDark = useSystemPrefersDark();

  useEffect(() => {
    storageRef.current = usesBrowserStorage ? browserStorage() : (props.storage ?? null);
    let active = true;
    void restoreSettings(storageRef.current, { timeoutMs }).then((settings) => {
      if (active) store.dispatch({ type: "restored", settings });
    });
    return () => {
      active = false;
    };
  }, [store, usesBrowserStorage, props.storage, timeoutMs]);

  // Another tab changed the settings: follow it, so both tabs show the same theme and language.
  useEffect(() => {
    if (!usesBrowserStorage || typeof window === "undefined") return;
    const onStorage = (event: StorageEvent) => {
      if (event.key !== SETTINGS_STORAGE_KEY && event.key !== null) return;
      store.dispatch({ type: "external", settings: parseStoredSettings(event.newValue) });
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [store, usesBrowserStorage]);

  // Only user changes are written: writing back a timed-out restore would erase good settings.
  useEffect(() => {
    if (!state.ready || state.revision === writtenRevision.current) return;
    writtenRevision.current = state.revision;
    void persistSettings(storageRef.current, state.settings);
  }, [state.ready, state.revision, state.settings]);

  const { force_dark, font } = state.settings;
  useEffect(() => {
    if (!state.ready || typeof document === "undefined") return;
    applyDocumentAttributes(
      document.documentElement,
      documentAttributesFor({ force_dark, font }, systemPrefersDark),
    );
  }, [state.ready, force_dark, font, systemPrefersDark]);

  return <SettingsContext.Provider value={store}>{children}</SettingsContext.Provider>;
}

/**
 * The setters alone, without subscribing: a component that only changes settings (a route
 * storing the language of a followed link) does not re-render when they change, and so does not
 * re-render, while the page loads, sections whose code is still on its way.
 */
export function useSettingsActions(): SettingsActions {
  const store = useContext(SettingsContext);
  if (!store) throw new Error("useSettingsActions() needs a <SettingsProvider> above it");
  return store.actions;
}

export function useSettings(): SettingsContextValue {
  const value = useOptionalSettings();
  if (!value) throw new Error("useSettings() needs a <SettingsProvider> above it");
  return value;
}
