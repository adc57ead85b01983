// zod/mini: the app ships this validator, so it uses the tree-shakable build.
import { z } from "zod/mini";
import { isCalendarDate } from "../calendar-date.ts";
import type { MessageKey } from "../i18n/messages/index.ts";
import { isReachablePhone } from "../phone-number.ts";
import { isSingleLine } from "../single-line.ts";
import type {
  Answers,
  AnswerValue,
  QuestionnaireDefinition,
  QuestionnaireField,
} from "./questionnaire-definition.ts";

/** A field's problem as a catalogue key and its placeholders: each side translates it. */
export interface FieldProblem {
  key: MessageKey;
  vars?: Record<string, string | number>;
}

export type AnswerCheck =
  | { ok: true; answers: Answers }
  | { ok: false; problems: Record<string, FieldProblem> };

const EMAIL = z.email();
// Digits with an optional fraction; thousands may be grouped with commas as people type them.
const NUMBER = /^-?(\d{1,3}(,\d{3})+|\d+)(\.\d+)?$/;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const YES = /^(true|on|1|yes)$/i;
/** A text field without its own limit takes this much. */
const DEFAULT_MAX_LENGTH = 200;

type Outcome = { value: AnswerValue } | { problem: FieldProblem } | { empty: true };

const problem = (key: MessageKey, vars?: FieldProblem["vars"]): Outcome => ({
  problem: vars ? { key, vars } : { key },
});
const grouped = (value: number) => value.toLocaleString("en-US", { maximumFractionDigits: 2 });

/** A value sent as one text: numbers as typed by JSON clients; anything else is no text. */
function asText(raw: unknown): string | null {
  if (typeof raw === "string") return raw.trim();
  if (typeof raw === "number" && Number.isFinite(raw)) return String(raw);
  return null;
}

function isEmpty(raw: unknown): boolean {
  if (raw === undefined || raw === null || raw === false) return true;
  if (typeof raw === "string") return raw.trim() === "";
  if (Array.isArray(raw)) return raw.every(isEmpty);
  return false;
}

function checkText(field: QuestionnaireField, raw: unknown): Outcome {
  const text = asText(raw);
  if (text === null) return problem("validation.invalid");
  if (text.length > (field.max_length ?? DEFAULT_MAX_LENGTH)) return problem("validation.tooLong");
  if (field.type !== "textarea" && !isSingleLine(text)) return problem("validation.singleLine");
  if (field.type === "email" && !EMAIL.safeParse(text).success) {
    return problem("questionnaire.error.email");
  }
  if (field.type === "phone" && !isReachablePhone(text))
    return problem("questionnaire.error.phone");
  return { value: text };
}

function checkNumber(field: QuestionnaireField, raw: unknown): Outcome {
  let value: number;
  if (typeof raw === "number") {
    if (!Number.isFinite(raw)) return problem("questionnaire.error.notNumber");
    value = raw;
  } else if (typeof raw === "string" && NUMBER.test(raw.trim())) {
    value = Number(raw.trim().replaceAll(",", ""));
  } else {
    return problem("questionnaire.error.notNumber");
  }
  if (field.integer && !Number.isInteger(value)) return problem("questionnaire.error.wholeNumber");
  if (typeof field.min === "number" && value < field.min) {
    return problem("questionnaire.error.numberTooSmall", { min: grouped(field.min) });
  }
  if (typeof field.max === "number" && value > field.max) {
    return problem("questionnaire.error.numberTooLarge", { max: grouped(field.max) });
  }
  return { value };
}

function checkDate(field: QuestionnaireField, raw: unknown): Outcome {
  const text = asText(raw);
  if (text === null || !isCalendarDate(text)) return problem("questionnaire.error.dateFormat");
  // YYYY-MM-DD compares as text in date order.
  if (typeof field.min === "string" && text < field.min) {
    return problem("questionnaire.error.dateTooEarly", { min: field.min });
  }
  if (typeof field.max === "string" && text > field.max) {
    return problem("questionnaire.error.dateTooLate", { max: field.max });
  }
  return { value: text };
}

