// The client shell's public API (theme.css is imported by the root).
export { AppShell, type AppShellLabels, type AppShellProps } from "./app-shell.tsx";
export {
  APP_VERSION,
  type DeviceInfo,
  deriveDeviceInfo,
  deviceHeaders,
  mergeDevice,
  type NavigatorLike,
  UNKNOWN_DEVICE,
} from "./device/device-info.ts";
export { createStartup, type Startup, type StartupOptions } from "./device/startup.ts";
export { isTablet, isTabletBrowser } from "./device/tablet.ts";
export { Header, type HeaderProps } from "./header/header.tsx";
export { LoadingProvider, useLoading } from "./loading/loading-context.tsx";
export { LoadingOverlay } from "./loading/loading-overlay.tsx";
export {
  type ModalOptions,
  ModalProvider,
  type ModalsApi,
  useModals,
} from "./modal/modal-context.tsx";
export { ModalHost } from "./modal/modal-host.tsx";
export { isModalOnlyNavigation, shouldRevalidateForModals } from "./modal/modal-revalidation.ts";
export { ScrollToTop } from "./navigation/scroll-to-top.tsx";
export { decideBack, useBack } from "./navigation/use-back.ts";
export { SettingsProvider, useSettings } from "./settings/settings-context.tsx";
export {
  DEFAULT_SETTINGS,
  restoreSettings,
  SETTINGS_STORAGE_KEY,
  type Settings,
} from "./settings/settings-store.ts";
export {
  forceDarkOf,
  resolveColourMode,
  type ThemeChoice,
  themeChoiceOf,
  useColourMode,
} from "./theme/colour-mode.ts";
export { DEFAULT_FONT, FONTS, type FontId } from "./theme/fonts.ts";
export { TABLESTART_THEME, type ThemeDefinition } from "./theme/palettes.ts";
export { THEME_BOOT_SCRIPT } from "./theme/theme-boot-script.ts";
