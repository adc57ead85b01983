import { type FormEvent, useId, useState } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";

/** The longest reason the server takes (declines and rejections alike). */
const MAX_REASON = 2_000;

/**
 * A required reason, asked for before a refusal is sent (an owner declining a booking, an admin
 * sending a place back): the person refused is told it. `error` is the server's word on it.
 */
export function ReasonForm(props: {
  label: string;
  hint: string;
  submitLabel: string;
  busy: boolean;
  error?: string | null;
  className?: string;
  onCancel(): void;
  onSubmit(reason: string): void;
  /** The reason changed: an earlier answer's error no longer applies. */
  onEdit?(): void;
}) {
  const { t } = useI18n();
  const id = useId();
  const [reason, setReason] = useState("");
  const [missing, setMissing] = useState(false);
  const error = missing ? t("validation.required") : props.error;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (reason.trim() === "") {
      setMissing(true);
      document.getElementById(id)?.focus();
      return;
    }
    props.onSubmit(reason.trim());
  }

  return (
    <form className={`app-form ${props.className ?? ""}`} noValidate onSubmit={submit}>
      <label htmlFor={id} className="app-field__label">
        {props.label}
      </label>
      <p className="app-field__hint" id={`${id}-hint`}>
        {props.hint}
      </p>
      <textarea
        id={id}
        className="app-field__input app-field__input--area"
        rows={3}
        value={reason}
        maxLength={MAX_REASON}
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        onChange={(event) => {
          setReason(event.target.value);
          setMissing(false);
          props.onEdit?.();
        }}
      />
      {error ? (
        <p className="app-field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
      <div className="app-buttons">
        <button type="button" className="app-button app-button--secondary" onClick={props.onCancel}>
          {t("app.cancel")}
        </button>
        <button type="submit" className="app-button app-button--danger" disabled={props.busy}>
          {props.submitLabel}
        </button>
      </div>
    </form>
  );
}
