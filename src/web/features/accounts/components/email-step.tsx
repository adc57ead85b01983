import { useEffect, useState } from "react";
import { FormMessages, TextField } from "../../../components/form/fields.tsx";
import { useFormSubmit } from "../../../components/form/use-form-submit.ts";
import { useSchemaForm } from "../../../components/form/use-schema-form.ts";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { useResendVerification } from "../api/resend-verification.ts";
import { useVerifyEmail, verifySchema } from "../api/verify-email.ts";
import { deadlineFromRetryAfter } from "../countdown.ts";
import { useCountdown } from "../use-countdown.ts";
import { StepDone } from "./step-done.tsx";

/** Step 1 of verification: the mailed code, or a new mail once the cooldown has passed. */
export function EmailStep(props: { verified: boolean; email: string | undefined }) {
  const { t } = useI18n();
  return (
    <section className="app-card account-step" aria-labelledby="email-step-title">
      <h2 id="email-step-title">{t("app.account.emailStep")}</h2>
      {props.verified ? (
        <StepDone text={t("app.account.emailDone")} />
      ) : (
        <>
          {props.email ? <p>{t("app.account.emailSent", { email: props.email })}</p> : null}
          <CodeForm />
          <Resend />
        </>
      )}
    </section>
  );
}

function CodeForm() {
  const { t } = useI18n();
  const verify = useVerifyEmail();
  const form = useSchemaForm(verifySchema, { code: "" });
  const { alert, onSubmit } = useFormSubmit(form, {
    busy: verify.isPending,
    action: (input) => verify.mutateAsync(input),
  });

  return (
    <form className="app-form" noValidate onSubmit={onSubmit}>
      <TextField
        form={form}
        name="code"
        label={t("app.account.code")}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        verbatim
      />
      <FormMessages error={alert} />
      <button
        type="submit"
        className="app-button app-button--primary"
        aria-disabled={verify.isPending}
      >
        {t("app.account.verify")}
      </button>
    </form>
  );
}

/** The resend button waits out the server's cooldown, showing the seconds left. */
function Resend() {
  const { t } = useI18n();
  const resend = useResendVerification();
  const [deadline, setDeadline] = useState<number | null>(null);
  const [result, setResult] = useState<{ kind: "sent" | "wait" | "failed"; text: string } | null>(
    null,
  );
  const seconds = useCountdown(deadline);

  // "Wait 42 s" is wrong a second later: the button counts down, and the note goes when it ends.
  useEffect(() => {
    if (seconds === 0 && result?.kind === "wait") setResult(null);
  }, [seconds, result]);

  async function onResend() {
    setResult(null);
    try {
      const { message, retryAfter } = await resend.mutateAsync();
      setDeadline(Date.now() + retryAfter * 1000);
      setResult({ kind: "sent", text: message });
    } catch (error) {
      if (!(error instanceof ApiError)) {
        setResult({ kind: "failed", text: t("error.unknown") });
      } else if (error.kind !== "session") {
        const wait = deadlineFromRetryAfter(error.data, Date.now());
        setDeadline(wait);
        setResult({ kind: wait === null ? "failed" : "wait", text: error.message });
      }
    }
  }

  return (
    <div className="account-resend">
      <button
        type="button"
        className="app-button app-button--secondary"
        disabled={seconds > 0 || resend.isPending}
        onClick={() => void onResend()}
      >
        {seconds > 0 ? t("app.account.resendIn", { seconds }) : t("app.account.resend")}
      </button>
      <FormMessages
        error={result?.kind === "failed" ? result.text : null}
        success={result && result.kind !== "failed" ? result.text : null}
      />
    </div>
  );
}
