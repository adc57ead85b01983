import type { ForecastInput, ForecastResult } from "../../../shared/forecast/index.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { forecastFormat } from "./format.ts";

/** Break-even daily visitors and the seats × turns figures; the warnings head the results. */
export function BreakEvenPanel(props: { input: ForecastInput; result: ForecastResult }) {
  const { input, result } = props;
  const { t, tag } = useI18n();
  const format = forecastFormat(tag);
  const breakEven = result.breakEvenVisitors;

  return (
    <section className="forecast-results__section">
      <h3 className="forecast-results__heading" id="forecast-break-even-title">
        {t("forecast.breakEven.title")}
      </h3>
      <p className="forecast-break-even" data-testid="break-even">
        {breakEven === null
          ? t("forecast.breakEven.unreachable")
          : // Whole visitors, rounded up: one short of the exact figure still loses money.
            t("forecast.breakEven.value", { visitors: format.number(Math.ceil(breakEven)) })}
      </p>
      {breakEven === null ? null : (
        <p className="forecast-results__hint">
          {t("forecast.breakEven.explain", {
            spend: format.money(input.perCapitaSpend),
            planned: format.number(input.dailyVisitors),
          })}
        </p>
      )}
      <p className="forecast-results__hint">
        {t("forecast.capacity", {
          seats: format.number(result.capacity.seats),
          turns: format.number(result.capacity.turnsPerDay, 1),
        })}
      </p>
    </section>
  );
}
