import type { ForecastInput } from "../../../shared/forecast/index.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { forecastFormat } from "./format.ts";

/** The figures the forecast was made from, so a shared or printed page explains itself. */
export function InputsSummary(props: { input: ForecastInput; changedAssumptions: number }) {
  const { input, changedAssumptions } = props;
  const { t, tag } = useI18n();
  const format = forecastFormat(tag);
  const yesNo = (value: boolean) => t(value ? "forecast.yes" : "forecast.no");
  const items = [
    ["floorArea", `${format.number(input.floorArea, 2)} ${t("forecast.unit.sqft")}`],
    ["baseRent", format.money(input.baseRent)],
    ["managementFee", format.money(input.managementFee)],
    ["perCapitaSpend", format.money(input.perCapitaSpend, 2)],
    ["dailyVisitors", format.number(input.dailyVisitors, 1)],
    [
      "turnoverRentPercent",
      input.turnoverRentPercent === null ? "—" : format.percent(input.turnoverRentPercent / 100),
    ],
    ["selfServiceKiosk", yesNo(input.selfServiceKiosk)],
    ["lightFood", yesNo(input.lightFood)],
  ] as const;

  return (
    <section className="forecast-inputs" aria-labelledby="forecast-inputs-title">
      <h3 className="visually-hidden" id="forecast-inputs-title">
        {t("forecast.results.inputs")}
      </h3>
      <dl className="forecast-inputs__list">
        {items.map(([field, value]) => (
          <div key={field}>
            <dt>{t(`forecast.field.${field}`)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {changedAssumptions > 0 ? (
        <p className="forecast-results__hint">
          {t("forecast.results.changedAssumptions", { count: changedAssumptions })}
        </p>
      ) : null}
    </section>
  );
}
