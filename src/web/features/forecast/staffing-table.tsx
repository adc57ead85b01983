import { STATUTORY_FACTS } from "../../../shared/forecast/constants.ts";
import { type ForecastResult, STAFF_ROLES } from "../../../shared/forecast/index.ts";

// What one employee may work in a year: 365 days less 52 rest days, the statutory holidays and the
// 7 days' minimum annual leave (the basis of RELIEF_FACTOR).
const HOLIDAYS = STATUTORY_FACTS.STATUTORY_HOLIDAYS.value;
const WORK_DAYS = 365 - 52 - HOLIDAYS - 7;

import { useI18n } from "../../i18n/i18n-context.tsx";
import { type ForecastFormat, forecastFormat } from "./format.ts";
import { TableScroll } from "./table-scroll.tsx";

type Translate = ReturnType<typeof useI18n>["t"];

/**
 * Nobody hires 6.25 people: a fraction of full-time staff is one part-timer working that share of
 * full-time hours, said in words beside the figure.
 */
export function fteInPeople(fte: number, t: Translate, format: ForecastFormat): string {
  // Two decimals first, so 5 × 1.25 computed as 6.2500000001 is not a part-timer of 0%.
  const rounded = Math.round(fte * 100) / 100;
  const full = Math.floor(rounded);
  const part = rounded - full;
  if (part === 0) return t("forecast.staffing.fullOnly", { full: format.number(full) });
  return t("forecast.staffing.split", {
    full: format.number(full),
    hours: format.threshold(part),
  });
}

/** Head count per role, planned on the neutral case and held in every case (§5.4). */
export function StaffingTable(props: {
  staffing: ForecastResult["staffing"];
  reliefFactor: number;
}) {
  const { staffing, reliefFactor } = props;
  const { t, tag } = useI18n();
  const format = forecastFormat(tag);
  const totalMpf = STAFF_ROLES.reduce((sum, role) => sum + staffing[role].mpf, 0);
  const heads = {
    positions: t("forecast.staffing.positions"),
    fte: t("forecast.staffing.fte"),
    salary: t("forecast.staffing.salary"),
    wages: t("forecast.staffing.wages"),
    mpf: t("forecast.staffing.mpf"),
    basis: t("forecast.staffing.basis"),
  };

  return (
    <section className="forecast-results__section">
      <h3 className="forecast-results__heading" id="forecast-staffing-title">
        {t("forecast.staffing.title")}
      </h3>
      <p className="forecast-results__hint">
        {t("forecast.staffing.intro", {
          relief: format.number(reliefFactor, 2),
          holidays: HOLIDAYS,
          workDays: WORK_DAYS,
        })}
      </p>
      <TableScroll labelledBy="forecast-staffing-title">
        <table className="forecast-table forecast-staffing">
          <thead>
            <tr>
              <th scope="col">{t("forecast.staffing.role")}</th>
              <th scope="col">{heads.positions}</th>
              <th scope="col">{heads.fte}</th>
              <th scope="col">{heads.salary}</th>
              <th scope="col">{heads.wages}</th>
              <th scope="col">{heads.mpf}</th>
              <th scope="col">{heads.basis}</th>
            </tr>
          </thead>
          <tbody>
            {STAFF_ROLES.map((role) => {
              const line = staffing[role];
              return (
                <tr key={role} data-role={role}>
                  <th scope="row">{t(`forecast.role.${role}`)}</th>
                  {/* data-label names each figure where a phone stacks the row as a card. */}
                  <td data-label={heads.positions}>{format.number(line.positions)}</td>
                  <td data-label={heads.fte}>
                    {format.number(line.fte, 2)}
                    <span className="forecast-table__share">
                      {fteInPeople(line.fte, t, format)}
                    </span>
                  </td>
                  <td data-label={heads.salary}>{format.money(line.monthlySalary)}</td>
                  <td data-label={heads.wages}>{format.money(line.wages)}</td>
                  <td data-label={heads.mpf}>{format.money(line.mpf)}</td>
                  <td data-label={heads.basis}>{t(`forecast.driver.${line.driver}`)}</td>
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t("forecast.staffing.total")}</th>
              <td data-label={heads.positions}>{format.number(staffing.totalPositions)}</td>
              <td data-label={heads.fte}>{format.number(staffing.totalFte, 2)}</td>
              <td className="forecast-staffing__blank" />
              <td data-label={heads.wages}>{format.money(staffing.totalWages)}</td>
              <td data-label={heads.mpf}>{format.money(totalMpf)}</td>
              <td className="forecast-staffing__blank" />
            </tr>
          </tfoot>
        </table>
      </TableScroll>
    </section>
  );
}
