import type { ForecastInput } from "../../../shared/forecast/types.ts";
import { questionnaireQueryFromForecast } from "../../../shared/questionnaire/forecast-link.ts";
import { FORECAST_LINK_PARAM } from "../../../shared/questionnaire/questionnaire-definition.ts";
import { openPath, sitePath } from "../../../shared/site/site-pages.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";

/**
 * "Get help opening this restaurant": a plain link to the website's "open this restaurant with
 * us" page in the page's language (`/en/open/`, decision 086), carrying the forecast's figures
 * and this results link (`query`, the forecast's canonical query) so nothing is typed twice.
 */
export function OpeningHelp(props: { input: ForecastInput; query: URLSearchParams }) {
  const { t, language } = useI18n();
  const resultsPath = `${sitePath(language, false)}?${props.query}`;
  const href = `${openPath(language)}?${questionnaireQueryFromForecast(props.input, resultsPath)}`;
  return (
    <section className="forecast-help" aria-labelledby="forecast-help-title">
      <h3 className="forecast-help__title" id="forecast-help-title">
        {t("questionnaire.forecastCta.title")}
      </h3>
      <p>{t("questionnaire.forecastCta.body")}</p>
      <a className="site-button site-button--primary" href={href}>
        {t("questionnaire.forecastCta.link")}
      </a>{" "}
      {/* Or a question first: the contact form, which sends these results with it (decision 084). */}
      <a
        className="site-button site-button--secondary"
        href={`${sitePath(language, false)}?${new URLSearchParams({ [FORECAST_LINK_PARAM]: resultsPath })}#contact`}
      >
        {t("enquiry.askAboutForecast")}
      </a>
    </section>
  );
}
