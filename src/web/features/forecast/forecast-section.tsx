import { Suspense } from "react";
import { hasForecastQuery } from "../../../shared/forecast/forecast-query-params.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { lazyWithRetry } from "../../lib/chunk-retry.ts";
import { whenWanted } from "../../lib/when-wanted.ts";
import "./forecast.css";
import "./forecast-answer.css";

const FORECAST_SECTION_ID = "forecast";

// The form, its schema and the constants table load once the section is wanted (near the
// viewport, or the visitor is using the page): the section sits below the hero and the
// services, and its code would otherwise run while the first screen loads. The server still
// renders all of it, so the form is on the page before its code arrives, and what is typed
// meanwhile is kept (forecast-form.tsx).
// A chunk that fails to arrive is retried; one that never does leaves the section's failure message
// (home-page.tsx), and the rest of the page works on.
const ForecastPanel = lazyWithRetry(async () => {
  await whenWanted(FORECAST_SECTION_ID, hasForecastQuery);
  return import("./forecast-panel.tsx");
});

/** The profit-and-loss forecast section of the home page (issue [2]). */
export function ForecastSection() {
  const { t } = useI18n();
  return (
    <section
      className="site-section forecast"
      id={FORECAST_SECTION_ID}
      aria-labelledby="forecast-title"
    >
      <div className="content-width">
        <h2 className="site-section__title" id="forecast-title">
          {t("forecast.title")}
        </h2>
        <p className="site-section__intro">{t("forecast.intro")}</p>
      </div>
      <Suspense fallback={null}>
        <ForecastPanel />
      </Suspense>
    </section>
  );
}
