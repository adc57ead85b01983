import { type FormEvent, useState } from "react";
import { Link, useNavigate } from "react-router";
import { AppScreen } from "../../app-frame/app-screen.tsx";
import { FormMessages, ShowPasswords, TextField } from "../../components/form/fields.tsx";
import { failureMessage } from "../../components/form/form-failure.ts";
import { useSchemaForm } from "../../components/form/use-schema-form.ts";
import {
  resetPasswordFormSchema,
  useConfirmPasswordReset,
} from "../../features/accounts/api/confirm-password-reset.ts";
import { useAuth } from "../../features/accounts/auth-context.tsx";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { ApiError } from "../../lib/api-client.ts";
import { appHref } from "../../lib/app-paths.ts";
import { noticeState } from "../../lib/notice.ts";
import { useQueryParam } from "../../lib/use-query-param.ts";

/** Opened from the reset mail's link: `?token=…` stands for the account. */
export default function ResetPassword() {
  const { t } = useI18n();
  const token = useQueryParam("token") ?? "";
  return (
    <AppScreen title={t("app.reset.title")}>
      <div className="app-stack">
        {token ? (
          <ResetForm token={token} />
        ) : (
          <section className="app-card">
            <p role="alert">{t("app.reset.missingToken")}</p>
            <Link to={appHref.forgotPassword()}>{t("app.reset.requestAgain")}</Link>
          </section>
        )}
      </div>
    </AppScreen>
  );
}

function ResetForm(props: { token: string }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { store } = useAuth();
  const confirm = useConfirmPasswordReset();
  const form = useSchemaForm(resetPasswordFormSchema, { new_password: "", confirm_password: "" });
  const [showPasswords, setShowPasswords] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [linkFailed, setLinkFailed] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAlert(null);
    const input = form.parse();
    if (!input || confirm.isPending) return;
    try {
      const message = await confirm.mutateAsync({ ...input, token: props.token });
      // The new password revoked every token, this browser's too: sign in afresh.
      store.signOut();
      await navigate(appHref.signIn(), { replace: true, state: noticeState(message) });
    } catch (error) {
      setAlert(failureMessage(error, form.showServerErrors, t));
      // A used or expired link cannot be fixed by typing: offer a new one.
      setLinkFailed(error instanceof ApiError && error.params.token !== undefined);
    }
  }

  return (
    <form className="app-card app-form" noValidate onSubmit={onSubmit}>
      <p className="app-lead">{t("app.reset.intro")}</p>
      <TextField
        form={form}
        name="new_password"
        label={t("app.reset.newPassword")}
        hint={t("app.changePassword.newHint")}
        type={showPasswords ? "text" : "password"}
        autoComplete="new-password"
      />
      <TextField
        form={form}
        name="confirm_password"
        label={t("app.reset.confirmPassword")}
        type={showPasswords ? "text" : "password"}
        autoComplete="new-password"
      />
      <ShowPasswords shown={showPasswords} onChange={setShowPasswords} />
      <FormMessages error={alert} />
      {linkFailed ? <Link to={appHref.forgotPassword()}>{t("app.reset.requestAgain")}</Link> : null}
      <button
        type="submit"
        className="app-button app-button--primary"
        aria-disabled={confirm.isPending}
      >
        {t("app.reset.submit")}
      </button>
    </form>
  );
}
