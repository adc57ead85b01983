import { useMemo } from "react";
import { scenarioBreakEvens } from "../../../shared/forecast/break-even.ts";
import {
  type AssumptionOverrides,
  type ForecastInput,
  SCENARIO_NAMES,
} from "../../../shared/forecast/index.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { forecastFormat } from "./format.ts";

/**
 * The answer an owner asks first, heading the results: customers a day to break even in each case,
 * beside the customers the owner expects in that case.
 */
export function BreakEvenPanel(props: { input: ForecastInput; assumptions: AssumptionOverrides }) {
  const { input, assumptions } = props;
  const { t, tag } = useI18n();
  const format = forecastFormat(tag);
  const cases = useMemo(() => scenarioBreakEvens(input, assumptions), [input, assumptions]);

  return (
    <section className="forecast-answer" aria-labelledby="forecast-break-even-title">
      <h3 className="forecast-answer__title" id="forecast-break-even-title">
        {t("forecast.breakEven.lead")}
      </h3>
      <ul className="forecast-answer__list">
        {SCENARIO_NAMES.map((name) => {
          const { breakEven, expectedVisitors } = cases[name];
          // Whole customers, rounded up: one short of the exact figure still loses money.
          const needed = breakEven.visitors === null ? null : Math.ceil(breakEven.visitors);
          const expected = Math.round(expectedVisitors);
          const gap = needed === null ? null : expected - needed;
          return (
            <li
              className={`forecast-answer__case${name === "neutral" ? " forecast-answer__case--main" : ""}`}
              key={name}
              data-scenario={name}
            >
              <span className="forecast-answer__scenario">{t(`forecast.scenario.${name}`)}</span>
              <strong className="forecast-answer__value" data-testid={`break-even-${name}`}>
                {needed === null
                  ? t("forecast.breakEven.unreachable")
                  : t("forecast.breakEven.value", { visitors: format.number(needed) })}
              </strong>
              <span className="forecast-answer__expected">
                {t("forecast.breakEven.expected", { visitors: format.number(expected) })}
                {gap === null ? null : (
                  <>
                    {" · "}
                    <span
                      className={`forecast-answer__gap forecast-answer__gap--${gap >= 0 ? "spare" : "short"}`}
                    >
                      {t(gap >= 0 ? "forecast.breakEven.spare" : "forecast.breakEven.short", {
                        visitors: format.number(Math.abs(gap)),
                      })}
                    </span>
                  </>
                )}
              </span>
            </li>
          );
        })}
      </ul>
      <p className="forecast-results__hint">
        {t("forecast.breakEven.explain", { spend: format.money(input.perCapitaSpend) })}
      </p>
    </section>
  );
}
