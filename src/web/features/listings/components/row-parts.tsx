import type { ReactNode } from "react";
import { useI18n } from "../../../i18n/i18n-context.tsx";

/**
 * The pieces every row editor of the place form repeats (tables, joined tables, services, staff):
 * a narrow number cell, the row's remove button, and the add button under the list.
 */
export function NumberCell(props: {
  label: string;
  value: string | number;
  min: number;
  max?: number;
  id?: string;
  decimal?: boolean;
  placeholder?: string | number;
  onChange(value: string): void;
}) {
  return (
    <label className="lst-range__time lst-range__time--narrow">
      <span>{props.label}</span>
      <input
        id={props.id}
        className="app-field__input"
        type="number"
        inputMode={props.decimal ? "decimal" : "numeric"}
        min={props.min}
        max={props.max}
        step={props.decimal ? "any" : undefined}
        placeholder={props.placeholder === undefined ? undefined : String(props.placeholder)}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </label>
  );
}

/** "Remove", named for the row it removes (`label`) for screen readers. */
export function RemoveRowButton(props: { label: string; onClick(): void }) {
  const { t } = useI18n();
  return (
    <button
      type="button"
      className="app-button app-button--danger lst-small-button"
      aria-label={props.label}
      onClick={props.onClick}
    >
      {t("listings.remove")}
    </button>
  );
}

export function AddRowButton(props: { children: ReactNode; onClick(): void }) {
  return (
    <button
      type="button"
      className="app-button app-button--secondary lst-small-button"
      onClick={props.onClick}
    >
      {props.children}
    </button>
  );
}
