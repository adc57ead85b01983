import { useState } from "react";
import { ReasonForm } from "../../../components/form/reason-form.tsx";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { type BookingMove, useMoveBooking } from "../api/booking-moves.ts";
import type { BookingListItem } from "../api/booking-schemas.ts";
import { GiveTimeForm } from "./give-time-form.tsx";

/** What the owner needs to give a request without a time its time; undefined for the rest. */
export const untimedRequest = (
  booking: Pick<BookingListItem, "time_to_confirm" | "place_id" | "adult" | "children">,
) =>
  booking.time_to_confirm && booking.place_id
    ? { placeId: booking.place_id, persons: booking.adult + booking.children }
    : undefined;

/**
 * The owner's answer to a pending request: accept, or decline with a reason the customer is
 * told (required: a refusal without a word is the worst kind). A request that came without a
 * time (`untimed`: its place and party) is accepted at a date and slot the owner gives it.
 * `onDone` gets the server's words.
 */
export function OwnerActions(props: {
  id: number;
  title: string;
  untimed?: { placeId: number; persons: number };
  onDone(message: string): void;
}) {
  const { t } = useI18n();
  const move = useMoveBooking();
  const [declining, setDeclining] = useState(false);
  const [timing, setTiming] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const failed = (problem: unknown) =>
    setError(
      problem instanceof ApiError
        ? (problem.params.reason ??
            problem.params.start_time ??
            problem.params.start_date ??
            problem.params.adult ??
            problem.message)
        : t("error.unknown"),
    );

  // Not mutate's own callbacks: the refreshed list drops an answered request, and with it this
  // component, often before they would run; the screen still has to say what happened.
  const send = (change: BookingMove) =>
    move.mutateAsync(change).then((answer) => props.onDone(answer.msg), failed);

  const { untimed } = props;
  if (timing && untimed) {
    return (
      <GiveTimeForm
        placeId={untimed.placeId}
        persons={untimed.persons}
        busy={move.isPending}
        error={error}
        onEdit={() => setError(null)}
        onCancel={() => {
          setTiming(false);
          setError(null);
        }}
        onSubmit={(time) => send({ id: props.id, move: "accept", time })}
      />
    );
  }

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
        onSubmit={(reason) => send({ id: props.id, move: "decline", reason })}
      />
    );
  }
  return (
    <>
      <button
        type="button"
        className="app-button app-button--primary"
        aria-label={t(untimed ? "bookings.owner.acceptAtNamed" : "bookings.owner.acceptNamed", {
          title: props.title,
        })}
        disabled={move.isPending}
        onClick={() => (untimed ? setTiming(true) : send({ id: props.id, move: "accept" }))}
      >
        {t(untimed ? "bookings.owner.giveTime" : "bookings.owner.accept")}
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
