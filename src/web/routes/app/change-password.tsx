import { useState } from "react";
import { AppScreen } from "../../app-frame/app-screen.tsx";
import { FormMessages, ShowPasswords, TextField } from "../../components/form/fields.tsx";
import { useFormSubmit } from "../../components/form/use-form-submit.ts";
import { useSchemaForm } from "../../components/form/use-schema-form.ts";
import {
  changePasswordSchema,
  useChangePassword,
} from "../../features/accounts/api/change-password.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";

export default function ChangePassword() {
  const { t } = useI18n();
  // A new form after success: the passwords just used should not stay on the screen.
  const [formKey, setFormKey] = useState(0);
  const [changed, setChanged] = useState<string | null>(null);
  return (
    <AppScreen title={t("app.changePassword.title")}>
      <div className="app-stack">
        <ChangePasswordForm
          key={formKey}
          changed={changed}
          onChanged={(message) => {
            setChanged(message);
            setFormKey((key) => key + 1);
          }}
          onEdit={() => setChanged(null)}
        />
      </div>
    </AppScreen>
  );
}

function ChangePasswordForm(props: {
  changed: string | null;
  onChanged(message: string): void;
  onEdit(): void;
}) {
  const { t } = useI18n();
  const change = useChangePassword();
  const form = useSchemaForm(changePasswordSchema, {
    old_password: "",
    new_password: "",
    confirm_password: "",
  });
  const [showPasswords, setShowPasswords] = useState(false);
  const type = showPasswords ? "text" : "password";
  const { alert, onSubmit } = useFormSubmit(form, {
    busy: change.isPending,
    onStart: props.onEdit,
    async action(input) {
      const { message } = await change.mutateAsync(input);
      props.onChanged(message);
    },
  });

  return (
    <form className="app-card app-form" noValidate onSubmit={onSubmit}>
      <TextField
        form={form}
        name="old_password"
        label={t("app.changePassword.old")}
        hint={t("app.changePassword.oldHint")}
        type={type}
        autoComplete="current-password"
      />
      <TextField
        form={form}
        name="new_password"
        label={t("app.changePassword.new")}
        hint={t("app.changePassword.newHint")}
        type={type}
        autoComplete="new-password"
      />
      <TextField
        form={form}
        name="confirm_password"
        label={t("app.changePassword.confirm")}
        type={type}
        autoComplete="new-password"
      />
      <ShowPasswords shown={showPasswords} onChange={setShowPasswords} />
      <FormMessages error={alert} success={props.changed} />
      <button
        type="submit"
        className="app-button app-button--primary"
        aria-disabled={change.isPending}
      >
        {t("app.changePassword.submit")}
      </button>
    </form>
  );
}
