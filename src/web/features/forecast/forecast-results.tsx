import { useMemo } from "react";
import { forecastQuery } from "../../../shared/forecast/forecast-query.ts";
import {
  ASSUMPTION_NAMES,
  type AssumptionOverrides,
  DEFAULT_ASSUMPTIONS,
  type ForecastInput,
  forecast,
  resolveAssumptions,
} from "../../../shared/forecast/index.ts";
import { statutorySummaryVars } from "../../../shared/forecast/statutory-text.ts";
import { templateHref } from "../../../shared/templates/template-files.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { BreakEvenPanel } from "./break-even-panel.tsx";
import { forecastFormat } from "./format.ts";
import { InputsSummary } from "./inputs-summary.tsx";
import { MoneyChart } from "./money-chart.tsx";
import { ResultsActions } from "./results-actions.tsx";
import { ResultsDialog } from "./results-dialog.tsx";
import { ScenarioSummary } from "./scenario-summary.tsx";
import { ScenarioTable } from "./scenario-table.tsx";
import { StaffingTable } from "./staffing-table.tsx";

export interface ForecastResultsProps {
  input: ForecastInput;
  assumptions: AssumptionOverrides;
  closing: boolean;
  onClose: () => void;
  /** Closes the results and takes the reader to the form. */
  onEdit: () => void;
}

/** The results modal's content; loaded lazily (see results-loader.ts). */
export default function ForecastResults(props: ForecastResultsProps) {
  const { input, assumptions, closing, onClose, onEdit } = props;
  const { t, language, tag } = useI18n();
  const format = forecastFormat(tag);
  const result = useMemo(() => forecast(input, assumptions), [input, assumptions]);
  const resolved = useMemo(() => resolveAssumptions(assumptions), [assumptions]);
  // One query for both downloads: `templateHref` sets its own language and drops this one.
  const query = forecastQuery(input, assumptions);
  query.set("lang", language);
  const changed = ASSUMPTION_NAMES.filter(
    (name) => resolved[name] !== DEFAULT_ASSUMPTIONS[name],
  ).length;

  return (
    <ResultsDialog
      title={t("forecast.results.title")}
      closeLabel={t("common.close")}
      closing={closing}
      onClose={onClose}
    >
      <InputsSummary input={input} changedAssumptions={changed} />
      <ResultsActions
        workbookHref={`/forecast.xlsx?${query}`}
        projectionHref={templateHref("pre-open-projection", language, query)}
        onEdit={onEdit}
      />
      <ScenarioSummary result={result} assumptions={resolved} />
      <MoneyChart result={result} />
      <ScenarioTable result={result} />
      <StaffingTable staffing={result.staffing} reliefFactor={resolved.RELIEF_FACTOR} />
      <BreakEvenPanel input={input} result={result} />
      <p className="forecast-results__notes">{t("forecast.results.notes")}</p>
      <p className="forecast-results__notes">
        {t("forecast.results.provision", {
          amount: format.money(result.severanceProvision),
          rate: format.threshold(resolved.SP_LSP_PROVISION_PCT),
        })}
      </p>
      <p className="forecast-results__notes">{t("forecast.results.excluded")}</p>
      <p className="forecast-results__notes">
        {t(
          "forecast.statutory.summary",
          statutorySummaryVars(language, format.money, format.threshold),
        )}
      </p>
    </ResultsDialog>
  );
}
