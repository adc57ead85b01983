import { LANGUAGE_TAG, type Language } from "../i18n/languages.ts";
import type { AnswerValue, QuestionnaireField } from "./questionnaire-definition.ts";

const optionLabel = (field: QuestionnaireField, value: string) =>
  field.options?.find((option) => option.value === value)?.label ?? value;

/**
 * An answer as a person reads it, in the definition's language: the chosen options' labels,
 * a number with its unit, `yes` for a consent, text as typed. For mails and the admins' list.
 */
export function answerText(
  field: QuestionnaireField,
  value: AnswerValue,
  language: Language,
  yes: string,
): string {
  if (value === true) return yes;
  if (Array.isArray(value)) return value.map((one) => optionLabel(field, one)).join(", ");
  if (typeof value === "number") {
    const number = value.toLocaleString(LANGUAGE_TAG[language]);
    return field.unit ? `${number} ${field.unit}` : number;
  }
  return field.options ? optionLabel(field, value) : value;
}
