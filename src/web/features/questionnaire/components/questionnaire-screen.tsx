import { useState } from "react";
import { useSearchParams } from "react-router";
import { forecastResultsPath } from "../../../../shared/questionnaire/forecast-link.ts";
import { FORECAST_LINK_PARAM } from "../../../../shared/questionnaire/questionnaire-definition.ts";
import { QueryFailure, QueryPending } from "../../../components/query-failure.tsx";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { useAuth } from "../../accounts/index.ts";
import { useMyAnswers } from "../api/get-my-answers.ts";
import { useQuestionnaireForm } from "../api/get-questionnaire-form.ts";
import type { SavedAnswers as Saved } from "../api/save-answers.ts";
import { carriesForecast, type FormValues } from "../form-values.ts";
import { QuestionnaireForm } from "./questionnaire-form.tsx";
import { SavedAnswers } from "./saved-answers.tsx";

/**
 * The questionnaire for visitors and signed-in people alike: their stored answers filled in,
 * a forecast's figures on top; once saved, thanks and the way on to a listing.
 */
export function QuestionnaireScreen() {
  const { t } = useI18n();
  const { token } = useAuth();
  const [query] = useSearchParams();
  const form = useQuestionnaireForm();
  const mine = useMyAnswers();
  const [saved, setSaved] = useState<Saved | null>(null);
  const [kept, setKept] = useState<FormValues | null>(null);
  // Only a results link of the website's is kept with the answers; anything else is dropped.
  const forecastLink = forecastResultsPath(query.get(FORECAST_LINK_PARAM));

  if (saved) {
    return (
      <SavedAnswers
        message={saved.message}
        email={saved.data.email}
        prefill={saved.data.place_form}
        onEdit={() => setSaved(null)}
      />
    );
  }
  const failed = form.isError ? form : token !== null && mine.isError ? mine : null;
  if (failed) return <QueryFailure error={failed.error} onRetry={() => void failed.refetch()} />;
  if (!form.data || (token !== null && mine.isPending)) return <QueryPending />;
  const stored = mine.data?.answers ?? null;
  return (
    <div className="app-stack">
      <p className="app-lead">{t("questionnaire.lead")}</p>
      {stored ? (
        <p className="app-notice questionnaire-notice">{t("questionnaire.stored")}</p>
      ) : null}
      {carriesForecast(query) ? (
        <p className="app-notice questionnaire-notice">{t("questionnaire.fromForecast")}</p>
      ) : null}
      <QuestionnaireForm
        // A new session or language starts the form afresh from its answers.
        key={`${token ?? ""}|${form.data.fields[0]?.label ?? ""}`}
        definition={form.data}
        stored={stored}
        query={query}
        forecastLink={forecastLink}
        kept={kept}
        onSaved={(answer, values) => {
          setKept(values);
          setSaved(answer);
          window.scrollTo({ top: 0 });
        }}
      />
    </div>
  );
}
