import { useState } from "react";
import { AppScreen } from "../../app-frame/app-screen.tsx";
import { useConfirm } from "../../components/confirm-dialog.tsx";
import { FormMessages, ShowPasswords, TextField } from "../../components/form/fields.tsx";
import { useFormSubmit } from "../../components/form/use-form-submit.ts";
import { useSchemaForm } from "../../components/form/use-schema-form.ts";
import {
  deactivateFormSchema,
  useDeactivateAccount,
} from "../../features/accounts/api/deactivate-account.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import "../../features/accounts/accounts.css";

export default function Deactivate() {
  const { t } = useI18n();
  const confirm = useConfirm();
  const deactivate = useDeactivateAccount();
  const form = useSchemaForm(deactivateFormSchema, { old_password: "" });
  const [showPassword, setShowPassword] = useState(false);

  const { alert, onSubmit } = useFormSubmit(form, {
    busy: deactivate.isPending,
    async action(input) {
      // On success the hook signs out and returns to the first screen, which then says the
      // account is deactivated and offers the website, another account or a new one.
      const confirmed = await confirm({
        title: t("app.deactivate.confirmTitle"),
        body: t("app.deactivate.confirmBody"),
        confirmLabel: t("app.deactivate.confirm"),
        cancelLabel: t("app.cancel"),
        danger: true,
      });
      if (confirmed) await deactivate.mutateAsync(input);
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
