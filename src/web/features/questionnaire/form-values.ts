import type { MessageKey } from "../../../shared/i18n/messages/index.ts";
import type { MessageVars } from "../../../shared/i18n/translate.ts";
import {
  type Answers,
  JOURNEY_FIELD,
  type QuestionnaireDefinition,
  type QuestionnaireField,
} from "../../../shared/questionnaire/questionnaire-definition.ts";
import { validateAnswers } from "../../../shared/questionnaire/validate-answers.ts";

/** What the form holds per field: text as typed, the ticked options, or a ticked consent. */
export type FieldValue = string | string[] | boolean;
export type FormValues = Record<string, FieldValue>;

/** The forecast's figures that its "get help" link carries as query parameters. */
const CARRIED = [
  JOURNEY_FIELD.floorArea,
  JOURNEY_FIELD.monthlyRent,
  JOURNEY_FIELD.managementFee,
  JOURNEY_FIELD.spendPerHead,
  JOURNEY_FIELD.dailyVisitors,
] as const;

function emptyValue(field: QuestionnaireField): FieldValue {
  if (field.type === "multi") return [];
  if (field.type === "consent") return false;
  return "";
}

function storedValue(field: QuestionnaireField, stored: Answers[string] | undefined): FieldValue {
  if (stored === undefined) return emptyValue(field);
  if (field.type === "consent") return stored === true;
  if (Array.isArray(stored)) return field.type === "multi" ? stored : emptyValue(field);
  return String(stored);
}

/**
 * The form's first values: the person's stored answers (signed in), then the figures a forecast
 * carried in, which are newer than anything stored. The consent is asked again each time.
 */
export function initialValues(
  definition: QuestionnaireDefinition,
  stored: Answers | null,
  query: URLSearchParams,
): FormValues {
  const values: FormValues = {};
  for (const field of definition.fields) {
    values[field.id] = field.type === "consent" ? false : storedValue(field, stored?.[field.id]);
  }
  for (const id of CARRIED) {
    const carried = query.get(id)?.trim();
    if (carried && id in values) values[id] = carried;
  }
  return values;
}

/** Whether the query carried any forecast figure (the form says where its numbers came from). */
export function carriesForecast(query: URLSearchParams): boolean {
  return CARRIED.some((id) => (query.get(id) ?? "").trim() !== "");
}

/** Each field's problem, in the screen's language: the server's rules, judged before sending. */
export function fieldErrors(
  definition: QuestionnaireDefinition,
  values: FormValues,
  t: (key: MessageKey, vars?: MessageVars) => string,
): Record<string, string> {
  const check = validateAnswers(definition, values);
  if (check.ok) return {};
  return Object.fromEntries(
    Object.entries(check.problems).map(([id, { key, vars }]) => [id, t(key, vars)]),
  );
}

/** Whether a field must be answered now (the phone once "call me" is chosen). */
export function isRequired(field: QuestionnaireField, values: FormValues): boolean {
  const condition = field.required_if;
  return (
    field.required || condition?.values.includes(String(values[condition.field] ?? "")) === true
  );
}
