import { type FormEvent, useId, useState } from "react";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { useMoveBooking } from "../api/booking-moves.ts";

/**
 * The owner's answer to a pending request: accept, or decline with a reason the customer is
 * told (required: a refusal without a word is the worst kind). `onDone` gets the server's words.
 */
export function OwnerActions(props: { id: number; title: string; onDone(message: string): void }) {
  const { t } = useI18n();
  const move = useMoveBooking();
  const id = useId();
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);

  const failed = (problem: unknown) =>
    setError(
      problem instanceof ApiError ? (problem.params.reason ?? problem.message) : t("error.unknown"),
    );

  function decline(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (reason.trim() === "") {
      setError(t("validation.required"));
      document.getElementById(id)?.focus();
      return;
    }
    move.mutate(
      { id: props.id, move: "decline", reason: reason.trim() },
      { onSuccess: (answer) => props.onDone(answer.msg), onError: failed },
    );
  }

  if (declining) {
    return (
      <form className="app-form bkg-decline" noValidate onSubmit={decline}>
        <label htmlFor={id} className="app-field__label">
          {t("bookings.owner.reason")}
        </label>
        <p className="app-field__hint" id={`${id}-hint`}>
          {t("bookings.owner.reasonHint")}
        </p>
        <textarea
          id={id}
          className="app-field__input app-field__input--area"
          rows={3}
          value={reason}
          maxLength={2_000}
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
          onChange={(event) => {
            setReason(event.target.value);
            if (error) setError(null);
          }}
        />
        {error ? (
          <p className="app-field__error" id={`${id}-error`}>
            {error}
          </p>
        ) : null}
        <div className="app-buttons">
          <button
            type="button"
            className="app-button app-button--secondary"
            onClick={() => {
              setDeclining(false);
              setError(null);
            }}
          >
            {t("app.cancel")}
          </button>
          <button type="submit" className="app-button app-button--danger" disabled={move.isPending}>
            {t("bookings.owner.declineSend")}
          </button>
        </div>
      </form>
    );
  }
  return (
    <>
      <button
        type="button"
        className="app-button app-button--primary"
        aria-label={t("bookings.owner.acceptNamed", { title: props.title })}
        disabled={move.isPending}
        onClick={() =>
          move.mutate(
            { id: props.id, move: "accept" },
            { onSuccess: (answer) => props.onDone(answer.msg), onError: failed },
          )
        }
      >
        {t("bookings.owner.accept")}
      </button>
      <button
        type="button"
        className="app-button app-button--danger"
        aria-label={t("bookings.owner.declineNamed", { title: props.title })}
        disabled={move.isPending}
        onClick={() => setDeclining(true)}
      >
        {t("bookings.owner.decline")}
      </button>
      {error ? (
        <p className="app-field__error bkg-wide" role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}
