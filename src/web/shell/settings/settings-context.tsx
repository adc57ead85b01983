import {
  type ReactNode,
  startTransition,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
} from "react";
import { useSystemPrefersDark } from "../theme/colour-mode.ts";
import { applyDocumentAttributes, documentAttributesFor } from "./document-attributes.ts";
import { SettingsContext, type SettingsContextValue } from "./settings-context-value.ts";
import {
  INITIAL_SETTINGS_STATE,
  parseStoredSettings,
  persistSettings,
  restoreSettings,
  SETTINGS_RESTORE_TIMEOUT_MS,
  SETTINGS_STORAGE_KEY,
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

export function SettingsProvider(props: SettingsProviderProps) {
  const { children, timeoutMs = SETTINGS_RESTORE_TIMEOUT_MS } = props;
  const [state, dispatch] = useReducer(settingsReducer, INITIAL_SETTINGS_STATE);
  const usesBrowserStorage = props.storage === undefined;
  const storageRef = useRef<SettingsStorage | null>(null);
  const writtenRevision = useRef(0);
  const systemPrefersDark = useSystemPrefersDark();

  useEffect(() => {
    storageRef.current = usesBrowserStorage ? browserStorage() : (props.storage ?? null);
    let active = true;
    void restoreSettings(storageRef.current, { timeoutMs }).then((settings) => {
      // A transition: an urgent context change would make React throw away the server HTML of
      // lazy sections (the home page's forecast) that are still loading their code.
      if (active) startTransition(() => dispatch({ type: "restored", settings }));
    });
    return () => {
      active = false;
    };
  }, [usesBrowserStorage, props.storage, timeoutMs]);

  // Another tab changed the settings: follow it, so both tabs show the same theme and language.
  useEffect(() => {
    if (!usesBrowserStorage || typeof window === "undefined") return;
    const onStorage = (event: StorageEvent) => {
      if (event.key !== SETTINGS_STORAGE_KEY && event.key !== null) return;
      dispatch({ type: "external", settings: parseStoredSettings(event.newValue) });
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [usesBrowserStorage]);

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

  const actions = useMemo(
    () => ({
      setTheme: (theme: SettingsContextValue["settings"]["theme"]) =>
        dispatch({ type: "setTheme", theme }),
      setFont: (font: SettingsContextValue["settings"]["font"]) =>
        dispatch({ type: "setFont", font }),
      setForceDark: (forceDark: boolean | null) => dispatch({ type: "setForceDark", forceDark }),
      setLanguage: (language: SettingsContextValue["settings"]["language"]) =>
        dispatch({ type: "setLanguage", language }),
      // Sent at start-up, during hydration: a transition for the same reason as "restored".
      saveDevice: (device: Parameters<SettingsContextValue["saveDevice"]>[0]) =>
        startTransition(() => dispatch({ type: "saveDevice", device })),
      clear: () => dispatch({ type: "clear" }),
    }),
    [],
  );

  const value = useMemo<SettingsContextValue>(
    () => ({ settings: state.settings, ready: state.ready, ...actions }),
    [state.settings, state.ready, actions],
  );

  return <SettingsContext.Provider value={value}>{children}</SettingsContext.Provider>;
}

export function useSettings(): SettingsContextValue {
  const value = useContext(SettingsContext);
  if (!value) throw new Error("useSettings() needs a <SettingsProvider> above it");
  return value;
}
