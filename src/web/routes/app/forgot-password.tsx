import { useState } from "react";
import { Link } from "react-router";
import { AppScreen } from "../../app-frame/app-screen.tsx";
import { FormMessages, TextField } from "../../components/form/fields.tsx";
import { useFormSubmit } from "../../components/form/use-form-submit.ts";
import { useSchemaForm } from "../../components/form/use-schema-form.ts";
import {
  resetPasswordRequestSchema,
  useRequestPasswordReset,
} from "../../features/accounts/api/request-password-reset.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { appHref } from "../../lib/app-paths.ts";

export default function ForgotPassword() {
  const { t } = useI18n();
  const request = useRequestPasswordReset();
  const form = useSchemaForm(resetPasswordRequestSchema, { email: "" });
  const [sent, setSent] = useState<string | null>(null);
  const { alert, onSubmit } = useFormSubmit(form, {
    busy: request.isPending,
    onStart: () => setSent(null),
    action: async (input) => setSent(await request.mutateAsync(input)),
  });

  return (
    <AppScreen title={t("app.forgot.title")}>
      <div className="app-stack">
        <form className="app-card app-form" noValidate onSubmit={onSubmit}>
          <p className="app-lead">{t("app.forgot.intro")}</p>
          <TextField
            form={form}
            name="email"
            label={t("app.forgot.email")}
            type="email"
            autoComplete="email"
          />
          <FormMessages error={alert} success={sent} />
          <button
            type="submit"
            className="app-button app-button--primary"
            aria-disabled={request.isPending}
          >
            {t("app.forgot.submit")}
          </button>
        </form>
        <p className="app-switch">
          <Link to={appHref.signIn()}>{t("app.forgot.backToSignIn")}</Link>
        </p>
      </div>
    </AppScreen>
  );
}
