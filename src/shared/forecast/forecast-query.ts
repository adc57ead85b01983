import {
  ASSUMPTION_NAMES,
  type AssumptionName,
  type AssumptionOverrides,
  DEFAULT_ASSUMPTIONS,
} from "./constants.ts";
import {
  assumptionOverridesSchema,
  type ForecastValidationKey,
  forecastInputSchema,
} from "./forecast-input-schema.ts";
import { FORECAST_QUERY_PARAM, hasForecastQuery } from "./forecast-query-params.ts";
import type { ForecastInput } from "./types.ts";

/**
 * A forecast as a URL query, so a results page can be shared, reloaded and downloaded
 * (`/?fa=800&rent=60000&…` and `/forecast.xlsx?…`). Constants travel in the engine's unit
 * (fractions for percentages), and constants at their default are left out. Parameter names are in
 * forecast-query-params.ts.
 */

// The server's template route asks here whether a query holds a forecast before parsing it.
export { hasForecastQuery } from "./forecast-query-params.ts";

export type ForecastField = keyof ForecastInput;
const FIELDS = Object.keys(FORECAST_QUERY_PARAM) as ForecastField[];

/** The query's values as written, before validation: what a form shows back to the owner. */
export interface RawForecastQuery {
  readonly input: { readonly [K in ForecastField]: string | undefined };
  readonly assumptions: { readonly [K in AssumptionName]?: string };
}

export interface ForecastQueryIssue {
  readonly field: ForecastField | AssumptionName;
  readonly message: ForecastValidationKey;
}

export type ParsedForecastQuery =
  | { readonly ok: true; readonly input: ForecastInput; readonly assumptions: AssumptionOverrides }
  | { readonly ok: false; readonly issues: readonly ForecastQueryIssue[] };

export function readForecastQuery(params: URLSearchParams): RawForecastQuery {
  const input = {} as { [K in ForecastField]: string | undefined };
  for (const field of FIELDS) input[field] = params.get(FORECAST_QUERY_PARAM[field]) ?? undefined;
  const assumptions: { [K in AssumptionName]?: string } = {};
  for (const name of ASSUMPTION_NAMES) {
    const value = params.get(name);
    if (value !== null) assumptions[name] = value;
  }
  return { input, assumptions };
}

/**
 * Validates a forecast query with the shared schemas; null when the query holds no forecast.
 * Issues name the field (input or constant) and carry the message key to translate.
 */
export function parseForecastQuery(params: URLSearchParams): ParsedForecastQuery | null {
  return hasForecastQuery(params) ? validateForecastQuery(readForecastQuery(params)) : null;
}

function validateForecastQuery(raw: RawForecastQuery): ParsedForecastQuery {
  const input = forecastInputSchema.safeParse(raw.input);
  const assumptions = assumptionOverridesSchema.safeParse(raw.assumptions);
  if (input.success && assumptions.success) {
    return { ok: true, input: input.data, assumptions: assumptions.data };
  }
  const issues: ForecastQueryIssue[] = [];
  for (const error of [input.error, assumptions.error]) {
    for (const issue of error?.issues ?? []) {
      issues.push({
        field: issue.path[0] as ForecastField | AssumptionName,
        message: issue.message as ForecastValidationKey,
      });
    }
  }
  return { ok: false, issues };
}

/** What a damaged (e.g. truncated) forecast link could not give: see `forecastLinkDamage`. */
export interface ForecastLinkDamage {
  /** Inputs and constants that are missing or unreadable, in the order the parser met them. */
  readonly fields: readonly (ForecastField | AssumptionName)[];
  /**
   * Parameters that look like the forecast's but name nothing it knows: a name cut short
   * (`visit`, `SAL_CH`), as written in the link.
   */
  readonly unknown: readonly string[];
}

const INPUT_PARAM_NAMES: readonly string[] = Object.values(FORECAST_QUERY_PARAM);
const CONSTANT_NAMES: ReadonlySet<string> = new Set(ASSUMPTION_NAMES);

/** A name that can only be a forecast parameter cut short, or a constant this version lacks. */
function isUnknownForecastParam(name: string): boolean {
  if (INPUT_PARAM_NAMES.includes(name) || CONSTANT_NAMES.has(name)) return false;
  if (/^[A-Z][A-Z0-9_]*$/.test(name)) return true;
  return name !== "" && INPUT_PARAM_NAMES.some((param) => param.startsWith(name));
}

/**
 * What a link meant to carry a forecast fails to give (issue [7] item 7): the fields it leaves
 * missing or unreadable and the parameters it names wrongly. A link cut short anywhere, even
 * before its first value, counts. Null when the query holds no forecast or a whole one.
 */
export function forecastLinkDamage(params: URLSearchParams): ForecastLinkDamage | null {
  const unknown = [...new Set(params.keys())].filter(isUnknownForecastParam);
  if (!hasForecastQuery(params) && unknown.length === 0) return null;
  // Validated even without any input left: then every required input is missing.
  const parsed = validateForecastQuery(readForecastQuery(params));
  const fields = parsed.ok ? [] : [...new Set(parsed.issues.map((issue) => issue.field))];
  return fields.length === 0 && unknown.length === 0 ? null : { fields, unknown };
}

/**
 * A number as a plain decimal, the only form the schema reads back: `String(1e-7)` would give
 * exponent notation.
 */
export function plainDecimal(value: number): string {
  const text = String(value);
  if (!/e/i.test(text)) return text;
  return value.toLocaleString("en-US", { useGrouping: false, maximumFractionDigits: 20 });
}

/** The canonical query of a forecast: every input, and only the constants that differ. */
export function forecastQuery(
  input: ForecastInput,
  assumptions: AssumptionOverrides = {},
): URLSearchParams {
  const params = new URLSearchParams();
  for (const field of FIELDS) {
    const value = input[field];
    if (typeof value === "boolean") {
      if (value) params.set(FORECAST_QUERY_PARAM[field], "1");
    } else if (value !== null) {
      params.set(FORECAST_QUERY_PARAM[field], plainDecimal(value));
    }
  }
  for (const name of ASSUMPTION_NAMES) {
    const value = assumptions[name];
    if (value !== undefined && value !== DEFAULT_ASSUMPTIONS[name]) {
      params.set(name, plainDecimal(value));
    }
  }
  return params;
}
