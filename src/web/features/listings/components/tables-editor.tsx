import { BOOKING_LIMITS } from "../../../../shared/listings/booking-settings.ts";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import type { DraftBooking, DraftCombination } from "../place-draft.ts";
import { AddRowButton, NumberCell, RemoveRowButton } from "./row-parts.tsx";

/** The place's tables (table style): each one's name and how many it seats. */
export function TablesEditor(props: {
  idPrefix: string;
  booking: DraftBooking;
  error?: string;
  errorOf(field: string): string | undefined;
  onChange(change: Partial<DraftBooking>): void;
}) {
  const { t } = useI18n();
  const { tables } = props.booking;
  const update = (index: number, change: Partial<DraftBooking["tables"][number]>) =>
    props.onChange({
      tables: tables.map((table, i) => (i === index ? { ...table, ...change } : table)),
    });
  return (
    <fieldset className="lst-fieldset">
      <legend className="app-field__label">{t("listings.booking.tables")}</legend>
      <p className="app-field__hint">{t("listings.booking.tablesHint")}</p>
      {tables.length ? (
        <ul className="lst-tables">
          {tables.map((table, index) => {
            const base = `${props.idPrefix}-table-${index}`;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: a table row has no identity but its place
              <li key={index} className="lst-table-row">
                <label className="lst-range__time">
                  <span>
                    {t("listings.booking.tableName")} (
                    {t("listings.booking.tableNumber", {
                      number: index + 1,
                    })}
                    )
                  </span>
                  <input
                    id={`${base}-name`}
                    className="app-field__input"
                    value={table.name}
                    maxLength={40}
                    onChange={(event) => update(index, { name: event.target.value })}
                  />
                </label>
                <NumberCell
                  label={t("listings.booking.seats")}
                  min={1}
                  max={BOOKING_LIMITS.seatsPerTable}
                  value={table.seats}
                  onChange={(seats) => update(index, { seats })}
                />
                {(["minParty", "maxParty"] as const).map((name) => (
                  <NumberCell
                    key={name}
                    label={t(`listings.booking.${name}`)}
                    min={1}
                    max={BOOKING_LIMITS.partySize}
                    placeholder={name === "minParty" ? "1" : table.seats}
                    value={table[name] ?? ""}
                    onChange={(value) => update(index, { [name]: value })}
                  />
                ))}
                {props.errorOf(`booking_settings.tables.${index}.maxParty`) ? (
                  <p className="app-field__error">
                    {props.errorOf(`booking_settings.tables.${index}.maxParty`)}
                  </p>
                ) : null}
                <RemoveRowButton
                  label={t("listings.booking.removeTableNamed", { name: table.name || index + 1 })}
                  onClick={() => props.onChange({ tables: tables.filter((_, i) => i !== index) })}
                />
              </li>
            );
          })}
        </ul>
      ) : null}
      {props.error ? <p className="app-field__error">{props.error}</p> : null}
      {tables.length < BOOKING_LIMITS.tables ? (
        <AddRowButton
          onClick={() =>
            props.onChange({
              tables: [
                ...tables,
                {
                  name: t("listings.booking.tableDefault", { number: tables.length + 1 }),
                  seats: "4",
                },
              ],
            })
          }
        >
          {t("listings.booking.addTable")}
        </AddRowButton>
      ) : null}
    </fieldset>
  );
}

/**
 * Tables the owner lets the place push together for a larger party (decision 073): their
 * numbers, as the tables above are numbered, and the party sizes they take.
 */
export function CombinationsEditor(props: {
  idPrefix: string;
  booking: DraftBooking;
  errorOf(field: string): string | undefined;
  onChange(change: Partial<DraftBooking>): void;
}) {
  const { t } = useI18n();
  const combinations = props.booking.combinations ?? [];
  const update = (index: number, change: Partial<DraftCombination>) =>
    props.onChange({
      combinations: combinations.map((one, i) => (i === index ? { ...one, ...change } : one)),
    });
  const hintId = `${props.idPrefix}-combinations-hint`;
  return (
    <fieldset className="lst-fieldset" aria-describedby={hintId}>
      <legend className="app-field__label">{t("listings.booking.combinations")}</legend>
      <p id={hintId} className="app-field__hint">
        {t("listings.booking.combinationsHint")}
      </p>
      {combinations.length ? (
        <ul className="lst-tables">
          {combinations.map((combination, index) => {
            const base = `booking_settings.tableCombinations.${index}`;
            const error =
              props.errorOf(`${base}.tables`) ??
              props.errorOf(`${base}.maxParty`) ??
              props.errorOf(`${base}.minParty`) ??
              props.errorOf(base);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: a combination has no identity but its place
              <li key={index} className="lst-table-row">
                <label className="lst-range__time">
                  <span>{t("listings.booking.combinationTablesLabel")}</span>
                  <input
                    className="app-field__input"
                    inputMode="numeric"
                    placeholder="3, 4"
                    maxLength={60}
                    value={combination.tables}
                    onChange={(event) => update(index, { tables: event.target.value })}
                  />
                </label>
                {(["minParty", "maxParty"] as const).map((name) => (
                  <NumberCell
                    key={name}
                    label={t(`listings.booking.${name}`)}
                    min={1}
                    max={BOOKING_LIMITS.partySize}
                    value={combination[name]}
                    onChange={(value) => update(index, { [name]: value })}
                  />
                ))}
                {error ? <p className="app-field__error">{error}</p> : null}
                <RemoveRowButton
                  label={t("listings.booking.removeCombination", {
                    tables: combination.tables || index + 1,
                  })}
                  onClick={() =>
                    props.onChange({ combinations: combinations.filter((_, i) => i !== index) })
                  }
                />
              </li>
            );
          })}
        </ul>
      ) : null}
      {combinations.length < BOOKING_LIMITS.tableCombinations &&
      props.booking.tables.length >= 2 ? (
        <AddRowButton
          onClick={() =>
            props.onChange({
              combinations: [...combinations, { tables: "", minParty: "", maxParty: "" }],
            })
          }
        >
          {t("listings.booking.addCombination")}
        </AddRowButton>
      ) : null}
    </fieldset>
  );
}
