import { useState } from "react";
import { Link } from "react-router";
import { AppScreen } from "../../app-frame/app-screen.tsx";
import { useConfirm } from "../../components/confirm-dialog.tsx";
import { FormMessages, ShowPasswords, TextField } from "../../components/form/fields.tsx";
import { useFormSubmit } from "../../components/form/use-form-submit.ts";
import { useSchemaForm } from "../../components/form/use-schema-form.ts";
import {
  deleteAccountFormSchema,
  useDeleteAccount,
} from "../../features/accounts/api/delete-account.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { appHref } from "../../lib/app-paths.ts";
import "../../features/accounts/accounts.css";

/** Erasure of the account and all its data (decision 035); built as deactivation is. */
export default function DeleteAccount() {
  const { t } = useI18n();
  const confirm = useConfirm();
  const remove = useDeleteAccount();
  const form = useSchemaForm(deleteAccountFormSchema, { old_password: "" });
  const [showPassword, setShowPassword] = useState(false);

  const { alert, onSubmit } = useFormSubmit(form, {
    busy: remove.isPending,
    async action(input) {
      // On success the hook signs out and returns to the first screen with the server's notice.
      const confirmed = await confirm({
        title: t("app.deleteAccount.confirmTitle"),
        body: t("app.deleteAccount.confirmBody"),
        confirmLabel: t("app.deleteAccount.confirm"),
        cancelLabel: t("app.cancel"),
        danger: true,
      });
      if (confirmed) await remove.mutateAsync(input);
    },
  });

  return (
    <AppScreen title={t("app.deleteAccount.title")}>
      <div className="app-stack">
        <form className="app-card app-form" noValidate onSubmit={onSubmit}>
          <div className="account-text">
            <p>{t("app.deleteAccount.body")}</p>
            <p>
              <Link to={appHref.personalData()}>{t("app.deleteAccount.downloadFirst")}</Link>
            </p>
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
            aria-disabled={remove.isPending}
          >
            {t("app.deleteAccount.submit")}
          </button>
        </form>
      </div>
    </AppScreen>
  );
}
