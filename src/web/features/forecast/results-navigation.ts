import { useCallback, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { withoutForecastParams } from "../../../shared/forecast/forecast-query-params.ts";

export const FORECAST_SUBMIT_ID = "forecast-submit";

/** Marks a results entry pushed by the form, whose previous entry is the page without results. */
export interface ForecastHistoryState {
  forecastFromForm: true;
}

function openedFromForm(state: unknown): boolean {
  return (
    typeof state === "object" &&
    state !== null &&
    (state as Partial<ForecastHistoryState>).forecastFromForm === true
  );
}

/**
 * Closes the results (decision 005: modals are history entries). After the form's push, going
 * back is exactly closing; a results link opened from elsewhere has no such entry behind it, so
 * the URL is replaced by the page without the forecast instead of leaving the site.
 *
 * The returned function keeps its identity across navigations: it is handed to the results
 * dialog, whose server-rendered markup must not receive new props while it hydrates.
 */
export function useCloseResults(): () => void {
  const location = useLocation();
  const navigate = useNavigate();
  const latest = useRef({ location, navigate });
  useLayoutEffect(() => {
    latest.current = { location, navigate };
  });
  return useCallback(() => {
    const { location: current, navigate: go } = latest.current;
    if (openedFromForm(current.state)) {
      void go(-1);
      return;
    }
    const rest = withoutForecastParams(new URLSearchParams(current.search)).toString();
    void go(
      { pathname: current.pathname, search: rest ? `?${rest}` : "" },
      { replace: true, preventScrollReset: true },
    );
  }, []);
}
