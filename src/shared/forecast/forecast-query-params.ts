import type { ForecastInput } from "./types.ts";

/**
 * Which query parameters carry a forecast (see forecast-query.ts). Kept apart from the parsing, with
 * no schema or constants table, so that code deciding only *whether* a URL holds a forecast (route
 * revalidation, the home page's first load) stays small.
 *
 * Inputs have short names; a changed constant travels under its own UPPER_SNAKE_CASE name
 * (`SAL_CHEF=24000`). Any such name counts as the forecast's: unknown ones are dropped on parsing.
 */
export const FORECAST_QUERY_PARAM = {
  floorArea: "fa",
  baseRent: "rent",
  managementFee: "mf",
  perCapitaSpend: "spend",
  dailyVisitors: "visitors",
  turnoverRentPercent: "tr",
  selfServiceKiosk: "kiosk",
  lightFood: "light",
} as const satisfies Record<keyof ForecastInput, string>;

const INPUT_PARAMS = new Set<string>(Object.values(FORECAST_QUERY_PARAM));
const CONSTANT_PARAM = /^[A-Z][A-Z0-9_]*$/;

/** Whether a parameter belongs to the forecast, as an input or as a changed constant. */
export function isForecastParam(name: string): boolean {
  return INPUT_PARAMS.has(name) || CONSTANT_PARAM.test(name);
}

/** Whether the query asks for a forecast at all: any input parameter is present. */
export function hasForecastQuery(params: URLSearchParams): boolean {
  for (const name of params.keys()) if (INPUT_PARAMS.has(name)) return true;
  return false;
}

/** The query without any forecast parameter: what is left once the results close. */
export function withoutForecastParams(params: URLSearchParams): URLSearchParams {
  const rest = new URLSearchParams();
  for (const [name, value] of params) if (!isForecastParam(name)) rest.append(name, value);
  return rest;
}

/** Whether two URLs differ only in their forecast parameters (same path, same other params). */
export function onlyForecastParamsDiffer(current: URL, next: URL): boolean {
  if (current.pathname !== next.pathname || current.search === next.search) return false;
  return (
    withoutForecastParams(current.searchParams).toString() ===
    withoutForecastParams(next.searchParams).toString()
  );
}
