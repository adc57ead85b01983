import type { ForecastInput } from "../../../shared/forecast/types.ts";
import { LANGUAGE_PATH_PREFIX } from "../../../shared/i18n/languages.ts";
import { questionnaireQueryFromForecast } from "../../../shared/questionnaire/forecast-link.ts";
import { sitePath } from "../../../shared/site/site-pages.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { appHref } from "../../lib/app-paths.ts";

/**
 * "Get help opening this restaurant": a plain link to the app's owner questionnaire, in the
 * page's language (`/en/app/…`, `/zh/app/…`), carrying the forecast's figures and this results
 * link (`query`, the forecast's canonical query) so nothing is typed twice.
 */
export function OpeningHelp(props: { input: ForecastInput; query: URLSearchParams }) {
  const { t, language } = useI18n();
  const resultsPath = `${sitePath(language, false)}?${props.query}`;
  const href = `${LANGUAGE_PATH_PREFIX[language]}${appHref.questionnaire(
    questionnaireQueryFromForecast(props.input, resultsPath),
  )}`;
  return (
    <section className="forecast-help" aria-labelledby="forecast-help-title">
      <h3 className="forecast-help__title" id="forecast-help-title">
        {t("questionnaire.forecastCta.title")}
      </h3>
      <p>{t("questionnaire.forecastCta.body")}</p>
      <a className="site-button site-button--primary" href={href}>
        {t("questionnaire.forecastCta.link")}
      </a>
    </section>
  );
}
