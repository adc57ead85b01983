import { hasForecastQuery } from "../../../shared/forecast/forecast-query-params.ts";
import { ASSUMPTION_NAMES, NUMERIC_INPUTS } from "../../../shared/forecast/index.ts";
import { EMPTY_FORM, type ForecastFormValues, formFromQuery } from "./form-values.ts";

/**
 * The forecast form's figures typed and not yet sent, kept for the tab (use-session-draft.ts) so a
 * reload or a page that failed gives them back (issue [7] item 1).
 */
export const FORECAST_DRAFT_KEY = "tablestartForecastDraft";

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * A stored draft as form values, or null when it is not one (another version of the page may
 * have stored another shape). Unknown constants are dropped; text is kept as typed.
 */
export function formDraftFrom(saved: unknown): ForecastFormValues | null {
  if (!isRecord(saved) || !isRecord(saved.numbers) || !isRecord(saved.assumptions)) return null;
  const { numbers, assumptions } = saved;
  if (typeof saved.selfServiceKiosk !== "boolean" || typeof saved.lightFood !== "boolean") {
    return null;
  }
  const draft = { ...EMPTY_FORM.numbers };
  for (const field of NUMERIC_INPUTS) {
    const text = numbers[field];
    if (typeof text !== "string") return null;
    draft[field] = text;
  }
  const constants: { [K in (typeof ASSUMPTION_NAMES)[number]]?: string } = {};
  for (const name of ASSUMPTION_NAMES) {
    const text = assumptions[name];
    if (typeof text === "string") constants[name] = text;
  }
  return {
    numbers: draft,
    selfServiceKiosk: saved.selfServiceKiosk,
    lightFood: saved.lightFood,
    assumptions: constants,
  };
}

/** Whether the form holds nothing typed: every field empty, no choice made, no constant changed. */
export function isEmptyForm(values: ForecastFormValues): boolean {
  return (
    NUMERIC_INPUTS.every((field) => values.numbers[field] === "") &&
    !values.selfServiceKiosk &&
    !values.lightFood &&
    Object.keys(values.assumptions).length === 0
  );
}

/**
 * Whether the form holds nothing worth a draft: nothing typed, or exactly the figures the URL
 * already carries (a results link keeps them itself).
 */
export function nothingToKeep(values: ForecastFormValues, query: URLSearchParams): boolean {
  if (isEmptyForm(values)) return true;
  return hasForecastQuery(query) && JSON.stringify(values) === JSON.stringify(formFromQuery(query));
}
