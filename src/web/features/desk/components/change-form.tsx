import { type FormEvent, useId, useState } from "react";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import type { DeskBooking, DeskTable } from "../api/desk-schemas.ts";

const FIELDS = ["start_date", "start_time", "table_num"] as const;

export interface BookingChange {
  startDate?: string;
  startTime?: string;
  tables?: number[];
}

/**
 * Moves a booking to another date, time or tables: only what the owner changed is sent, and
 * the server checks the room under the place's lock as it would an order. `fields` are the
 * server's words per field (start_date, start_time, table_num).
 */
export function ChangeForm(props: {
  booking: DeskBooking;
  tables: readonly DeskTable[];
  busy: boolean;
  error: string | null;
  fields: Readonly<Record<string, string>>;
  onEdit(): void;
  onCancel(): void;
  onSubmit(change: BookingChange): void;
}) {
  const { t } = useI18n();
  const id = useId();
  const { booking } = props;
  const [date, setDate] = useState(booking.start_date);
  const [time, setTime] = useState(booking.start_time);
  const [tables, setTables] = useState<number[]>(booking.table_num);
  const [unchanged, setUnchanged] = useState(false);
  const sameTables =
    tables.length === booking.table_num.length &&
    tables.every((number) => booking.table_num.includes(number));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const change: BookingChange = {
      startDate: date !== booking.start_date ? date : undefined,
      startTime: time !== booking.start_time ? time : undefined,
      tables: sameTables ? undefined : [...tables].sort((a, b) => a - b),
    };
    if (!change.startDate && !change.startTime && !change.tables) {
      setUnchanged(true);
      return;
    }
    props.onSubmit(change);
  }
  const edited = () => {
    setUnchanged(false);
    props.onEdit();
  };
  const fieldError = (name: (typeof FIELDS)[number]) =>
    props.fields[name] ? (
      <p className="app-field__error" id={`${id}-${name}-error`}>
        {props.fields[name]}
      </p>
    ) : null;
  const described = (name: (typeof FIELDS)[number]) =>
    props.fields[name] ? { "aria-invalid": true, "aria-describedby": `${id}-${name}-error` } : {};
  // An answer about something other than these fields (the booking's state, the room) goes below.
  const onAField = FIELDS.some((name) => props.fields[name]);
  const otherError = unchanged ? t("desk.change.same") : onAField ? null : props.error;

  return (
    <form className="app-form desk-actions__form" noValidate onSubmit={submit}>
      <h3 className="app-field__label">{t("desk.change.title")}</h3>
      <div className="desk-change__when">
        <div className="app-field">
          <label htmlFor={`${id}-date`} className="app-field__label">
            {t("desk.change.date")}
          </label>
          <input
            id={`${id}-date`}
            className="app-field__input"
            type="date"
            value={date}
            required
            {...described("start_date")}
            onChange={(event) => {
              setDate(event.target.value);
              edited();
            }}
          />
          {fieldError("start_date")}
        </div>
        <div className="app-field">
          <label htmlFor={`${id}-time`} className="app-field__label">
            {t("desk.change.time")}
          </label>
          <input
            id={`${id}-time`}
            className="app-field__input"
            type="time"
            value={time}
            required
            {...described("start_time")}
            onChange={(event) => {
              setTime(event.target.value);
              edited();
            }}
          />
          {fieldError("start_time")}
        </div>
      </div>
      {props.tables.length ? (
        <fieldset className="desk-change__tables" {...described("table_num")}>
          <legend className="app-field__label">{t("desk.change.tables")}</legend>
          {props.tables.map((table) => (
            <label key={table.number} className="desk-chip">
              <input
                type="checkbox"
                checked={tables.includes(table.number)}
                onChange={(event) => {
                  setTables((held) =>
                    event.target.checked
                      ? [...held, table.number]
                      : held.filter((number) => number !== table.number),
                  );
                  edited();
                }}
              />
              {t("desk.tableSeats", {
                table: table.name || String(table.number),
                seats: table.seats,
              })}
            </label>
          ))}
          {fieldError("table_num")}
        </fieldset>
      ) : null}
      {otherError ? (
        <p className="app-field__error" role="alert">
          {otherError}
        </p>
      ) : null}
      <div className="app-buttons">
        <button type="button" className="app-button app-button--secondary" onClick={props.onCancel}>
          {t("app.cancel")}
        </button>
        <button type="submit" className="app-button app-button--primary" disabled={props.busy}>
          {t("desk.change.send")}
        </button>
      </div>
    </form>
  );
}
