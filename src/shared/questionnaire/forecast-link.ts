import { hasForecastQuery } from "../forecast/forecast-query-params.ts";
import type { ForecastInput } from "../forecast/types.ts";
import { findSitePage } from "../site/site-pages.ts";
import { FORECAST_LINK_PARAM, JOURNEY_FIELD } from "./questionnaire-definition.ts";

/** Longer than any forecast's query with every constant changed; anything past it is not one. */
export const FORECAST_LINK_MAX_LENGTH = 2000;

// Any origin will do: only the path and query are kept.
const BASE = "https://forecast.invalid";

/**
 * The forecast results link kept with the answers, as `/en/?fa=…` (a website page with a
 * forecast in its query), or null for anything else: another site, another page of ours, a
 * page without a forecast. Only what was checked is kept, so it cannot lead anywhere else.
 */
export function forecastResultsPath(value: unknown): string | null {
  if (typeof value !== "string" || value.length > FORECAST_LINK_MAX_LENGTH) return null;
  // A path of ours, never `//host` or `/\host`, which browsers read as another site.
  if (!/^\/(?![/\\])/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE || !findSitePage(url.pathname)) return null;
  if (!hasForecastQuery(url.searchParams)) return null;
  return `${url.pathname}${url.search}`;
}

/**
 * The questionnaire's query for a forecast (the website's "open this restaurant" page and the
 * app's questionnaire read the same names): floor area, rent, management fee, spend per head
 * and daily visitors as its fields, and the results link (`resultsPath`) to keep with the answers.
 */
export function questionnaireQueryFromForecast(
  input: Pick<
    ForecastInput,
    "floorArea" | "baseRent" | "managementFee" | "perCapitaSpend" | "dailyVisitors"
  >,
  resultsPath: string,
): URLSearchParams {
  const query = new URLSearchParams();
  const carried: [string, number][] = [
    [JOURNEY_FIELD.floorArea, input.floorArea],
    [JOURNEY_FIELD.monthlyRent, input.baseRent],
    [JOURNEY_FIELD.managementFee, input.managementFee],
    [JOURNEY_FIELD.spendPerHead, input.perCapitaSpend],
    [JOURNEY_FIELD.dailyVisitors, input.dailyVisitors],
  ];
  for (const [name, value] of carried) query.set(name, String(value));
  query.set(FORECAST_LINK_PARAM, resultsPath);
  return query;
}
