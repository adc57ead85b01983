import { AppScreen } from "../../app-frame/app-screen.tsx";
import { SiteSetupList } from "../../features/site-setup/components/site-setup-list.tsx";
import { useI18n } from "../../i18n/i18n-context.tsx";
import "../../features/site-setup/site-setup.css";

/** The admins' site setup: what the public site lacks and what each setting changes. */
export default function SiteSetup() {
  const { t } = useI18n();
  return (
    <AppScreen title={t("siteSetup.title")}>
      <div className="app-stack">
        <p className="app-lead">{t("siteSetup.intro")}</p>
        <SiteSetupList />
      </div>
    </AppScreen>
  );
}
