import {
  type ParsedForecastQuery,
  readForecastQuery,
} from "../../../shared/forecast/forecast-query.ts";
import {
  ASSUMPTION_NAMES,
  type AssumptionName,
  type AssumptionOverrides,
  assumptionOverridesSchema,
  DEFAULT_ASSUMPTIONS,
  type ForecastInput,
  type ForecastValidationKey,
  forecastInputSchema,
  NUMERIC_INPUTS,
  type NumericInput,
  resolveAssumptions,
} from "../../../shared/forecast/index.ts";
import {
  checkPlausibility,
  type PlausibilityWarning,
} from "../../../shared/forecast/plausibility.ts";
import { showTypedNumber } from "../../../shared/forecast/typed-number.ts";
import { toDisplayValue, toEngineValue } from "./assumption-display.ts";

export type YesNoField = "selfServiceKiosk" | "lightFood";
export type FormField = NumericInput | YesNoField | AssumptionName;

/** What the form holds: text as typed, so a mistake can be shown back before it is corrected. */
export interface ForecastFormValues {
  readonly numbers: { readonly [K in NumericInput]: string };
  readonly selfServiceKiosk: boolean;
  readonly lightFood: boolean;
  /** Constants the owner has typed over, in display units (30 for 30%); absent = default. */
  readonly assumptions: { readonly [K in AssumptionName]?: string };
}

export type FormErrors = { readonly [K in FormField]?: ForecastValidationKey };

export type FormCheck =
  | { readonly ok: true; readonly input: ForecastInput; readonly assumptions: AssumptionOverrides }
  | { readonly ok: false; readonly errors: FormErrors };

export const EMPTY_FORM: ForecastFormValues = {
  numbers: {
    floorArea: "",
    baseRent: "",
    managementFee: "",
    perCapitaSpend: "",
    dailyVisitors: "",
    turnoverRentPercent: "",
  },
  selfServiceKiosk: false,
  lightFood: false,
  assumptions: {},
};

/** The order errors are met in, for focusing the first one. */
export const FIELD_ORDER: readonly FormField[] = [
  ...NUMERIC_INPUTS,
  "selfServiceKiosk",
  "lightFood",
  ...ASSUMPTION_NAMES,
];

export function isAssumptionField(field: FormField): field is AssumptionName {
  return (ASSUMPTION_NAMES as readonly string[]).includes(field);
}

/** A typed constant in the engine's unit; undefined when blank (the default applies). */
function parseAssumption(
  name: AssumptionName,
  text: string,
): { value: number | undefined } | { error: ForecastValidationKey } {
  const result = assumptionOverridesSchema.shape[name].safeParse(text);
  if (!result.success) {
    return { error: result.error.issues[0]?.message as ForecastValidationKey };
  }
  return { value: result.data === undefined ? undefined : toEngineValue(name, result.data) };
}

/** Validates the whole form with the shared schemas, as the server will. */
export function checkForm(values: ForecastFormValues): FormCheck {
  const errors: { [K in FormField]?: ForecastValidationKey } = {};
  const input = forecastInputSchema.safeParse({
    ...values.numbers,
    selfServiceKiosk: values.selfServiceKiosk,
    lightFood: values.lightFood,
  });
  if (!input.success) {
    for (const issue of input.error.issues) {
      errors[issue.path[0] as NumericInput | YesNoField] ??= issue.message as ForecastValidationKey;
    }
  }
  const assumptions: { [K in AssumptionName]?: number } = {};
  for (const name of ASSUMPTION_NAMES) {
    const text = values.assumptions[name];
    if (text === undefined) continue;
    const parsed = parseAssumption(name, text);
    if ("error" in parsed) errors[name] = parsed.error;
    else if (parsed.value !== undefined) assumptions[name] = parsed.value;
  }
  if (!input.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, input: input.data, assumptions };
}

/** The form as a forecast query showed it: values as written, constants in display units. */
export function formFromQuery(params: URLSearchParams): ForecastFormValues {
  const raw = readForecastQuery(params);
  const numbers = { ...EMPTY_FORM.numbers };
  for (const field of NUMERIC_INPUTS) numbers[field] = showTypedNumber(raw.input[field] ?? "");
  const yes = (field: YesNoField) => {
    const parsed = forecastInputSchema.shape[field].safeParse(raw.input[field]);
    return parsed.success && parsed.data;
  };
  const assumptions: { [K in AssumptionName]?: string } = {};
  for (const name of ASSUMPTION_NAMES) {
    const text = raw.assumptions[name];
    if (text === undefined) continue;
    const parsed = assumptionOverridesSchema.shape[name].safeParse(text);
    // A value the schema refuses is shown as written, next to its error.
    assumptions[name] =
      parsed.success && parsed.data !== undefined
        ? String(toDisplayValue(name, parsed.data))
        : text;
  }
  return {
    numbers,
    selfServiceKiosk: yes("selfServiceKiosk"),
    lightFood: yes("lightFood"),
    assumptions,
  };
}

/** A query's problems as form errors, so a bad shared link shows what to fix. */
export function errorsOfQuery(parsed: ParsedForecastQuery): FormErrors {
  if (parsed.ok) return {};
  const errors: { [K in FormField]?: ForecastValidationKey } = {};
  for (const issue of parsed.issues) errors[issue.field] ??= issue.message;
  return errors;
}

/** How many constants differ from their default (blank and invalid entries do not count). */
export function changedAssumptionCount(values: ForecastFormValues): number {
  let count = 0;
  for (const name of ASSUMPTION_NAMES) {
    const text = values.assumptions[name];
    if (text === undefined) continue;
    const parsed = parseAssumption(name, text);
    if (
      "value" in parsed &&
      parsed.value !== undefined &&
      parsed.value !== DEFAULT_ASSUMPTIONS[name]
    )
      count++;
  }
  return count;
}

/** One typed input read alone; undefined when blank or wrong (its own message covers that). */
function readInput(values: ForecastFormValues, field: NumericInput): number | undefined {
  const parsed = forecastInputSchema.shape[field].safeParse(values.numbers[field]);
  return parsed.success && parsed.data !== null ? parsed.data : undefined;
}

/**
 * The plausibility warnings of what the form holds, while it is being filled in: each rule runs
 * as soon as its own figures read, with the constants typed so far (a wrong one keeps its default).
 */
export function plausibilityOfForm(values: ForecastFormValues): PlausibilityWarning[] {
  const overrides: { [K in AssumptionName]?: number } = {};
  for (const name of ASSUMPTION_NAMES) {
    const text = values.assumptions[name];
    if (text === undefined) continue;
    const parsed = parseAssumption(name, text);
    if ("value" in parsed && parsed.value !== undefined) overrides[name] = parsed.value;
  }
  return checkPlausibility(
    {
      floorArea: readInput(values, "floorArea"),
      dailyVisitors: readInput(values, "dailyVisitors"),
      perCapitaSpend: readInput(values, "perCapitaSpend"),
      lightFood: values.lightFood,
    },
    resolveAssumptions(overrides),
  );
}
