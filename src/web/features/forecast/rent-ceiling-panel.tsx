import { useId, useState } from "react";
import {
  type ForecastInput,
  type ForecastResult,
  SCENARIO_NAMES,
} from "../../../shared/forecast/index.ts";
import {
  DEFAULT_RENT_SHARE,
  RENT_SHARE_MAX_PERCENT as SHARE_MAX_PERCENT,
  RENT_SHARE_MIN_PERCENT as SHARE_MIN_PERCENT,
  scenarioRentCeilings,
} from "../../../shared/forecast/rent-ceiling.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { forecastFormat } from "./format.ts";

function parsePercent(text: string): number | null {
  const value = Number(text.trim());
  if (text.trim() === "" || !Number.isFinite(value)) return null;
  return value >= SHARE_MIN_PERCENT && value <= SHARE_MAX_PERCENT ? value : null;
}

/**
 * The highest monthly rent each case can carry at the share of revenue the owner picks, beside the
 * rent the case pays: the figure to take to a landlord or agent (and into the PDF, at this share).
 */
export function RentCeilingPanel(props: {
  input: ForecastInput;
  result: ForecastResult;
  /** Told each whole share the owner picks (a fraction), so the PDF download carries it. */
  onShareChange?: (share: number) => void;
}) {
  const { input, result, onShareChange } = props;
  const { t, tag } = useI18n();
  const format = forecastFormat(tag);
  const id = useId();
  const [text, setText] = useState(String(DEFAULT_RENT_SHARE * 100));
  // A half-typed share keeps the last whole one on screen rather than blanking the figures.
  const [share, setShare] = useState(DEFAULT_RENT_SHARE);
  const invalid = parsePercent(text) === null;
  const ceilings = scenarioRentCeilings(result.scenarios, input.turnoverRentPercent, share);

  return (
    <section className="forecast-results__section" aria-labelledby={`${id}-title`}>
      <h3 className="forecast-results__heading" id={`${id}-title`}>
        {t("forecast.rentCeiling.title")}
      </h3>
      <p className="forecast-results__hint">{t("forecast.rentCeiling.intro")}</p>
      <div className="forecast-ceiling-share">
        <label htmlFor={`${id}-share`}>{t("forecast.rentCeiling.share")}</label>
        <input
          id={`${id}-share`}
          type="text"
          inputMode="decimal"
          value={text}
          aria-invalid={invalid}
          aria-describedby={invalid ? `${id}-error` : undefined}
          data-testid="rent-share"
          onChange={(event) => {
            setText(event.currentTarget.value);
            const percent = parsePercent(event.currentTarget.value);
            if (percent !== null) {
              setShare(percent / 100);
              onShareChange?.(percent / 100);
            }
          }}
        />
        <span aria-hidden="true">%</span>
        {invalid ? (
          <p className="forecast-ceiling-share__error" id={`${id}-error`}>
            {t("forecast.rentCeiling.shareError", {
              min: SHARE_MIN_PERCENT,
              max: SHARE_MAX_PERCENT,
            })}
          </p>
        ) : null}
      </div>
      <ul className="forecast-ceilings">
        {SCENARIO_NAMES.map((name) => {
          const ceiling = ceilings[name];
          const scenario = result.scenarios[name];
          return (
            <li className="forecast-ceiling" key={name} data-scenario={name}>
              <span className="forecast-ceiling__scenario">{t(`forecast.scenario.${name}`)}</span>
              {ceiling.maxRent === null ? (
                <span className="forecast-ceiling__none" data-testid={`rent-ceiling-${name}`}>
                  {t("forecast.rentCeiling.none", {
                    turnover: format.percent(ceiling.turnoverShare),
                    share: format.percent(share),
                  })}
                </span>
              ) : (
                <>
                  <strong className="forecast-ceiling__value" data-testid={`rent-ceiling-${name}`}>
                    {t("forecast.rentCeiling.value", { amount: format.money(ceiling.maxRent) })}
                  </strong>
                  <span className="forecast-ceiling__yours">
                    {t("forecast.rentCeiling.yours", {
                      amount: format.money(scenario.rent),
                      share: format.percent(scenario.rentShare),
                    })}
                  </span>
                  <span
                    className={`forecast-ceiling__gap forecast-ceiling__gap--${ceiling.headroom >= 0 ? "spare" : "over"}`}
                  >
                    {t(
                      ceiling.headroom >= 0
                        ? "forecast.rentCeiling.spare"
                        : "forecast.rentCeiling.over",
                      { amount: format.money(Math.abs(ceiling.headroom)) },
                    )}
                  </span>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
