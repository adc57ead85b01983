import { useState } from "react";
import { AppScreen } from "../../app-frame/app-screen.tsx";
import { ConfirmDialog } from "../../components/confirm-dialog.tsx";
import { FormMessages } from "../../components/form/fields.tsx";
import { failureMessage } from "../../components/form/form-failure.ts";
import { useDeactivateAccount } from "../../features/accounts/api/deactivate-account.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { useModals } from "../../shell/modal/modal-context.tsx";

export default function Deactivate() {
  const { t } = useI18n();
  const modals = useModals();
  const deactivate = useDeactivateAccount();
  const [alert, setAlert] = useState<string | null>(null);

  function run() {
    setAlert(null);
    // On success the hook signs out and returns to the first screen.
    deactivate.mutate(undefined, {
      // No fields here: a server message is the alert itself.
      onError: (error) => setAlert(failureMessage(error, () => false, t)),
    });
  }

  function askFirst() {
    // The modal renders outside this screen's providers: it gets plain text and callbacks.
    modals.open({
      title: t("app.deactivate.confirmTitle"),
      render: (close) => (
        <ConfirmDialog
          body={t("app.deactivate.confirmBody")}
          confirmLabel={t("app.deactivate.confirm")}
          cancelLabel={t("app.cancel")}
          danger
          onCancel={close}
          onConfirm={() => {
            close();
            run();
          }}
        />
      ),
    });
  }

  return (
    <AppScreen title={t("app.deactivate.title")}>
      <div className="app-stack">
        <section className="app-card app-form">
          <p>{t("app.deactivate.body")}</p>
          <FormMessages error={alert} />
          <button
            type="button"
            className="app-button app-button--danger"
            onClick={askFirst}
            aria-disabled={deactivate.isPending}
          >
            {t("app.deactivate.submit")}
          </button>
        </section>
      </div>
    </AppScreen>
  );
}
