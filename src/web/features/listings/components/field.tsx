import type { InputHTMLAttributes, ReactNode } from "react";
import { useI18n } from "../../../i18n/i18n-context.tsx";

/**
 * A labelled control with its hint and its error (the server's `data.params.<field>` or ours),
 * wired for assistive technology. `children` receives the control's ARIA props.
 */
export function Field(props: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  optional?: boolean;
  children: (aria: {
    id: string;
    "aria-invalid": true | undefined;
    "aria-describedby": string | undefined;
  }) => ReactNode;
}) {
  const { t } = useI18n();
  const described =
    [props.hint ? `${props.id}-hint` : null, props.error ? `${props.id}-error` : null]
      .filter(Boolean)
      .join(" ") || undefined;
  return (
    <div className="app-field">
      <label htmlFor={props.id} className="app-field__label">
        {props.label}
        {props.optional ? (
          <span className="app-field__optional">{t("app.form.optional")}</span>
        ) : null}
      </label>
      {props.hint ? (
        <p className="app-field__hint" id={`${props.id}-hint`}>
          {props.hint}
        </p>
      ) : null}
      {props.children({
        id: props.id,
        "aria-invalid": props.error ? true : undefined,
        "aria-describedby": described,
      })}
      {props.error ? (
        <p className="app-field__error" id={`${props.id}-error`}>
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

/** A text input in a Field. */
export function InputField(
  props: {
    id: string;
    label: string;
    hint?: string;
    error?: string;
    optional?: boolean;
    value: string;
    onValue(value: string): void;
  } & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "value" | "onChange">,
) {
  const { id, label, hint, error, optional, value, onValue, ...input } = props;
  return (
    <Field id={id} label={label} hint={hint} error={error} optional={optional}>
      {(aria) => (
        <input
          {...input}
          {...aria}
          className="app-field__input"
          value={value}
          aria-required={optional ? undefined : true}
          onChange={(event) => onValue(event.target.value)}
        />
      )}
    </Field>
  );
}
