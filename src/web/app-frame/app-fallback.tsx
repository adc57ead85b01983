import { useI18n } from "../i18n/i18n-context.tsx";

/** What shows until the settings and the language are in place (and on the server). */
export function AppFallback() {
  const { t } = useI18n();
  return (
    <div className="app-fallback" aria-busy="true">
      <title>{t("app.name")}</title>
      <div className="app-fallback__spinner" />
    </div>
  );
}
