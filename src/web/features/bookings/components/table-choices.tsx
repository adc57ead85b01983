import { useId } from "react";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import type { BookingOption, BookingTable } from "../api/booking-schemas.ts";

/**
 * Table style on a server that does not seat the party itself (no `party` in `booking/form`):
 * the tables of the chosen time, taken ones shown disabled. A server that seats the party
 * never shows this: guests do not pick table numbers.
 */
export function TableChoices(props: {
  tables: readonly BookingTable[];
  option: BookingOption | undefined;
  persons: number;
  value: readonly number[];
  error?: string;
  onChange(tables: number[]): void;
}) {
  const { t } = useI18n();
  const hintId = useId();
  const seats = props.value.reduce(
    (sum, id) => sum + (props.tables.find((table) => table.id === id)?.seats ?? 0),
    0,
  );
  return (
    <section className="app-card bkg-section" aria-labelledby="booking-tables">
      <h2 id="booking-tables">{t("bookings.form.tables")}</h2>
      {props.option ? (
        <fieldset
          className="bkg-chips-field"
          aria-describedby={props.error ? `${hintId} booking-table_num-error` : hintId}
        >
          <legend className="visually-hidden">{t("bookings.form.tables")}</legend>
          <p className="app-field__hint" id={hintId}>
            {t("bookings.form.tablesHint", { persons: props.persons, seats })}
          </p>
          <div className="bkg-chips">
            {props.tables.map((table, index) => {
              const free = props.option?.free_tables.includes(table.id) ?? false;
              const checked = props.value.includes(table.id);
              return (
                <label key={table.id} className="bkg-chip bkg-chip--table">
                  <input
                    id={index === 0 ? "booking-table_num" : undefined}
                    type="checkbox"
                    name="table_num"
                    value={table.id}
                    checked={checked && free}
                    disabled={!free}
                    onChange={(event) =>
                      props.onChange(
                        event.target.checked
                          ? [...props.value, table.id]
                          : props.value.filter((id) => id !== table.id),
                      )
                    }
                  />
                  <span className="bkg-chip__main">{table.title}</span>
                  <span className="bkg-chip__note">
                    {free
                      ? t("bookings.form.seats", { count: table.seats })
                      : t("bookings.form.taken")}
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
      ) : (
        <p className="app-lead">{t("bookings.form.tablesFirst")}</p>
      )}
      {props.error ? (
        <p className="app-field__error" id="booking-table_num-error">
          {props.error}
        </p>
      ) : null}
    </section>
  );
}
