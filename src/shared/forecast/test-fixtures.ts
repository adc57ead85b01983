import type { ForecastInput } from "./types.ts";

/** The neutral inputs of the worked example, docs/forecast-model.md §5.7. */
export const WORKED_EXAMPLE: ForecastInput = {
  floorArea: 1_000,
  baseRent: 120_000,
  managementFee: 8_000,
  perCapitaSpend: 80,
  dailyVisitors: 400,
  turnoverRentPercent: 10,
  selfServiceKiosk: false,
  lightFood: false,
};

export function exampleWith(changes: Partial<ForecastInput>): ForecastInput {
  return { ...WORKED_EXAMPLE, ...changes };
}
