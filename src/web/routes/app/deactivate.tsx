import { useState } from "react";
import { AppScreen } from "../../app-frame/app-screen.tsx";
import { ConfirmDialog } from "../../components/confirm-dialog.tsx";
import { FormMessages, ShowPasswords, TextField } from "../../components/form/fields.tsx";
import { useFormSubmit } from "../../components/form/use-form-submit.ts";
import { useSchemaForm } from "../../components/form/use-schema-form.ts";
import {
  deactivateFormSchema,
  useDeactivateAccount,
} from "../../features/accounts/api/deactivate-account.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { useModals } from "../../shell/modal/modal-context.tsx";
import "../../features/accounts/accounts.css";

export default function Deactivate() {
  const { t } = useI18n();
  const modals = useModals();
  const deactivate = useDeactivateAccount();
  const form = useSchemaForm(deactivateFormSchema, { old_password: "" });
  const [showPassword, setShowPassword] = useState(false);

  /** Irreversible: the user confirms once more; closing the dialog any other way cancels. */
  const confirmed = () =>
    new Promise<boolean>((resolve) => {
      // The modal renders outside this screen's providers: it gets plain text and callbacks.
      modals.open({
        title: t("app.deactivate.confirmTitle"),
        render: (close) => (
          <ConfirmDialog
            body={t("app.deactivate.confirmBody")}
            confirmLabel={t("app.deactivate.confirm")}
            cancelLabel={t("app.cancel")}
            danger
            onCancel={() => {
              close();
              resolve(false);
            }}
            onConfirm={() => {
              close();
              resolve(true);
            }}
          />
        ),
      });
    });

  const { alert, onSubmit } = useFormSubmit(form, {
    busy: deactivate.isPending,
    async action(input) {
      // On success the hook signs out and returns to the first screen.
      if (await confirmed()) await deactivate.mutateAsync(input);
    },
  });

  return (
    <AppScreen title={t("app.deactivate.title")}>
      <div className="app-stack">
        <form className="app-card app-form" noValidate onSubmit={onSubmit}>
          <div className="account-text">
            <p>{t("app.deactivate.body")}</p>
            <p>{t("app.deactivate.retention")}</p>
          </div>
          <TextField
            form={form}
            name="old_password"
            label={t("app.deactivate.password")}
            hint={t("app.deactivate.passwordHint")}
            type={showPassword ? "text" : "password"}
            autoComplete="current-password"
          />
          <ShowPasswords shown={showPassword} onChange={setShowPassword} />
          <FormMessages error={alert} />
          <button
            type="submit"
            className="app-button app-button--danger"
            aria-disabled={deactivate.isPending}
          >
            {t("app.deactivate.submit")}
          </button>
        </form>
      </div>
    </AppScreen>
  );
}
