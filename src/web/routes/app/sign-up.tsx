import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { AppScreen } from "../../app-frame/app-screen.tsx";
import {
  CheckboxField,
  FormMessages,
  ShowPasswords,
  TextField,
} from "../../components/form/fields.tsx";
import { useFormSubmit } from "../../components/form/use-form-submit.ts";
import { useSchemaForm } from "../../components/form/use-schema-form.ts";
import { registerFormSchema, useRegister } from "../../features/accounts/api/register.ts";
import { LegalLink, WithSlots } from "../../features/accounts/components/legal-links.tsx";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { appHref } from "../../lib/app-paths.ts";
import { noticeState } from "../../lib/notice.ts";
import { useNextTarget } from "../../lib/use-query-param.ts";

export default function SignUp() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const next = useNextTarget();
  const register = useRegister();
  const form = useSchemaForm(registerFormSchema, {
    username: "",
    email: "",
    password: "",
    accept_terms: false,
  });
  const [showPasswords, setShowPasswords] = useState(false);
  const { alert, onSubmit } = useFormSubmit(form, {
    busy: register.isPending,
    async action(input) {
      const { message } = await register.mutateAsync(input);
      // A new account starts unverified: straight on to verifying, then to where it was going.
      await navigate(appHref.account(next), { replace: true, state: noticeState(message) });
    },
  });

  return (
    <AppScreen title={t("app.signUp.title")}>
      <div className="app-stack">
        <form className="app-card app-form" noValidate onSubmit={onSubmit}>
          <TextField
            form={form}
            name="username"
            label={t("app.signUp.username")}
            hint={t("app.signUp.usernameHint")}
            autoComplete="username"
            maxLength={60}
            verbatim
          />
          <TextField
            form={form}
            name="email"
            label={t("app.signUp.email")}
            hint={t("app.signUp.emailHint")}
            type="email"
            autoComplete="email"
          />
          <TextField
            form={form}
            name="password"
            label={t("app.signUp.password")}
            hint={t("app.signUp.passwordHint")}
            type={showPasswords ? "text" : "password"}
            autoComplete="new-password"
          />
          <ShowPasswords shown={showPasswords} onChange={setShowPasswords} />
          <CheckboxField
            form={form}
            name="accept_terms"
            label={
              <WithSlots
                text={t("app.signUp.terms")}
                slots={{
                  terms: <LegalLink document="terms">{t("app.signUp.termsLink")}</LegalLink>,
                  privacy: <LegalLink document="privacy">{t("app.signUp.privacyLink")}</LegalLink>,
                }}
              />
            }
          />
          <FormMessages error={alert} />
          <button
            type="submit"
            className="app-button app-button--primary"
            aria-disabled={register.isPending}
          >
            {t("app.signUp.submit")}
          </button>
        </form>
        <p className="app-switch">
          {t("app.signUp.haveAccount")}{" "}
          <Link to={appHref.signIn(next)}>{t("app.signUp.signIn")}</Link>
        </p>
      </div>
    </AppScreen>
  );
}
