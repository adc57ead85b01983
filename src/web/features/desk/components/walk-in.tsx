import { type FormEvent, useId, useState } from "react";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import type { DeskTable } from "../api/desk-schemas.ts";
import { useVisitMove } from "../api/visit-moves.ts";

const CHIPS = [1, 2, 3, 4, 5, 6, 7, 8] as const;
const MAX_PARTY = 50;

/**
 * A walk-in in two taps: "Walk-in", then the party's size; the server picks a free table and
 * seats them now. A larger party types its size under "More". `onDone` gets where they sit.
 */
export function WalkIn(props: {
  placeId: number;
  tables: readonly DeskTable[];
  onDone(message: string): void;
}) {
  const { t } = useI18n();
  const id = useId();
  const move = useVisitMove();
  const [open, setOpen] = useState(false);
  const [more, setMore] = useState(false);
  const [size, setSize] = useState("");
  const [error, setError] = useState<string | null>(null);

  const tableName = (number: number) =>
    props.tables.find((table) => table.number === number)?.name || String(number);

  const seat = (persons: number) => {
    setError(null);
    move.mutateAsync({ move: "walkIn", placeId: props.placeId, persons }).then(
      (answer) => {
        setOpen(false);
        setMore(false);
        setSize("");
        const tables = answer.data.table_num;
        props.onDone(
          tables.length
            ? t("desk.walkIn.seated", { tables: tables.map(tableName).join(", ") })
            : answer.msg,
        );
      },
      (problem: unknown) =>
        setError(
          problem instanceof ApiError
            ? (problem.params.persons ?? problem.message)
            : t("error.unknown"),
        ),
    );
  };

  function submitMore(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const persons = Number(size);
    if (!Number.isInteger(persons) || persons < 1 || persons > MAX_PARTY) {
      setError(t("desk.walkIn.sizeRange", { max: MAX_PARTY }));
      return;
    }
    seat(persons);
  }

  if (!open) {
    return (
      <button
        type="button"
        className="app-button app-button--primary"
        onClick={() => setOpen(true)}
      >
        {t("desk.walkIn.start")}
      </button>
    );
  }
  return (
    <section className="app-card desk-walk-in" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="desk-heading">
        {t("desk.walkIn.party")}
      </h2>
      <div className="desk-chips">
        {CHIPS.map((persons) => (
          <button
            key={persons}
            type="button"
            className="desk-chip"
            aria-label={t("desk.walkIn.seatParty", { persons })}
            disabled={move.isPending}
            onClick={() => seat(persons)}
          >
            {persons}
          </button>
        ))}
        <button
          type="button"
          className="desk-chip"
          aria-expanded={more}
          onClick={() => setMore((shown) => !shown)}
        >
          {t("desk.walkIn.more")}
        </button>
      </div>
      {more ? (
        <form className="desk-walk-in__more" noValidate onSubmit={submitMore}>
          <label htmlFor={`${id}-size`} className="app-field__label">
            {t("desk.walkIn.size")}
          </label>
          <input
            id={`${id}-size`}
            className="app-field__input"
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_PARTY}
            value={size}
            onChange={(event) => {
              setSize(event.target.value);
              setError(null);
            }}
          />
          <button
            type="submit"
            className="app-button app-button--primary"
            disabled={move.isPending}
          >
            {t("desk.walkIn.seat")}
          </button>
        </form>
      ) : null}
      {error ? (
        <p className="app-field__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="app-buttons">
        <button
          type="button"
          className="app-button app-button--secondary"
          onClick={() => {
            setOpen(false);
            setError(null);
          }}
        >
          {t("app.cancel")}
        </button>
      </div>
    </section>
  );
}
