import type { ForecastInput, ForecastWarning } from "../../../shared/forecast/index.ts";
import type { MessageKey } from "../../../shared/i18n/messages/index.ts";
import type { MessageVars } from "../../../shared/i18n/translate.ts";
import type { ForecastFormat } from "./format.ts";

type Translate = (key: MessageKey, vars?: MessageVars) => string;

/** A warning of the engine in words: its code is the message key, its numbers the parameters. */
export function warningText(
  warning: ForecastWarning,
  input: ForecastInput,
  t: Translate,
  format: ForecastFormat,
): string {
  switch (warning.code) {
    case "forecast.warning.capacityExceeded":
      return t(warning.code, {
        seats: format.number(warning.seats),
        visitors: format.number(input.dailyVisitors),
        turns: format.number(warning.turnsPerDay, 1),
        max: format.number(warning.maxTurnsPerDay, 1),
      });
    case "forecast.warning.breakEvenUnreachable":
      return t(warning.code, {
        visitors: format.number(warning.atVisitorsPerDay),
        loss: format.money(-warning.maxNetProfit),
      });
    case "forecast.warning.breakEvenAboveCapacity":
      return t(warning.code, {
        breakEven: format.number(Math.ceil(warning.breakEvenVisitors)),
        max: format.number(warning.maxVisitorsPerDay),
      });
    case "forecast.warning.salaryBelowMinimumWage":
      return t(warning.code, {
        role: t(`forecast.role.${warning.role}`),
        salary: format.money(warning.monthlySalary),
        minimum: format.money(warning.minimumMonthlySalary),
      });
  }
}
