import { type ReactNode, useEffect, useState } from "react";
import { deriveDeviceInfo } from "./device/device-info.ts";
import { createStartup } from "./device/startup.ts";
import { isTabletBrowser } from "./device/tablet.ts";
import { LoadingProvider } from "./loading/loading-context.tsx";
import { LoadingOverlay } from "./loading/loading-overlay.tsx";
import { ModalProvider } from "./modal/modal-context.tsx";
import { ModalHost } from "./modal/modal-host.tsx";
import { ScrollToTop } from "./navigation/scroll-to-top.tsx";
import { SettingsProvider, useSettingsActions } from "./settings/settings-context.tsx";
import type { SettingsStorage } from "./settings/settings-store.ts";

export interface AppShellLabels {
  /** Accessible label of the modal close button. */
  close: string;
  /** Announced while the loading overlay shows. */
  loading: string;
}

export interface AppShellProps {
  children: ReactNode;
  /** Translated texts the shell shows. */
  labels: AppShellLabels;
  /** Settings storage; browser localStorage by default (see SettingsProvider). */
  storage?: SettingsStorage | null;
  /** Called once the start-up finished (device synced or failed to). */
  onStarted?: () => void;
}

/**
 * The client shell shared by the website and the app. Page content renders at once, also on the
 * server (the website needs it for SEO; the app's public screens too, decision 060). Must be
 * rendered inside the router.
 */
export function AppShell(props: AppShellProps) {
  return (
    <SettingsProvider storage={props.storage}>
      <LoadingProvider>
        <ModalProvider>
          {props.children}
          <ModalHost closeLabel={props.labels.close} />
          <LoadingOverlay label={props.labels.loading} />
          <ScrollToTop />
          <ShellStartup onStarted={props.onStarted} />
        </ModalProvider>
      </LoadingProvider>
    </SettingsProvider>
  );
}

function deviceIdStorage() {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The start-up action (spec §4): sync device info into settings, then report ready. */
function ShellStartup(props: { onStarted?: () => void }) {
  const { saveDevice } = useSettingsActions();
  const { onStarted } = props;
  // One start-up per mounted shell; its 500 ms guard absorbs StrictMode's double effect.
  const [startup] = useState(() =>
    createStartup({
      syncDevice: () => saveDevice(deriveDeviceInfo(window.navigator, deviceIdStorage())),
      onReady: () => onStarted?.(),
    }),
  );

  useEffect(() => {
    void startup.start();
  }, [startup]);

  useEffect(() => {
    document.documentElement.classList.toggle("is-tablet", isTabletBrowser());
  }, []);

  return null;
}
