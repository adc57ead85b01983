import type { FocusEvent, InputHTMLAttributes, ReactNode } from "react";
import type { QuestionnaireField } from "../../../../shared/questionnaire/questionnaire-definition.ts";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import type { FieldValue } from "../form-values.ts";

export interface QuestionProps {
  field: QuestionnaireField;
  value: FieldValue;
  error: string | undefined;
  /** Required now: by the definition, or by another answer (required_if). */
  required: boolean;
  /** `judgeNow`: a tick or a choice has no blur to wait for. */
  onChange(value: FieldValue, judgeNow?: boolean): void;
  onBlur(): void;
}

/** The DOM id of a question's (first) control: labels, errors and focus find it by this. */
export const questionId = (fieldId: string) => `question-${fieldId}`;

/**
 * Judges the field on blur, unless focus goes to the submit button: submitting judges every
 * field anyway, and an error appearing now would move the button from under the pointer.
 */
function blurHandler(onBlur: () => void) {
  return (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (next instanceof HTMLButtonElement && next.type === "submit") return;
    onBlur();
  };
}

function describedBy(id: string, help: boolean, error: boolean) {
  return (
    [help ? `${id}-help` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") ||
    undefined
  );
}

function Help(props: { id: string; text?: string }) {
  return props.text ? (
    <p className="app-field__hint" id={`${props.id}-help`}>
      {props.text}
    </p>
  ) : null;
}

function ErrorText(props: { id: string; text?: string }) {
  return props.text ? (
    <p className="app-field__error" id={`${props.id}-error`}>
      {props.text}
    </p>
  ) : null;
}

function Optional(props: { required: boolean }) {
  const { t } = useI18n();
  return props.required ? null : (
    <span className="app-field__optional">{t("app.form.optional")}</span>
  );
}

/** Options as radio buttons or checkboxes, in a fieldset named by the question. */
function OptionGroup(props: QuestionProps & { label: string; multiple: boolean }) {
  const { field, value, error, required } = props;
  const id = questionId(field.id);
  const chosen = Array.isArray(value) ? value : [String(value)];
  return (
    <fieldset
      className={error ? "question-options question-options--invalid" : "question-options"}
      aria-describedby={describedBy(id, Boolean(field.help), Boolean(error))}
      // The legend says "(optional)" where it is; the error is read with the group.
      onBlur={blurHandler(props.onBlur)}
    >
      <legend className="app-field__label">
        {props.label}
        <Optional required={required} />
      </legend>
      <Help id={id} text={field.help} />
      <div className="question-options__list">
        {(field.options ?? []).map((option, index) => (
          <label key={option.value} className="question-options__option">
            <input
              id={index === 0 ? id : undefined}
              type={props.multiple ? "checkbox" : "radio"}
              name={field.id}
              value={option.value}
              checked={chosen.includes(option.value)}
              onChange={(event) => {
                if (!props.multiple) return props.onChange(option.value, true);
                const next = event.target.checked
                  ? [...chosen, option.value]
                  : chosen.filter((one) => one !== option.value);
                props.onChange(next, true);
              }}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <ErrorText id={id} text={error} />
    </fieldset>
  );
}

function Frame(props: {
  id: string;
  label: string;
  required: boolean;
  help?: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="app-field">
      <label htmlFor={props.id} className="app-field__label">
        {props.label}
        <Optional required={props.required} />
      </label>
      <Help id={props.id} text={props.help} />
      {props.children}
      <ErrorText id={props.id} text={props.error} />
    </div>
  );
}

/** One question of the definition, drawn by its type. */
export function QuestionField(props: QuestionProps) {
  const { t } = useI18n();
  const { field, value, error, required } = props;
  const id = questionId(field.id);
  const label = field.unit
    ? t("questionnaire.withUnit", { label: field.label, unit: field.unit })
    : field.label;
  const common = {
    id,
    name: field.id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(id, Boolean(field.help), Boolean(error)),
    "aria-required": required || undefined,
    onBlur: blurHandler(props.onBlur),
  } as const;
  const text = typeof value === "string" ? value : "";

  switch (field.type) {
    case "choice":
      return <OptionGroup {...props} label={label} multiple={false} />;
    case "multi":
      return <OptionGroup {...props} label={label} multiple />;
    case "consent":
      return (
        <div className="app-field app-field--check">
          <input
            {...common}
            type="checkbox"
            checked={value === true}
            onChange={(event) => props.onChange(event.target.checked, true)}
          />
          <label htmlFor={id}>{label}</label>
          {field.link ? (
            <a
              className="question-consent-link"
              href={field.link.url}
              target="_blank"
              rel="noopener"
            >
              {field.link.label}
              <span className="visually-hidden"> {t("common.newTab")}</span>
            </a>
          ) : null}
          <ErrorText id={id} text={error} />
        </div>
      );
    case "district":
      return (
        <Frame id={id} label={label} required={required} help={field.help} error={error}>
          <select
            {...common}
            className="app-field__input"
            value={text}
            onChange={(event) => props.onChange(event.target.value, true)}
          >
            <option value="">{t("questionnaire.choose")}</option>
            {(field.options ?? []).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </Frame>
      );
    case "textarea":
      return (
        <Frame id={id} label={label} required={required} help={field.help} error={error}>
          <textarea
            {...common}
            className="app-field__input app-field__input--area"
            rows={4}
            value={text}
            maxLength={field.max_length}
            onChange={(event) => props.onChange(event.target.value)}
          />
        </Frame>
      );
    default: {
      const input: InputHTMLAttributes<HTMLInputElement> = {
        number: { type: "text", inputMode: field.integer ? "numeric" : "decimal" } as const,
        email: { type: "email", inputMode: "email", autoComplete: "email" } as const,
        phone: { type: "tel", inputMode: "tel", autoComplete: "tel" } as const,
        date: { type: "date", min: String(field.min ?? ""), max: String(field.max ?? "") },
        month: { type: "month", min: String(field.min ?? ""), max: String(field.max ?? "") },
        text: { type: "text", autoComplete: field.id === "contact_name" ? "name" : undefined },
      }[field.type];
      return (
        <Frame id={id} label={label} required={required} help={field.help} error={error}>
          <input
            {...common}
            {...input}
            className="app-field__input"
            value={text}
            maxLength={field.max_length}
            onChange={(event) => props.onChange(event.target.value)}
          />
        </Frame>
      );
    }
  }
}
