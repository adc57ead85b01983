import { TextField } from "../../../components/form/fields.tsx";
import type { SchemaForm } from "../../../components/form/use-schema-form.ts";
import { useI18n } from "../../../i18n/i18n-context.tsx";

/** A guest's proof of their address: the code mailed to it, and a way to have it sent again. */
export function EmailCode(props: {
  form: SchemaForm<{ email_code: string }>;
  sentTo: string;
  sending: boolean;
  onResend(): void;
}) {
  const { t } = useI18n();
  return (
    <section className="app-card bkg-section bkg-code" aria-labelledby="booking-code">
      <h2 id="booking-code">{t("bookingForm.proveEmail")}</h2>
      <p className="app-lead" role="status">
        {t("bookingForm.codeSent", { email: props.sentTo })}
      </p>
      <TextField
        form={props.form}
        name="email_code"
        label={t("bookingForm.code")}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={9}
        verbatim
      />
      <button
        type="button"
        className="app-button app-button--secondary"
        disabled={props.sending}
        onClick={props.onResend}
      >
        {t("bookingForm.resendCode")}
      </button>
    </section>
  );
}
