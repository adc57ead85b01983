import { useId } from "react";
import { useI18n } from "../../../i18n/i18n-context.tsx";

/** A count of people with − and + (adults, children); the number itself is also typed. */
export function PartyStepper(props: {
  label: string;
  /** The label read by assistive technology only (a section heading already says it). */
  hideLabel?: boolean;
  value: number;
  min: number;
  max: number;
  error?: string;
  onChange(value: number): void;
}) {
  const { t } = useI18n();
  const id = useId();
  const { value, min, max } = props;
  const set = (next: number) => props.onChange(Math.min(max, Math.max(min, next)));
  return (
    <div className="bkg-stepper">
      <label htmlFor={id} className={props.hideLabel ? "visually-hidden" : "app-field__label"}>
        {props.label}
      </label>
      <div className="bkg-stepper__controls">
        <button
          type="button"
          className="bkg-stepper__button"
          aria-label={t("bookings.form.less", { what: props.label })}
          disabled={value <= min}
          onClick={() => set(value - 1)}
        >
          −
        </button>
        <input
          id={id}
          className="app-field__input bkg-stepper__value"
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          value={value}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={props.error ? `${id}-error` : undefined}
          onChange={(event) => {
            const typed = Number(event.target.value);
            if (Number.isInteger(typed)) set(typed);
          }}
        />
        <button
          type="button"
          className="bkg-stepper__button"
          aria-label={t("bookings.form.more", { what: props.label })}
          disabled={value >= max}
          onClick={() => set(value + 1)}
        >
          +
        </button>
      </div>
      {props.error ? (
        <p className="app-field__error" id={`${id}-error`}>
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
