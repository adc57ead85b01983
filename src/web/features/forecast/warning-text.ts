import type { ForecastInput, ForecastWarning } from "../../../shared/forecast/index.ts";
import type { PlausibilityWarning } from "../../../shared/forecast/plausibility.ts";
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

/** A plausibility warning in words, with its figures rounded as the results show them. */
export function plausibilityText(
  warning: PlausibilityWarning,
  t: Translate,
  format: ForecastFormat,
): string {
  switch (warning.code) {
    case "forecast.plausibility.beyondSeats":
      return t(warning.code, {
        floorArea: format.number(warning.floorArea),
        // Whole seats and customers, rounded down: the ceiling must not be overstated.
        seats: format.number(Math.floor(warning.seats)),
        hours: format.number(warning.hours),
        minutes: format.number(warning.mealMinutes),
        max: format.number(Math.floor(warning.maxVisitors)),
        visitors: format.number(warning.visitors),
      });
    case "forecast.plausibility.busySeats":
      return t(warning.code, {
        seats: format.number(warning.seats),
        visitors: format.number(warning.visitors),
        turns: format.number(warning.turnsPerDay, 1),
        max: format.number(warning.maxTurnsPerDay, 1),
      });
    case "forecast.plausibility.beyondFireCode":
      return t(warning.code, {
        area: format.number(warning.areaPerSeat, 1),
        seats: format.number(warning.seats),
        max: format.number(Math.floor(warning.maxPersons)),
      });
    case "forecast.plausibility.spendLow":
    case "forecast.plausibility.spendHigh":
      return t(warning.code, {
        spend: format.money(warning.spend, 2),
        limit: format.money(warning.limit),
        style: t(`forecast.plausibility.style.${warning.style}`),
      });
  }
}
