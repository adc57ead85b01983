import { useMemo, useState } from "react";
import { forecastQuery } from "../../../shared/forecast/forecast-query.ts";
import {
  ASSUMPTION_NAMES,
  type AssumptionOverrides,
  DEFAULT_ASSUMPTIONS,
  type ForecastInput,
  forecast,
  resolveAssumptions,
} from "../../../shared/forecast/index.ts";
import { checkPlausibility } from "../../../shared/forecast/plausibility.ts";
import { DEFAULT_RENT_SHARE } from "../../../shared/forecast/rent-ceiling.ts";
import { statutorySummaryVars } from "../../../shared/forecast/statutory-text.ts";
import { templateHref } from "../../../shared/templates/template-files.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { BreakEvenPanel } from "./break-even-panel.tsx";
import { forecastFormat } from "./format.ts";
import { InputsSummary } from "./inputs-summary.tsx";
import { MoneyChart } from "./money-chart.tsx";
import { OpeningHelp } from "./opening-help.tsx";
import { RentCeilingPanel } from "./rent-ceiling-panel.tsx";
import { ResultsActions } from "./results-actions.tsx";
import { ResultsDialog } from "./results-dialog.tsx";
import { ScenarioSummary } from "./scenario-summary.tsx";
import { ScenarioTable } from "./scenario-table.tsx";
import { StaffingTable } from "./staffing-table.tsx";
import { plausibilityText, warningText } from "./warning-text.ts";

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
  const doubts = useMemo(() => checkPlausibility(input, resolved), [input, resolved]);
  // The engine's own seats × turns warning is the plausibility check's "busy" rule, said once.
  const notes = result.warnings.filter((w) => w.code !== "forecast.warning.capacityExceeded");
  // A wage below the legal minimum understates every cost, so that profit is no better founded.
  const credible =
    doubts.length === 0 && !notes.some((w) => w.code === "forecast.warning.salaryBelowMinimumWage");
  // One query for both downloads: `templateHref` sets its own language and drops this one.
  const query = forecastQuery(input, assumptions);
  query.set("lang", language);
  // The rent ceiling's share, as picked in its panel, goes into the PDF (`share`, in percent).
  const [rentShare, setRentShare] = useState(DEFAULT_RENT_SHARE);
  const pdfQuery = new URLSearchParams(query);
  if (rentShare !== DEFAULT_RENT_SHARE)
    pdfQuery.set("share", String(Math.round(rentShare * 10000) / 100));
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
      {/* Before any figure: an owner must not read a profit before learning it cannot be. */}
      {doubts.length > 0 ? (
        <section
          className="forecast-warnings forecast-warnings--doubt"
          aria-labelledby="forecast-doubts-title"
          data-testid="forecast-doubts"
        >
          <h3 className="forecast-warnings__title" id="forecast-doubts-title">
            {t("forecast.plausibility.title")}
          </h3>
          <p className="forecast-warnings__intro">{t("forecast.plausibility.intro")}</p>
          <ul>
            {doubts.map((doubt) => (
              <li key={doubt.code}>{plausibilityText(doubt, t, format)}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {/* The answer an owner came for first, then the monthly profit, then the detail (#31). */}
      <BreakEvenPanel input={input} assumptions={assumptions} />
      {notes.length > 0 ? (
        <section
          className="forecast-warnings"
          aria-labelledby="forecast-notes-title"
          data-testid="forecast-notes"
        >
          <h3 className="forecast-warnings__title" id="forecast-notes-title">
            {t("forecast.warnings.title")}
          </h3>
          <ul>
            {notes.map((warning) => (
              <li key={warning.code + ("role" in warning ? warning.role : "")}>
                {warningText(warning, input, t, format)}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <ScenarioSummary result={result} assumptions={resolved} credible={credible} />
      <RentCeilingPanel input={input} result={result} onShareChange={setRentShare} />
      <InputsSummary input={input} changedAssumptions={changed} />
      <ResultsActions
        workbookHref={`/forecast.xlsx?${query}`}
        pdfHref={`/forecast.pdf?${pdfQuery}`}
        projectionHref={templateHref("pre-open-projection", language, query)}
        onEdit={onEdit}
      />
      <OpeningHelp input={input} query={forecastQuery(input, assumptions)} />
      <MoneyChart result={result} />
      <ScenarioTable result={result} />
      <StaffingTable staffing={result.staffing} reliefFactor={resolved.RELIEF_FACTOR} />
      <p className="forecast-results__notes">
        {t("forecast.capacity", {
          seats: format.number(result.capacity.seats),
          turns: format.number(result.capacity.turnsPerDay, 1),
        })}
      </p>
      <p className="forecast-results__notes">{t("forecast.results.notes")}</p>
      <p className="forecast-results__notes">
        {t("forecast.results.provision", {
          amount: format.money(result.severanceProvision),
          rate: format.threshold(resolved.SP_LSP_PROVISION_PCT),
        })}
      </p>
      <p className="forecast-results__notes" data-testid="forecast-besides">
        {t("forecast.results.besides", {
          rates: format.money(result.rates),
          ratesRate: format.threshold(resolved.RATES_PCT_OF_RENT),
          insurance: format.money(result.otherInsurance),
          insuranceYear: format.money(resolved.OTHER_INSURANCE_YR),
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
