import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { AppScreen } from "../../app-frame/app-screen.tsx";
import { FormMessages, ShowPasswords, TextField } from "../../components/form/fields.tsx";
import { useFormSubmit } from "../../components/form/use-form-submit.ts";
import { useSchemaForm } from "../../components/form/use-schema-form.ts";
import { signInSchema, useSignIn } from "../../features/accounts/api/sign-in.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { APP_PATHS, appHref } from "../../lib/app-paths.ts";
import { useNextTarget } from "../../lib/use-query-param.ts";

export default function SignIn() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const next = useNextTarget();
  const signIn = useSignIn();
  const form = useSchemaForm(signInSchema, { username: "", password: "" });
  const [showPasswords, setShowPasswords] = useState(false);
  const { alert, onSubmit } = useFormSubmit(form, {
    busy: signIn.isPending,
    async action(input) {
      await signIn.mutateAsync(input);
      // The target's own guard sends an unverified user to verify first (spec §2).
      await navigate(next ?? APP_PATHS.home, { replace: true });
    },
  });

  return (
    <AppScreen title={t("app.signIn.title")}>
      <div className="app-stack">
        <form className="app-card app-form" noValidate onSubmit={onSubmit}>
          <TextField
            form={form}
            name="username"
            label={t("app.signIn.username")}
            autoComplete="username"
            verbatim
          />
          <TextField
            form={form}
            name="password"
            label={t("app.signIn.password")}
            type={showPasswords ? "text" : "password"}
            autoComplete="current-password"
          />
          <ShowPasswords shown={showPasswords} onChange={setShowPasswords} />
          <FormMessages error={alert} />
          <button
            type="submit"
            className="app-button app-button--primary"
            aria-disabled={signIn.isPending}
          >
            {t("app.signIn.submit")}
          </button>
          <p className="app-links">
            <Link to={appHref.forgotPassword()}>{t("app.signIn.forgot")}</Link>
          </p>
        </form>
        <p className="app-switch">
          {t("app.signIn.noAccount")}{" "}
          <Link to={appHref.signUp(next)}>{t("app.signIn.signUp")}</Link>
        </p>
      </div>
    </AppScreen>
  );
}
