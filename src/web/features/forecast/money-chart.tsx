import type { CSSProperties } from "react";
import { type ForecastResult, SCENARIO_NAMES } from "../../../shared/forecast/index.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { forecastFormat } from "./format.ts";
import { chartScale, MONEY_GROUPS, moneyBreakdown } from "./money-groups.ts";
import { TableScroll } from "./table-scroll.tsx";

const width = (amount: number, scale: number): CSSProperties => ({
  width: `${Math.max(0, (amount / scale) * 100)}%`,
});

/**
 * "Where the money goes": one bar per case, its costs stacked by kind and its profit after them,
 * against a mark at its turnover. The bars are drawn for the eye only; the table under them
 * carries every number, for screen readers and for print.
 */
export function MoneyChart(props: { result: ForecastResult }) {
  const { t, tag } = useI18n();
  const format = forecastFormat(tag);
  const scenarios = SCENARIO_NAMES.map((name) => ({
    name,
    ...props.result.scenarios[name],
    groups: moneyBreakdown(props.result.scenarios[name]),
  }));
  const scale = chartScale(scenarios);

  return (
    <section className="forecast-results__section">
      <h3 className="forecast-results__heading" id="forecast-chart-title">
        {t("forecast.chart.title")}
      </h3>
      <p className="forecast-results__hint" id="forecast-chart-description">
        {t("forecast.chart.description")}
      </p>
      <div className="forecast-chart" aria-hidden="true">
        {scenarios.map((scenario) => (
          <div className="forecast-chart__row" key={scenario.name}>
            <span className="forecast-chart__label">{t(`forecast.scenario.${scenario.name}`)}</span>
            <div className="forecast-chart__track">
              <div className="forecast-chart__bar">
                {scenario.groups.map((group) => (
                  <span
                    key={group.id}
                    className={`forecast-chart__segment forecast-swatch--${group.id}`}
                    style={width(group.amount, scale)}
                  />
                ))}
                {scenario.netProfit > 0 ? (
                  <span
                    className="forecast-chart__segment forecast-swatch--profit"
                    style={width(scenario.netProfit, scale)}
                  />
                ) : null}
              </div>
              <span
                className="forecast-chart__revenue"
                style={{ left: `${(scenario.revenue / scale) * 100}%` }}
              />
            </div>
          </div>
        ))}
      </div>
      <TableScroll labelledBy="forecast-chart-title">
        <table
          className="forecast-table forecast-chart__table"
          aria-describedby="forecast-chart-description"
        >
          <thead>
            <tr>
              <th scope="col">{t("forecast.table.line")}</th>
              {scenarios.map((scenario) => (
                <th scope="col" key={scenario.name}>
                  {t(`forecast.scenario.${scenario.name}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {MONEY_GROUPS.map((group, index) => (
              <tr key={group.id}>
                <th scope="row">
                  <span className={`forecast-chart__key forecast-swatch--${group.id}`} />
                  {t(`forecast.chart.group.${group.id}`)}
                </th>
                {scenarios.map((scenario) => {
                  const amount = scenario.groups[index]!.amount;
                  return (
                    <td key={scenario.name}>
                      {format.money(amount)}
                      <span className="forecast-table__share">
                        {format.percent(amount / scenario.revenue)}
                      </span>
                    </td>
                  );
                })}
              </tr>
            ))}
            <tr>
              <th scope="row">
                <span className="forecast-chart__key forecast-swatch--profit" />
                {t("forecast.chart.group.profit")}
              </th>
              {scenarios.map((scenario) => (
                <td
                  key={scenario.name}
                  className={scenario.netProfit < 0 ? "forecast-money--loss" : undefined}
                >
                  {format.money(scenario.netProfit)}
                  <span className="forecast-table__share">
                    {format.percent(scenario.netMargin)}
                  </span>
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row">
                <span className="forecast-chart__key forecast-chart__key--revenue" />
                {t("forecast.chart.revenueMarker")}
              </th>
              {scenarios.map((scenario) => (
                <td key={scenario.name}>{format.money(scenario.revenue)}</td>
              ))}
            </tr>
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}
