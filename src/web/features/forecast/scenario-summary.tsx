import {
  type ForecastAssumptions,
  type ForecastResult,
  SCENARIO_NAMES,
  type ScenarioName,
} from "../../../shared/forecast/index.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { BENCHMARKS, type BenchmarkMeasure, shownBand } from "./benchmark-bands.ts";
import { forecastFormat } from "./format.ts";

const MEASURES = [
  { measure: "netMargin", label: "forecast.results.netMargin", explain: "forecast.band.margin" },
  { measure: "hrShare", label: "forecast.results.hrShare", explain: "forecast.band.hr" },
  { measure: "rentShare", label: "forecast.results.rentShare", explain: "forecast.band.rent" },
] as const satisfies readonly { measure: BenchmarkMeasure; label: string; explain: string }[];

/**
 * The three cases side by side: turnover, net profit and the ratios with their bands. When the
 * inputs are not `credible` (a plausibility warning stands), no band says healthy and each profit
 * says it cannot be relied on.
 */
export function ScenarioSummary(props: {
  result: ForecastResult;
  credible: boolean;
  assumptions: Pick<
    ForecastAssumptions,
    "F_V_PESSIMISTIC" | "F_S_PESSIMISTIC" | "F_V_OPTIMISTIC" | "F_S_OPTIMISTIC"
  >;
}) {
  const { result, assumptions, credible } = props;
  const { t, tag } = useI18n();
  const format = forecastFormat(tag);

  const factors: Record<ScenarioName, string> = {
    neutral: t("forecast.scenario.asEntered"),
    pessimistic: t("forecast.scenario.factors", {
      visitors: format.change(assumptions.F_V_PESSIMISTIC),
      spend: format.change(assumptions.F_S_PESSIMISTIC),
    }),
    optimistic: t("forecast.scenario.factors", {
      visitors: format.change(assumptions.F_V_OPTIMISTIC),
      spend: format.change(assumptions.F_S_OPTIMISTIC),
    }),
  };

  return (
    <div className="forecast-results__section">
      <ul className="forecast-scenarios">
        {SCENARIO_NAMES.map((name) => {
          const scenario = result.scenarios[name];
          const loss = scenario.netProfit < 0;
          return (
            <li
              className={`forecast-scenario${name === "neutral" ? " forecast-scenario--main" : ""}`}
              key={name}
              data-scenario={name}
            >
              <h3 className="forecast-scenario__name">{t(`forecast.scenario.${name}`)}</h3>
              <p className="forecast-scenario__factors">{factors[name]}</p>
              <dl className="forecast-scenario__figures">
                <div>
                  <dt>{t("forecast.line.revenue")}</dt>
                  <dd>{format.money(scenario.revenue)}</dd>
                </div>
                <div
                  className={`forecast-scenario__net${loss ? " forecast-scenario__net--loss" : ""}`}
                >
                  <dt>{t(loss ? "forecast.results.netLoss" : "forecast.results.netProfit")}</dt>
                  <dd data-testid={`net-profit-${name}`}>
                    {/* The label already says "loss": "Net loss -HK$5,000" would say it twice. */}
                    {format.money(Math.abs(scenario.netProfit))}
                    <span className="forecast-scenario__per">
                      {" "}
                      {t("forecast.results.perMonth")}
                    </span>
                  </dd>
                  {credible ? null : (
                    <dd className="forecast-scenario__doubt">
                      {t("forecast.plausibility.profitDoubt")}
                    </dd>
                  )}
                </div>
                {MEASURES.map(({ measure, label }) => {
                  const band = shownBand(scenario[measure], BENCHMARKS[measure], credible);
                  return (
                    <div className="forecast-scenario__ratio" key={measure}>
                      <dt>{t(label)}</dt>
                      <dd>
                        {format.percent(scenario[measure])}{" "}
                        <span className={`forecast-band forecast-band--${band}`}>
                          {t(`forecast.band.${band}`)}
                        </span>
                      </dd>
                    </div>
                  );
                })}
              </dl>
            </li>
          );
        })}
      </ul>
      <ul className="forecast-bands-explained">
        {MEASURES.map(({ measure, explain }) => {
          const lines = BENCHMARKS[measure];
          return (
            <li key={measure}>
              {t(explain, { low: format.threshold(lines.low), high: format.threshold(lines.high) })}
            </li>
          );
        })}
        <li>{t("forecast.band.note")}</li>
      </ul>
    </div>
  );
}
