import { useSearchParams } from "react-router";
import { forecastResultsPath } from "../../../shared/questionnaire/forecast-link.ts";
import {
  FORECAST_LINK_PARAM,
  JOURNEY_FIELD,
} from "../../../shared/questionnaire/questionnaire-definition.ts";
import { QueryFailure } from "../../components/query-failure.tsx";
import { useI18n } from "../../i18n/i18n-context.tsx";
import {
  carriesForecast,
  type FormValues,
  type SavedAnswers,
  useQuestionnaireForm,
} from "../questionnaire/index.ts";
import { QuestionnaireForm } from "../questionnaire/public-components.ts";

/** The short first step: what the consultancy needs to call back, and where and when. */
const SHORT_FIELDS = [
  JOURNEY_FIELD.restaurantName,
  JOURNEY_FIELD.contactName,
  JOURNEY_FIELD.email,
  JOURNEY_FIELD.phone,
  JOURNEY_FIELD.district,
  JOURNEY_FIELD.openingMonth,
] as const;

/** Step 1: the questionnaire, short first, with the forecast's figures under "more details". */
export function AboutStep(props: { onSaved(saved: SavedAnswers, values: FormValues): void }) {
  const { t } = useI18n();
  const [query] = useSearchParams();
  const form = useQuestionnaireForm();
  const forecastLink = forecastResultsPath(query.get(FORECAST_LINK_PARAM));
  if (form.isError) return <QueryFailure error={form.error} onRetry={() => void form.refetch()} />;
  if (!form.data) return <p className="app-card">{t("openPath.loading")}</p>;
  return (
    <>
      {carriesForecast(query) ? <p className="app-notice">{t("openPath.fromForecast")}</p> : null}
      <QuestionnaireForm
        definition={form.data}
        stored={null}
        query={query}
        forecastLink={forecastLink}
        kept={null}
        short={{
          fields: SHORT_FIELDS,
          detailsLabel: t("openPath.more"),
          submitLabel: t("openPath.send"),
        }}
        onSaved={props.onSaved}
      />
    </>
  );
}
