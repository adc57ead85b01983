import { useState } from "react";
import { ReasonForm } from "../../../components/form/reason-form.tsx";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import type { DeskBooking, DeskTable } from "../api/desk-schemas.ts";
import { useVisitMove, type VisitMove } from "../api/visit-moves.ts";
import { visitChoices } from "../visit-choices.ts";
import { ChangeForm } from "./change-form.tsx";
import { RefundForm } from "./refund-form.tsx";

/**
 * What the owner can do with a booking on the day (decision 078): the guest arrived, did not
 * come, has finished; move it; cancel it for the guest with a reason they are told; say the
 * money owed back was sent. Only the actions its state allows now are offered. `onDone` gets
 * the server's words; the desk and the lists refresh themselves.
 */
export function VisitActions(props: {
  booking: DeskBooking;
  /** The place's tables, to move the booking to others; without them only the time moves. */
  tables?: readonly DeskTable[];
  onDone(message: string): void;
}) {
  const { t } = useI18n();
  const move = useVisitMove();
  const [form, setForm] = useState<"change" | "cancel" | "refund" | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Readonly<Record<string, string>>>({});
  const { booking } = props;
  const choices = visitChoices(booking, Date.now());

  const failed = (problem: unknown) => {
    if (problem instanceof ApiError) {
      setFields(problem.params);
      setError(problem.params.reason ?? problem.params.reference ?? problem.message);
    } else setError(t("error.unknown"));
  };
  const clear = () => {
    setError(null);
    setFields({});
  };
  const send = (change: VisitMove) =>
    move.mutateAsync(change).then((answer) => {
      setForm(null);
      props.onDone(answer.msg);
    }, failed);
  const close = () => {
    setForm(null);
    clear();
  };

  if (form === "change") {
    return (
      <ChangeForm
        booking={booking}
        tables={props.tables ?? []}
        busy={move.isPending}
        error={error}
        fields={fields}
        onEdit={clear}
        onCancel={close}
        onSubmit={(change) => send({ move: "change", id: booking.ID, ...change })}
      />
    );
  }
  if (form === "cancel") {
    return (
      <ReasonForm
        className="desk-actions__form"
        label={t("desk.cancel.reason")}
        hint={t("desk.cancel.reasonHint")}
        submitLabel={t("desk.cancel.send")}
        busy={move.isPending}
        error={error}
        onEdit={clear}
        onCancel={close}
        onSubmit={(reason) => send({ move: "cancelByOwner", id: booking.ID, reason })}
      />
    );
  }
  if (form === "refund") {
    return (
      <RefundForm
        busy={move.isPending}
        error={error}
        onEdit={clear}
        onCancel={close}
        onSubmit={(reference) => send({ move: "markRefunded", id: booking.ID, reference })}
      />
    );
  }
  if (!choices.length) return null;
  const button = (label: string, onClick: () => void, kind = "secondary") => (
    <button
      type="button"
      className={`app-button app-button--${kind}`}
      disabled={move.isPending}
      onClick={onClick}
    >
      {label}
    </button>
  );
  return (
    <div className="app-buttons desk-actions">
      {choices.includes("arrived")
        ? button(
            t("desk.action.arrived"),
            () => send({ move: "arrived", id: booking.ID }),
            "primary",
          )
        : null}
      {choices.includes("complete")
        ? button(t("desk.action.complete"), () => send({ move: "complete", id: booking.ID }))
        : null}
      {choices.includes("noShow")
        ? button(t("desk.action.noShow"), () => send({ move: "noShow", id: booking.ID }))
        : null}
      {choices.includes("change") ? button(t("desk.action.change"), () => setForm("change")) : null}
      {choices.includes("refunded")
        ? button(t("desk.action.refunded"), () => setForm("refund"), "primary")
        : null}
      {choices.includes("cancel")
        ? button(t("desk.action.cancel"), () => setForm("cancel"), "danger")
        : null}
      {error ? (
        <p className="app-field__error desk-actions__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
