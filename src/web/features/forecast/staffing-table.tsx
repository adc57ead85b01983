import { STATUTORY_FACTS } from "../../../shared/forecast/constants.ts";
import { type ForecastResult, STAFF_ROLES } from "../../../shared/forecast/index.ts";

// What one employee may work in a year: 365 days less 52 rest days, the statutory holidays and the
// 7 days' minimum annual leave (the basis of RELIEF_FACTOR).
const HOLIDAYS = STATUTORY_FACTS.STATUTORY_HOLIDAYS.value;
const WORK_DAYS = 365 - 52 - HOLIDAYS - 7;

import { useI18n } from "../../i18n/i18n-context.tsx";
import { forecastFormat } from "./format.ts";
import { TableScroll } from "./table-scroll.tsx";

/** Head count per role, planned on the neutral case and held in every case (§5.4). */
export function StaffingTable(props: {
  staffing: ForecastResult["staffing"];
  reliefFactor: number;
}) {
  const { staffing, reliefFactor } = props;
  const { t, tag } = useI18n();
  const format = forecastFormat(tag);
  const totalMpf = STAFF_ROLES.reduce((sum, role) => sum + staffing[role].mpf, 0);

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
              <th scope="col">{t("forecast.staffing.positions")}</th>
              <th scope="col">{t("forecast.staffing.fte")}</th>
              <th scope="col">{t("forecast.staffing.salary")}</th>
              <th scope="col">{t("forecast.staffing.wages")}</th>
              <th scope="col">{t("forecast.staffing.mpf")}</th>
              <th scope="col">{t("forecast.staffing.basis")}</th>
            </tr>
          </thead>
          <tbody>
            {STAFF_ROLES.map((role) => {
              const line = staffing[role];
              return (
                <tr key={role} data-role={role}>
                  <th scope="row">{t(`forecast.role.${role}`)}</th>
                  <td>{format.number(line.positions)}</td>
                  <td>{format.fixed(line.fte, 1)}</td>
                  <td>{format.money(line.monthlySalary)}</td>
                  <td>{format.money(line.wages)}</td>
                  <td>{format.money(line.mpf)}</td>
                  <td>{t(`forecast.driver.${line.driver}`)}</td>
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t("forecast.staffing.total")}</th>
              <td>{format.number(staffing.totalPositions)}</td>
              <td>{format.fixed(staffing.totalFte, 1)}</td>
              <td />
              <td>{format.money(staffing.totalWages)}</td>
              <td>{format.money(totalMpf)}</td>
              <td />
            </tr>
          </tfoot>
        </table>
      </TableScroll>
    </section>
  );
}