/** A month as `<input type="month">` sends it (YYYY-MM), within the field's bounds. */
function checkMonth(field: QuestionnaireField, raw: unknown): Outcome {
  const text = asText(raw);
  if (text === null || !MONTH.test(text)) return problem("questionnaire.error.monthFormat");
  // YYYY-MM compares as text in month order.
  if (typeof field.min === "string" && text < field.min) {
    return problem("questionnaire.error.monthTooEarly", { min: field.min });
  }
  if (typeof field.max === "string" && text > field.max) {
    return problem("questionnaire.error.monthTooLate", { max: field.max });
  }
  return { value: text };
}

const allowed = (field: QuestionnaireField, value: string) =>
  (field.options ?? []).some((option) => option.value === value);

function checkChoice(field: QuestionnaireField, raw: unknown): Outcome {
  const text = asText(raw);
  if (text === null || !allowed(field, text)) return problem("questionnaire.error.choice");
  return { value: text };
}

function checkMulti(field: QuestionnaireField, raw: unknown): Outcome {
  const items = Array.isArray(raw) ? raw : [raw];
  const chosen: string[] = [];
  for (const item of items) {
    if (isEmpty(item)) continue;
    const text = asText(item);
    if (text === null || !allowed(field, text)) return problem("questionnaire.error.choice");
    if (!chosen.includes(text)) chosen.push(text);
  }
  // In the definition's order, whatever order they were sent in.
  const order = (field.options ?? []).map((option) => option.value);
  return { value: chosen.sort((a, b) => order.indexOf(a) - order.indexOf(b)) };
}

function checkConsent(raw: unknown): Outcome {
  if (raw === true || (typeof raw === "string" && YES.test(raw.trim()))) return { value: true };
  return problem("questionnaire.error.consent");
}

function checkField(field: QuestionnaireField, raw: unknown): Outcome {
  if (isEmpty(raw)) return { empty: true };
  switch (field.type) {
    case "text":
    case "textarea":
    case "email":
    case "phone":
      return checkText(field, raw);
    case "number":
      return checkNumber(field, raw);
    case "date":
      return checkDate(field, raw);
    case "month":
      return checkMonth(field, raw);
    case "choice":
    case "district":
      return checkChoice(field, raw);
    case "multi":
      return checkMulti(field, raw);
    case "consent":
      return checkConsent(raw);
  }
}

/**
 * A field's sent value: by its id, or as `id[]` where forms send lists that way. Own keys only,
 * so a body's `__proto__` or `constructor` is never taken for an answer.
 */
function sentValue(fields: Record<string, unknown>, id: string): unknown {
  if (Object.hasOwn(fields, id)) return fields[id];
  const listed = `${id}[]`;
  return Object.hasOwn(fields, listed) ? fields[listed] : undefined;
}

/**
 * Checks sent fields against a definition: every problem at once, one per field (for the
 * form to show under each), or the answers to keep, by field id, with empty ones left out.
 * Fields the definition does not ask for are ignored.
 */
export function validateAnswers(
  definition: QuestionnaireDefinition,
  fields: Record<string, unknown>,
): AnswerCheck {
  const answers: Answers = {};
  const problems: Record<string, FieldProblem> = {};
  const outcomes = new Map<QuestionnaireField, Outcome>();
  for (const field of definition.fields) {
    const outcome = checkField(field, sentValue(fields, field.id));
    outcomes.set(field, outcome);
    if ("value" in outcome) answers[field.id] = outcome.value;
  }
  for (const [field, outcome] of outcomes) {
    if ("problem" in outcome) {
      problems[field.id] = outcome.problem;
    } else if ("empty" in outcome) {
      const condition = field.required_if;
      const needed =
        field.required || condition?.values.includes(String(answers[condition.field] ?? ""));
      if (needed) {
        problems[field.id] =
          field.type === "consent"
            ? { key: "questionnaire.error.consent" }
            : { key: "validation.required" };
      }
    }
  }
  return Object.keys(problems).length > 0 ? { ok: false, problems } : { ok: true, answers };
}
