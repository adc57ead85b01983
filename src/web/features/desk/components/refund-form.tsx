import { type FormEvent, useId, useState } from "react";
import { useI18n } from "../../../i18n/i18n-context.tsx";

/** The longest transfer reference the server keeps. */
const MAX_REFERENCE = 100;

/**
 * Says the money owed back was sent (cash handed back, a transfer or FPS payment made), with
 * the transfer's reference when there is one: the guest is told, and the booking keeps it.
 */
export function RefundForm(props: {
  busy: boolean;
  /** The server's word on the last attempt. */
  error: string | null;
  onEdit(): void;
  onCancel(): void;
  onSubmit(reference: string): void;
}) {
  const { t } = useI18n();
  const id = useId();
  const [reference, setReference] = useState("");

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    props.onSubmit(reference.trim());
  }

  return (
    <form className="app-form desk-actions__form" noValidate onSubmit={submit}>
      <label htmlFor={id} className="app-field__label">
        {t("desk.refund.reference")}{" "}
        <span className="app-field__optional">{t("app.form.optional")}</span>
      </label>
      <p className="app-field__hint" id={`${id}-hint`}>
        {t("desk.refund.hint")}
      </p>
      <input
        id={id}
        className="app-field__input"
        maxLength={MAX_REFERENCE}
        value={reference}
        aria-describedby={props.error ? `${id}-hint ${id}-error` : `${id}-hint`}
        aria-invalid={props.error ? true : undefined}
        onChange={(event) => {
          setReference(event.target.value);
          props.onEdit();
        }}
      />
      {props.error ? (
        <p className="app-field__error" id={`${id}-error`} role="alert">
          {props.error}
        </p>
      ) : null}
      <div className="app-buttons">
        <button type="button" className="app-button app-button--secondary" onClick={props.onCancel}>
          {t("app.cancel")}
        </button>
        <button type="submit" className="app-button app-button--primary" disabled={props.busy}>
          {t("desk.refund.send")}
        </button>
      </div>
    </form>
  );
}
