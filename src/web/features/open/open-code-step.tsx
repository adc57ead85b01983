import { type FormEvent, useState } from "react";
import { failureMessage } from "../../components/form/form-failure.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { ApiError } from "../../lib/api-client.ts";
import { useApiClient } from "../../lib/api-context.tsx";
import { useAuth } from "../accounts/index.ts";
import { resendOwnerCode, verifyOwnerCode } from "./open-account-api.ts";
import { field } from "./open-account-step.tsx";
import { StepCard } from "./open-steps.tsx";

/** Step 2, second half: the mailed code proves the address and signs the owner in. */
export function CodeStep(props: { token: string; email: string; onVerified(): void }) {
  const { t } = useI18n();
  const client = useApiClient();
  const { store } = useAuth();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setNotice(null);
    const typed = code.replace(/\s/g, "");
    if (!/^\d{6}$/.test(typed)) {
      setError(t("accounts.error.codeFormat"));
      document.getElementById(field("code"))?.focus();
      return;
    }
    if (pending) return;
    setPending(true);
    try {
      const status = await verifyOwnerCode(client, props.token, typed);
      // Stored as the app stores a session: the place form opens signed in.
      store.signIn(props.token, status);
      props.onVerified();
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.code === "verification_invalid_code"
          ? t("openPath.code.invalid")
          : failureMessage(failure, () => false, t),
      );
    } finally {
      setPending(false);
    }
  }

  async function resend() {
    setError(null);
    try {
      await resendOwnerCode(client, props.token);
      setNotice(t("openPath.code.resent"));
    } catch (failure) {
      setError(failureMessage(failure, () => false, t));
    }
  }

  return (
    <StepCard
      title={t("openPath.code.title")}
      lead={t("openPath.code.lead", { email: props.email })}
    >
      <form className="app-form" noValidate onSubmit={submit}>
        <div className="app-field">
          <label className="app-field__label" htmlFor={field("code")}>
            {t("openPath.code.label")}
          </label>
          <input
            id={field("code")}
            className="app-field__input open-code"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={12}
            value={code}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${field("code")}-error` : undefined}
            onChange={(event) => setCode(event.target.value)}
          />
          {error ? (
            <p className="app-field__error" id={`${field("code")}-error`} role="alert">
              {error}
            </p>
          ) : null}
        </div>
        {notice ? (
          <p className="app-notice" role="status">
            {notice}
          </p>
        ) : null}
        <div className="app-buttons">
          <button type="submit" className="app-button app-button--primary" aria-disabled={pending}>
            {t("openPath.code.verify")}
          </button>
          <button type="button" className="app-button app-button--secondary" onClick={resend}>
            {t("openPath.code.resend")}
          </button>
        </div>
      </form>
    </StepCard>
  );
}
