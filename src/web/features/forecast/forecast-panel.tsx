import { lazy, useCallback, useEffect, useMemo, useRef } from "react";
import { useLocation } from "react-router";
import { forecastQuery, parseForecastQuery } from "../../../shared/forecast/forecast-query.ts";
import { SectionBoundary, SectionFailure } from "../../components/section-boundary.tsx";
import { isChunkLoadError } from "../../lib/chunk-retry.ts";
import { MODAL_ANIMATION_MS } from "../../shell/modal/modal-stack.ts";
import { scrollBehaviorFor } from "../../shell/navigation/scroll-to-top.tsx";
import { prefersReducedMotion } from "../../shell/theme/media-query.ts";
import { DamagedLinkNotice } from "./damaged-link-notice.tsx";
import { FIRST_FIELD_ID, ForecastForm } from "./forecast-form.tsx";
import { loadResults } from "./results-loader.ts";
import { FORECAST_SUBMIT_ID, useCloseResults } from "./results-navigation.ts";
import { useLingering } from "./use-lingering.ts";

const ForecastResults = lazy(loadResults);

/**
 * Loads the page afresh when the results' code could not be: the server renders the results
 * for the URL the form has just pushed, and a new deployment's page asks for its own chunks.
 * The figures are in that URL, and Back still leads to the form.
 */
function ReloadForResults() {
  useEffect(() => {
    window.location.reload();
  }, []);
  return null;
}

/**
 * The forecast section's working part: the form, and the results as a modal whose state is the
 * URL's query (decision 005): the server renders it for a shared link, Back closes it. Loaded
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
  // The results the server rendered into the page: if their code fails to load, loading the page
  // again would not help, so the reader gets a message instead (and no loop of reloads).
  const openAtLoad = useRef(open);
  const resultsFailed = (error: unknown) =>
    isChunkLoadError(error) && shown.value !== openAtLoad.current ? (
      <ReloadForResults />
    ) : (
      <SectionFailure message="section.resultsFailed" reveal />
    );

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
        const target = document.getElementById(focusAfterClose.current);
        // "Change the figures" takes the reader to the form, wherever the page was: a shared or
        // reloaded results link leaves it at the top.
        if (focusAfterClose.current === FIRST_FIELD_ID) {
          target?.scrollIntoView({
            behavior: scrollBehaviorFor(prefersReducedMotion()),
            block: "center",
          });
        }
        target?.focus({ preventScroll: true });
      }
      focusAfterClose.current = FORECAST_SUBMIT_ID;
    }
    wasOpen.current = isOpen;
  }, [open]);

  return (
    <>
      <div className="content-width">
        <DamagedLinkNotice />
        <ForecastForm />
      </div>
      {shown.value ? (
        <SectionBoundary
          key={forecastQuery(shown.value.input, shown.value.assumptions).toString()}
          fallback={resultsFailed}
        >
          <ForecastResults
            input={shown.value.input}
            assumptions={shown.value.assumptions}
            closing={shown.leaving}
            onClose={closeResults}
            onEdit={editFigures}
          />
        </SectionBoundary>
      ) : null}
    </>
  );
}
