import { useState } from "react";
import { Link } from "react-router";
import { AppScreen } from "../../app-frame/app-screen.tsx";
import { FormMessages } from "../../components/form/fields.tsx";
import { failureMessage } from "../../components/form/form-failure.ts";
import { useExportPersonalData } from "../../features/accounts/api/export-personal-data.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { appHref } from "../../lib/app-paths.ts";
import "../../features/accounts/accounts.css";

/**
 * The user's data (PDPO data access and erasure, decision 035): a copy of everything we hold,
 * as a JSON file, and the way to the account's deletion.
 */
export default function PersonalData() {
  const { t } = useI18n();
  const download = useExportPersonalData();
  const [status, setStatus] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);

  async function onDownload() {
    if (download.isPending) return;
    setStatus(null);
    setAlert(null);
    try {
      const file = await download.mutateAsync();
      setStatus(t("app.personalData.downloaded", { filename: file.filename }));
    } catch (error) {
      setAlert(failureMessage(error, () => false, t));
    }
  }

  return (
    <AppScreen title={t("app.personalData.title")}>
      <div className="app-stack">
        <section className="app-card app-form">
          <div className="account-text">
            <p>{t("app.personalData.intro")}</p>
          </div>
          <FormMessages error={alert} success={status} />
          <button
            type="button"
            className="app-button app-button--primary"
            aria-disabled={download.isPending}
            onClick={() => void onDownload()}
          >
            {t("app.personalData.download")}
          </button>
        </section>
        <section className="app-card">
          <h2>{t("app.personalData.deleteTitle")}</h2>
          <p>{t("app.personalData.deleteBody")}</p>
          <Link className="app-button app-button--danger" to={appHref.deleteAccount()}>
            {t("app.personalData.deleteLink")}
          </Link>
        </section>
      </div>
    </AppScreen>
  );
}
