import type { InputHTMLAttributes, ReactNode } from "react";
import { describedBy, FieldFrame } from "../../../components/form/fields.tsx";

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
  return (
    <FieldFrame
      id={props.id}
      label={props.label}
      hint={props.hint}
      error={props.error}
      optional={props.optional}
    >
      {props.children({
        id: props.id,
        "aria-invalid": props.error ? true : undefined,
        "aria-describedby": describedBy(props.id, Boolean(props.hint), Boolean(props.error)),
      })}
    </FieldFrame>
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
