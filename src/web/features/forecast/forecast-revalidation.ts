import type { ShouldRevalidateFunctionArgs } from "react-router";
import { onlyForecastParamsDiffer } from "../../../shared/forecast/forecast-query-params.ts";

/**
 * The forecast lives in the query string but is computed in the browser from it, so opening or
 * closing the results needs nothing from the server. For composing into a route's
 * `shouldRevalidate`.
 */
export function isForecastOnlyNavigation(
  args: Pick<ShouldRevalidateFunctionArgs, "currentUrl" | "nextUrl" | "formMethod">,
): boolean {
  return args.formMethod === undefined && onlyForecastParamsDiffer(args.currentUrl, args.nextUrl);
}
