import { useSyncExternalStore } from "react";
import { useI18n } from "../i18n/i18n-context.tsx";
import { applyUpdate, subscribeToUpdates, updateWaiting } from "./service-worker-client.ts";
import { useOnline } from "./use-online.ts";
import "./pwa.css";

/** Said plainly at the top of every screen while there is no network (decision 055). */
export function OfflineNotice() {
  const { t } = useI18n();
  if (useOnline()) return null;
  return (
    <p className="pwa-offline" role="status">
      {t("pwa.offline")}
    </p>
  );
}

/** A new version was deployed and is ready: the user reloads into it when it suits them. */
export function UpdatePrompt() {
  const { t } = useI18n();
  const waiting = useSyncExternalStore(subscribeToUpdates, updateWaiting, () => false);
  if (!waiting) return null;
  return (
    <div className="pwa-update" role="status">
      <p className="pwa-update__message">{t("pwa.update.message")}</p>
      <button type="button" className="app-button app-button--primary" onClick={applyUpdate}>
        {t("pwa.update.reload")}
      </button>
    </div>
  );
}
