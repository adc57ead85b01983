import type { FocusEvent, ReactNode } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import type { FieldName, FormValues, SchemaForm } from "./use-schema-form.ts";
import "./form.css";

interface FieldProps<V extends FormValues> {
  form: SchemaForm<V>;
  name: FieldName<V>;
  label: string;
  hint?: string;
  /** Marks the label "(optional)"; fields are required unless said so. */
  optional?: boolean;
}

/**
 * Validation on blur, unless focus is going to the submit button: submitting judges every field
 * anyway, and an error appearing under this field would move the button away from the pointer
 * between press and release, so the click would be lost.
 */
function blurHandler<V extends FormValues>(form: SchemaForm<V>, name: FieldName<V>) {
  return (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (next instanceof HTMLButtonElement && next.type === "submit") return;
    form.blur(name);
  };
}

export function describedBy(id: string, hint: boolean, error: boolean): string | undefined {
  return (
    [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") ||
    undefined
  );
}

/** What every text-like control of a field shares: identity, value, events and ARIA. */
function textControl<V extends FormValues>(props: FieldProps<V>) {
  const { form, name } = props;
  const id = form.idOf(name);
  const error = form.errors[name];
  return {
    error,
    control: {
      id,
      name,
      value: String(form.values[name] ?? ""),
      onChange: (event: { target: { value: string } }) =>
        form.set(name, event.target.value as V[typeof name]),
      onBlur: blurHandler(form, name),
      "aria-invalid": error ? true : undefined,
      "aria-describedby": describedBy(id, Boolean(props.hint), Boolean(error)),
    },
  };
}

/** A control's label (with "optional"), hint and error around it; ids as `describedBy` names them. */
export function FieldFrame(props: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  optional?: boolean;
  children: ReactNode;
}) {
  const { t } = useI18n();
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
      {props.children}
      {props.error ? (
        <p className="app-field__error" id={`${props.id}-error`}>
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

export function TextField<V extends FormValues>(
  props: FieldProps<V> & {
    type?: "text" | "email" | "password" | "tel" | "url" | "date";
    autoComplete?: string;
    inputMode?: "text" | "numeric" | "email" | "tel" | "url";
    maxLength?: number;
    /** Typed as is (usernames, codes): no capitals, corrections or spelling marks. */
    verbatim?: boolean;
  },
) {
  const verbatim = props.verbatim || (props.type !== undefined && props.type !== "text");
  const { error, control } = textControl(props);
  return (
    <FieldFrame
      id={control.id}
      label={props.label}
      hint={props.hint}
      error={error}
      optional={props.optional}
    >
      <input
        {...control}
        className="app-field__input"
        type={props.type ?? "text"}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        maxLength={props.maxLength}
        aria-required={props.optional ? undefined : true}
        autoCapitalize={verbatim ? "none" : undefined}
        autoCorrect={verbatim ? "off" : undefined}
        spellCheck={verbatim ? false : undefined}
      />
    </FieldFrame>
  );
}

export function TextAreaField<V extends FormValues>(props: FieldProps<V> & { rows?: number }) {
  const { error, control } = textControl(props);
  return (
    <FieldFrame
      id={control.id}
      label={props.label}
      hint={props.hint}
      error={error}
      optional={props.optional}
    >
      <textarea
        {...control}
        className="app-field__input app-field__input--area"
        rows={props.rows ?? 4}
      />
    </FieldFrame>
  );
}

export function SelectField<V extends FormValues>(
  props: FieldProps<V> & { options: readonly { value: string; label: string }[] },
) {
  const { error, control } = textControl(props);
  return (
    <FieldFrame
      id={control.id}
      label={props.label}
      hint={props.hint}
      error={error}
      optional={props.optional}
    >
      <select {...control} className="app-field__input">
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/** A checkbox; its label may hold links (the terms at sign-up). */
export function CheckboxField<V extends FormValues>(
  props: Omit<FieldProps<V>, "label"> & { label: ReactNode },
) {
  const { form, name } = props;
  const id = form.idOf(name);
  const error = form.errors[name];
  return (
    <div className="app-field app-field--check">
      <input
        id={id}
        name={name}
        type="checkbox"
        checked={form.values[name] === true}
        onChange={(event) => form.set(name, event.target.checked as V[typeof name], true)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-required={props.optional ? undefined : true}
      />
      <label htmlFor={id}>{props.label}</label>
      {error ? (
        <p className="app-field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Shows or hides every password field of a form. */
export function ShowPasswords(props: { shown: boolean; onChange(shown: boolean): void }) {
  const { t } = useI18n();
  return (
    <label className="app-field--toggle">
      <input
        type="checkbox"
        checked={props.shown}
        onChange={(event) => props.onChange(event.target.checked)}
      />
      {t("app.form.showPasswords")}
    </label>
  );
}

/**
 * The form's live regions: always in the page, so assistive technology hears new text; only a
 * filled one shows.
 */
export function FormMessages(props: { error: string | null; success?: string | null }) {
  return (
    <>
      <div className="app-form__alert" role="alert">
        {props.error}
      </div>
      <div className="app-form__status" role="status">
        {props.success ?? null}
      </div>
    </>
  );
}
