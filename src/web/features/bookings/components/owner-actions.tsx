import { useState } from "react";
import { ReasonForm } from "../../../components/form/reason-form.tsx";
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
  const [declining, setDeclining] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const failed = (problem: unknown) =>
    setError(
      problem instanceof ApiError ? (problem.params.reason ?? problem.message) : t("error.unknown"),
    );

  if (declining) {
    return (
      <ReasonForm
        className="bkg-decline"
        label={t("bookings.owner.reason")}
        hint={t("bookings.owner.reasonHint")}
        submitLabel={t("bookings.owner.declineSend")}
        busy={move.isPending}
        error={error}
        onEdit={() => setError(null)}
        onCancel={() => {
          setDeclining(false);
          setError(null);
        }}
        onSubmit={(reason) =>
          move.mutate(
            { id: props.id, move: "decline", reason },
            { onSuccess: (answer) => props.onDone(answer.msg), onError: failed },
          )
        }
      />
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
