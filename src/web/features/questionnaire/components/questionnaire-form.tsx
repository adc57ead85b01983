import { type FormEvent, useRef, useState } from "react";
import {
  type Answers,
  JOURNEY_FIELD,
  QUESTIONNAIRE_HONEYPOT_FIELD,
  type QuestionnaireDefinition,
  type QuestionnaireField,
} from "../../../../shared/questionnaire/questionnaire-definition.ts";
import { FormMessages } from "../../../components/form/fields.tsx";
import { failureMessage } from "../../../components/form/form-failure.ts";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { type SavedAnswers, useSaveAnswers } from "../api/save-answers.ts";
import {
  type FieldValue,
  type FormValues,
  fieldErrors,
  initialValues,
  isRequired,
} from "../form-values.ts";
import { QuestionField, questionId } from "./question-field.tsx";

/**
 * The questionnaire as its definition asks it. Each field is judged on blur and again as a
 * shown error is fixed, every field on submit, with the same rules the server applies; what
 * was typed stays whatever the answer.
 */
export function QuestionnaireForm(props: {
  definition: QuestionnaireDefinition;
  stored: Answers | null;
  query: URLSearchParams;
  forecastLink: string | null;
  onSaved(saved: SavedAnswers, values: FormValues): void;
  /** Values kept from before (after "change my answers"): they win over everything else. */
  kept: FormValues | null;
  /**
   * A short first step (the website's "open this restaurant" page): these fields first, in this
   * order, the consent after them, and every other field folded under "more details".
   */
  short?: { fields: readonly string[]; detailsLabel: string; submitLabel: string };
}) {
  const { t } = useI18n();
  const { definition } = props;
  const save = useSaveAnswers();
  const [values, setValues] = useState<FormValues>(
    () => props.kept ?? initialValues(definition, props.stored, props.query),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const details = useRef<HTMLDetailsElement>(null);
  const { short } = props;
  const isShort = (id: string) =>
    short ? short.fields.includes(id) || id === JOURNEY_FIELD.consent : true;
  const firstFields = short
    ? [
        ...short.fields.flatMap((id) => definition.fields.filter((field) => field.id === id)),
        ...definition.fields.filter((field) => field.id === JOURNEY_FIELD.consent),
      ]
    : definition.fields;
  const moreFields = definition.fields.filter((field) => !isShort(field.id));

  /** The shown errors with these fields judged again against `candidate`. */
  function judge(candidate: FormValues, ids: string[]) {
    const fresh = fieldErrors(definition, candidate, t);
    setErrors((previous) => {
      const next = { ...previous };
      for (const id of ids) {
        if (fresh[id]) next[id] = fresh[id];
        else delete next[id];
      }
      return next;
    });
  }

  function change(id: string, value: FieldValue, judgeNow = false) {
    const next = { ...values, [id]: value };
    setValues(next);
    // A shown error clears as soon as it is fixed; a field another depends on judges that too.
    const dependants = definition.fields.filter((field) => field.required_if?.field === id);
    const judged = [id, ...dependants.map((field) => field.id)].filter(
      (one) => errors[one] || (judgeNow && one === id),
    );
    if (judged.length > 0) judge(next, judged);
  }

  function focusFirst(ids: string[]) {
    const first = [...firstFields, ...moreFields].find((field) => ids.includes(field.id));
    if (!first) return;
    // A problem under "more details" opens it, so the field can be seen and fixed.
    if (!isShort(first.id) && details.current) details.current.open = true;
    document.getElementById(questionId(first.id))?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAlert(null);
    const found = fieldErrors(definition, values, t);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setAlert(t("app.form.fixErrors"));
      focusFirst(Object.keys(found));
      return;
    }
    if (save.isPending) return;
    try {
      const saved = await save.mutateAsync({
        ...values,
        ...(props.forecastLink ? { forecast_link: props.forecastLink } : {}),
        [QUESTIONNAIRE_HONEYPOT_FIELD]: honeypot.current?.value ?? "",
      });
      props.onSaved(saved, values);
    } catch (error) {
      setAlert(
        failureMessage(
          error,
          (params) => {
            const matched = definition.fields.filter((field) => params[field.id]);
            if (matched.length === 0) return false;
            setErrors(Object.fromEntries(matched.map((field) => [field.id, params[field.id]!])));
            focusFirst(matched.map((field) => field.id));
            return true;
          },
          t,
        ),
      );
    }
  }

  function question(field: QuestionnaireField) {
    return (
      <QuestionField
        key={field.id}
        field={field}
        value={values[field.id] ?? ""}
        error={errors[field.id]}
        required={isRequired(field, values)}
        onChange={(value, judgeNow) => change(field.id, value, judgeNow)}
        onBlur={() => judge(values, [field.id])}
      />
    );
  }

  return (
    <form className="app-card app-form questionnaire-form" noValidate onSubmit={submit}>
      {(short ? firstFields.filter((field) => field.type !== "consent") : firstFields).map(
        question,
      )}
      {short && moreFields.length > 0 ? (
        <details className="questionnaire-more" ref={details}>
          <summary>{short.detailsLabel}</summary>
          <div className="questionnaire-more__fields">{moreFields.map(question)}</div>
        </details>
      ) : null}
      {short ? firstFields.filter((field) => field.type === "consent").map(question) : null}
      {/* People never see this; bots fill every input they find. */}
      <div className="visually-hidden" aria-hidden="true">
        <label>
          {QUESTIONNAIRE_HONEYPOT_FIELD}
          <input
            ref={honeypot}
            name={QUESTIONNAIRE_HONEYPOT_FIELD}
            tabIndex={-1}
            autoComplete="off"
          />
        </label>
      </div>
      <FormMessages error={alert} />
      <button
        type="submit"
        className="app-button app-button--primary"
        aria-disabled={save.isPending}
      >
        {short
          ? short.submitLabel
          : props.stored
            ? t("questionnaire.update")
            : t("questionnaire.submit")}
      </button>
    </form>
  );
}
