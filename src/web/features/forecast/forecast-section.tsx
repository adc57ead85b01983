import { Suspense } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { lazyWithRetry } from "../../lib/chunk-retry.ts";
import "./forecast.css";

// The form, its schema and the constants table load after the first screen: the section sits
// below the hero and the services, and the home page's first-load JavaScript has a budget.
// The server still renders all of it, so the form is on the page before its code arrives.
// A chunk that fails to arrive is retried; one that never does leaves the section's failure message
// (home-page.tsx), and the rest of the page works on.
const ForecastPanel = lazyWithRetry(() => import("./forecast-panel.tsx"));

/** The profit-and-loss forecast section of the home page (issue [2]). */
export function ForecastSection() {
  const { t } = useI18n();
  return (
    <section className="site-section forecast" id="forecast" aria-labelledby="forecast-title">
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
