import { lazy, Suspense, useCallback, useEffect, useMemo, useRef } from "react";
import { useLocation } from "react-router";
import { parseForecastQuery } from "../../../shared/forecast/forecast-query.ts";
import { MODAL_ANIMATION_MS } from "../../shell/modal/modal-stack.ts";
import { FIRST_FIELD_ID, ForecastForm } from "./forecast-form.tsx";
import { loadResults } from "./results-loader.ts";
import { FORECAST_SUBMIT_ID, useCloseResults } from "./results-navigation.ts";
import { useLingering } from "./use-lingering.ts";

const ForecastResults = lazy(loadResults);

/**
 * The forecast section's working part: the form, and the results as a modal whose state is the
 * URL's query (DESIGN.md §4): the server renders it for a shared link, Back closes it. Loaded
 * lazily by forecast-section.tsx.
 */
export default function ForecastPanel() {
  const location = useLocation();
  const closeResults = useCloseResults();

  // Parsed once per query string, so the dialog's props only change when the forecast does; the
  // last forecast stays on screen while the dialog animates out.
  const open = useMemo(() => {
    const parsed = parseForecastQuery(new URLSearchParams(location.search));
    return parsed?.ok ? parsed : null;
  }, [location.search]);
  const shown = useLingering(open, MODAL_ANIMATION_MS);

  // Once the results close, focus returns to the button that opens them (or, after "change the
  // figures", to the first field), unless the reader has put it elsewhere.
  const focusAfterClose = useRef(FORECAST_SUBMIT_ID);
  const editFigures = useCallback(() => {
    focusAfterClose.current = FIRST_FIELD_ID;
    closeResults();
  }, [closeResults]);
  const wasOpen = useRef(open !== null);
  useEffect(() => {
    const isOpen = open !== null;
    if (wasOpen.current && !isOpen) {
      const active = document.activeElement;
      if (!active || active === document.body || active.closest(".forecast-results")) {
        document.getElementById(focusAfterClose.current)?.focus({ preventScroll: true });
      }
      focusAfterClose.current = FORECAST_SUBMIT_ID;
    }
    wasOpen.current = isOpen;
  }, [open]);

  return (
    <>
      <div className="content-width">
        <ForecastForm />
      </div>
      {shown.value ? (
        <Suspense fallback={null}>
          <ForecastResults
            input={shown.value.input}
            assumptions={shown.value.assumptions}
            closing={shown.leaving}
            onClose={closeResults}
            onEdit={editFigures}
          />
        </Suspense>
      ) : null}
    </>
  );
}
