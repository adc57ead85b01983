import {
  EXPENSE_LINES,
  type ForecastResult,
  SCENARIO_NAMES,
  type ScenarioResult,
} from "../../../shared/forecast/index.ts";
import type { MessageKey } from "../../../shared/i18n/messages/index.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { forecastFormat } from "./format.ts";
import { TableScroll } from "./table-scroll.tsx";

type Row =
  | { kind: "driver"; key: "visitorsPerDay" | "perCapitaSpend" }
  | {
      kind: "money";
      key: keyof ScenarioResult;
      label: MessageKey;
      emphasis?: "total" | "net" | "sub";
    };

/** Every line of the spec (§5.6) with its share of the case's turnover. */
export function ScenarioTable(props: { result: ForecastResult }) {
  const { result } = props;
  const { t, tag } = useI18n();
  const format = forecastFormat(tag);
  const scenarios = SCENARIO_NAMES.map((name) => ({ name, lines: result.scenarios[name] }));
  const turnoverRentWins = scenarios.some((s) => s.lines.turnoverTopUp > 0);

  const rows: Row[] = [
    { kind: "driver", key: "visitorsPerDay" },
    { kind: "driver", key: "perCapitaSpend" },
    { kind: "money", key: "revenue", label: "forecast.line.revenue", emphasis: "total" },
    ...EXPENSE_LINES.flatMap((line): Row[] => {
      const row: Row = { kind: "money", key: line, label: `forecast.line.${line}` };
      return line === "rent" && turnoverRentWins
        ? [
            row,
            {
              kind: "money",
              key: "turnoverTopUp",
              label: "forecast.line.turnoverTopUp",
              emphasis: "sub",
            },
          ]
        : [row];
    }),
    {
      kind: "money",
      key: "totalExpenses",
      label: "forecast.line.totalExpenses",
      emphasis: "total",
    },
    { kind: "money", key: "netProfit", label: "forecast.line.netProfit", emphasis: "net" },
    { kind: "money", key: "hrCost", label: "forecast.line.hrCost" },
  ];

  return (
    <section className="forecast-results__section">
      <h3 className="forecast-results__heading" id="forecast-table-title">
        {t("forecast.table.title")}
      </h3>
      <TableScroll labelledBy="forecast-table-title">
        <table className="forecast-table forecast-pnl">
          <caption>{t("forecast.table.caption")}</caption>
          <thead>
            <tr>
              <th scope="col" rowSpan={2}>
                {t("forecast.table.line")}
              </th>
              {scenarios.map(({ name }) => (
                <th scope="colgroup" colSpan={2} key={name}>
                  {t(`forecast.scenario.${name}`)}
                </th>
              ))}
            </tr>
            <tr>
              {scenarios.map(({ name }) => [
                <th scope="col" key={`${name}-amount`}>
                  {t("forecast.table.amount")}
                </th>,
                <th scope="col" key={`${name}-share`}>
                  {t("forecast.table.share")}
                </th>,
              ])}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              if (row.kind === "driver") {
                return (
                  <tr key={row.key} className="forecast-pnl__driver">
                    <th scope="row">{t(`forecast.line.${row.key}`)}</th>
                    {scenarios.map(({ name, lines }) => (
                      <td colSpan={2} key={name}>
                        {row.key === "visitorsPerDay"
                          ? format.number(lines.visitorsPerDay, 1)
                          : format.money(lines.perCapitaSpend)}
                      </td>
                    ))}
                  </tr>
                );
              }
              return (
                <tr
                  key={row.key}
                  className={row.emphasis ? `forecast-pnl__${row.emphasis}` : undefined}
                  data-line={row.key}
                >
                  <th scope="row">{t(row.label)}</th>
                  {scenarios.map(({ name, lines }) => {
                    const amount = lines[row.key];
                    const loss = row.emphasis === "net" && amount < 0;
                    return [
                      <td
                        key={`${name}-amount`}
                        className={loss ? "forecast-money--loss" : undefined}
                      >
                        {format.money(amount)}
                      </td>,
                      <td
                        key={`${name}-share`}
                        className={loss ? "forecast-money--loss" : undefined}
                      >
                        {format.percent(amount / lines.revenue)}
                      </td>,
                    ];
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}
