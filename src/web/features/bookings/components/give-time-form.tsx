import { type FormEvent, useId, useState } from "react";
import { bookingClock } from "../../../../shared/format/booking-time.ts";
import { QueryFailure, QueryPending } from "../../../components/query-failure.tsx";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { useBookingForm } from "../api/get-booking-form.ts";

export interface GivenTime {
  date: string;
  start: string;
}

/**
 * The date and slot an owner gives a request that came without a time (Listar's apps ask for a
 * slot without one), chosen among the place's slots that still have room for its party: what
 * `booking/form` offers a customer. The server checks the room again as it accepts.
 */
export function GiveTimeForm(props: {
  placeId: number;
  persons: number;
  busy: boolean;
  /** The server's word on the last attempt. */
  error: string | null;
  onCancel(): void;
  onSubmit(time: GivenTime): void;
  /** The choice changed: an earlier answer's error no longer applies. */
  onEdit(): void;
}) {
  const { t, language } = useI18n();
  const id = useId();
  const [asked, setAsked] = useState<string | null>(null);
  const [start, setStart] = useState("");
  const form = useBookingForm(props.placeId, asked);
  if (form.isError && !form.data) {
    return <QueryFailure error={form.error} onRetry={() => void form.refetch()} />;
  }
  if (!form.data) return <QueryPending />;
  const { data } = form.data;
  const date = data.start_date;
  const slots = form.isPlaceholderData
    ? []
    : data.options.filter((option) => option.remaining >= props.persons);
  const chosen = slots.some((slot) => slot.start === start) ? start : (slots[0]?.start ?? "");

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (chosen) props.onSubmit({ date, start: chosen });
  }

  return (
    <form
      className="app-form bkg-wide"
      noValidate
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
    >
      <h3 className="app-field__label" id={`${id}-title`}>
        {t("bookings.owner.giveTime")}
      </h3>
      <p className="app-field__hint">{t("bookings.owner.giveTimeHint")}</p>
      <label htmlFor={`${id}-date`} className="app-field__label">
        {t("bookings.owner.date")}
      </label>
      <input
        id={`${id}-date`}
        className="app-field__input"
        type="date"
        value={date}
        min={data.min_date}
        max={data.max_date}
        required
        onChange={(event) => {
          const next = event.target.value;
          // Dates outside the bookable range are not asked for; the browser marks them.
          if (next >= data.min_date && next <= data.max_date) {
            setAsked(next);
            props.onEdit();
          }
        }}
      />
      <label htmlFor={`${id}-slot`} className="app-field__label">
        {t("bookings.owner.slot")}
      </label>
      {form.isPlaceholderData ? (
        <QueryPending />
      ) : slots.length ? (
        <select
          id={`${id}-slot`}
          className="app-field__input"
          value={chosen}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={props.error ? `${id}-error` : undefined}
          onChange={(event) => {
            setStart(event.target.value);
            props.onEdit();
          }}
        >
          {slots.map((slot) => (
            <option key={slot.start} value={slot.start}>
              {t("bookings.owner.slotRoom", {
                start: bookingClock(slot.start, language),
                end: bookingClock(slot.end, language),
                remaining: slot.remaining,
              })}
            </option>
          ))}
        </select>
      ) : (
        <p className="app-field__hint" id={`${id}-slot`} role="status">
          {t("bookings.owner.noSlots")}
        </p>
      )}
      {props.error ? (
        <p className="app-field__error" id={`${id}-error`} role="alert">
          {props.error}
        </p>
      ) : null}
      <div className="app-buttons">
        <button type="button" className="app-button app-button--secondary" onClick={props.onCancel}>
          {t("app.cancel")}
        </button>
        <button
          type="submit"
          className="app-button app-button--primary"
          disabled={props.busy || !chosen}
        >
          {t("bookings.owner.acceptAt")}
        </button>
      </div>
    </form>
  );
}
